import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page } from "../../components/Page";

export function Forbidden({ permission }: { permission: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t("frame.forbiddenTitle")}>
      <p className="text-muted" data-testid="forbidden">
        <Trans i18nKey="frame.forbiddenText" values={{ permission }} />
      </p>
      <Link to="/" className="text-accent underline">
        {t("frame.backToOverview")}
      </Link>
    </Page>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t("frame.notFoundTitle")}>
      <Link to="/" className="text-accent underline">
        {t("frame.backToOverview")}
      </Link>
    </Page>
  );
}
