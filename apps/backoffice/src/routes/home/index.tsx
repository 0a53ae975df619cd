import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SCREENS } from "../../app/screens";
import { Page } from "../../components/Page";
import { useCan, useMe } from "../../hooks/api/session";

/** Where an operator lands: who they are and what their role lets them open. */
export function Component() {
  const me = useMe().data;
  const can = useCan();
  const { t } = useTranslation();
  if (!me) return null;
  const screens = SCREENS.filter((s) => can(s.permission));
  return (
    <Page title={t("frame.overview")} description={t("frame.signedInAs", { email: me.operator.email, role: me.operator.role })}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="home">
        {screens.map((s) => (
          <Link key={s.path} to={`/${s.path}`} className="card hover:border-accent">
            <span className="font-semibold">{t(s.label)}</span>
          </Link>
        ))}
      </div>
      <details className="text-sm text-muted">
        <summary className="cursor-pointer">{t("frame.yourPermissions")}</summary>
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="permissions">
          {me.permissions.map((p) => (
            <li key={p} className="rounded-full bg-surface-2 px-3 py-1 font-mono text-xs">
              {p}
            </li>
          ))}
        </ul>
      </details>
    </Page>
  );
}
