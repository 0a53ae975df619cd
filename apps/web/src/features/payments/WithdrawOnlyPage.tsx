import "../../i18n/account-texts";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router";
import { pathTo, type RouteKey } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { logout } from "../../session/actions";
import { sessionStore, useSession } from "../../session/store";
import { DialogHost } from "../../shell/dialogs";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { Toasts } from "../../shell/Toasts";
import { usePageMeta } from "../../shell/usePageMeta";
import { applyBalance, startBalanceListening } from "../balance/listener";
import { ContactForm } from "../support/ContactForm";
import { money } from "./money";
import PlayerPayments from "./PlayerPayments";
import { withdrawOnlyView } from "./withdraw-only";

const LinkLanding = lazy(() => import("../access/LinkLanding"));
const AccountEditPage = lazy(() => import("../profile/AccountEditPage"));

/**
 * The whole site for a withdrawal-only session (a player in a cool-down or self-exclusion who chose "Withdraw my
 * balance" at login): what they can withdraw, the withdrawal cashier, its status and pending withdrawals, "Contact
 * support" (the contact form, at the support route: the session writes to support as the player) and "Log out". No
 * header, menu or page of the full site: the session may make none of their calls.
 */
export default function WithdrawOnlyPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const title = t("payments.withdraw_only.title");
  usePageMeta(title);
  // The cashier's own steps move to the withdrawal status route; support is the contact form; everything else is
  // the cashier.
  const view = withdrawOnlyView(
    useMatches()
      .map((m) => (m.handle as { routeKey?: RouteKey } | undefined)?.routeKey)
      .find(Boolean),
  );
  // What a withdrawal may still require, then the cashier checks again: the personal data (the cashier's
  // personal-info dialog leads to the edit page) and the link confirming an added e-mail (opened from the mail).
  const page =
    view === "support" ? (
      <WithdrawOnlySupport />
    ) : view === "accountEdit" ? (
      <AccountEditPage />
    ) : view === "detailsValidate" ? (
      <LinkLanding routeKey="detailsValidate" />
    ) : (
      <PlayerPayments key={view} routeKey={view} type="withdrawal" />
    );
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6" data-testid="withdraw-only-page">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h1 className="text-2xl font-bold">{title}</h1>
          <div className="flex flex-wrap justify-end gap-2">
            {view === "support" ? (
              <Link to={pathTo("withdrawals", lang)} className="btn-secondary" data-testid="withdraw-only-back">
                {t("payments.withdraw_only.back")}
              </Link>
            ) : (
              <Link to={`${pathTo("chat", lang)}?tab=contact-form`} className="btn-secondary" data-testid="withdraw-only-support">
                {t("payments.withdraw_only.contact_support")}
              </Link>
            )}
            <button type="button" className="btn-secondary" data-testid="withdraw-only-logout" onClick={() => void logout()}>
              {t("nav.logout")}
            </button>
          </div>
        </div>
        <p className="mb-4 text-muted" data-testid="withdraw-only-text">
          {t("payments.withdraw_only.text")}
        </p>
        {view === "support" ? null : <WithdrawableBalance />}
        <Suspense fallback={<PageSkeleton />}>{page}</Suspense>
      </main>
      <DialogHost />
      {/* Never over the page's Contact support and Log out at the top. */}
      <Toasts position="bottom-center" />
    </div>
  );
}

/**
 * Support for an excluded player: the contact form (the e-mail and name from their account), which the server takes
 * from a withdrawal-only session as the player's ticket. Not the full site's support page: its messages inbox is not
 * the session's.
 */
function WithdrawOnlySupport() {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl bg-surface p-4" data-testid="withdraw-only-support-page">
      <h2 className="mb-1 text-xl font-bold">{t("payments.withdraw_only.support_title")}</h2>
      <p className="mb-4 text-muted" data-testid="withdraw-only-support-text">
        {t("payments.withdraw_only.support_text")}
      </p>
      <ContactForm />
    </section>
  );
}

/**
 * The balance the player can take out (cash; bonus money is not withdrawn), from the moment the page opens; the
 * cashier below says what is reserved for withdrawals. The balance calls (`POST /updates/v1` and its socket) accept
 * a withdrawal-only session; here the updates only set the balance, none of the full site's follow-ups (bonus
 * offers) runs.
 */
function WithdrawableBalance() {
  const { t } = useTranslation();
  const lang = useLang();
  const balance = useSession((s) => s.balance);
  useEffect(() => startBalanceListening(applyBalance, sessionStore.token), []);
  return (
    <div className="mb-6 rounded-xl bg-surface p-4" data-testid="withdraw-only-balance">
      <h2 className="mb-1 text-sm text-muted">{t("payments.withdraw_only.balance")}</h2>
      <p className="text-xl font-bold" data-testid="withdraw-only-balance-amount" aria-busy={balance ? undefined : true}>
        {balance ? money(balance.amount, balance.currency, lang) : "…"}
      </p>
    </div>
  );
}
