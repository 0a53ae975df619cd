import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo, type RouteKey } from "../routes/table";
import { useLang } from "../routes/useRoute";
import { usePageMeta } from "../shell/usePageMeta";

const MESSAGES: Partial<Record<RouteKey, { key: string; tone: "success" | "error" }>> = {
  registrationSuccess: { key: "pages.registration_success", tone: "success" },
  registrationFailed: { key: "pages.registration_failed", tone: "error" },
  registrationExpired: { key: "pages.registration_expired", tone: "error" },
  detailsSuccess: { key: "pages.details_success", tone: "success" },
  detailsFailed: { key: "pages.details_failed", tone: "error" },
  detailsExpired: { key: "pages.details_expired", tone: "error" },
  detailsVerificationFailed: { key: "pages.details_verification_failed", tone: "error" },
  failedRate: { key: "pages.failed_rate", tone: "error" },
  unsubscribeSuccess: { key: "pages.unsubscribe_success", tone: "success" },
  unsubscribeFailed: { key: "pages.unsubscribe_failed", tone: "error" },
};

/**
 * The result pages of links from e-mails and of failed transactions. A page may say more than its route's
 * message (`messageKey`) and offer its own next step (`action`) instead of the way home.
 */
export default function StatusPage({
  routeKey,
  messageKey,
  action,
}: {
  routeKey: RouteKey;
  messageKey?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const found = MESSAGES[routeKey] ?? { key: "pages.not_found_text", tone: "error" as const };
  const m = { ...found, key: messageKey ?? found.key };
  usePageMeta(t(m.key));
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="status-page" data-tone={m.tone}>
      <div
        className={`mx-auto flex size-16 items-center justify-center rounded-full text-3xl ${m.tone === "success" ? "bg-success/20 text-success" : "bg-danger/20 text-danger"}`}
        aria-hidden
      >
        {m.tone === "success" ? "✓" : "!"}
      </div>
      <p className="mt-6 text-lg" data-testid="status-message">
        {t(m.key)}
      </p>
      {action ?? (
        <Link to={pathTo("home", lang)} className="btn-primary mt-8 inline-block">
          {t("app.back_home")}
        </Link>
      )}
    </section>
  );
}
