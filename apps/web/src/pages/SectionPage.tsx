import { useTranslation } from "react-i18next";
import type { RouteKey } from "../routes/table";
import { PageSkeleton } from "../shell/PageSkeleton";
import { usePageMeta } from "../shell/usePageMeta";

const TITLES: Partial<Record<RouteKey, string>> = {
  lobby: "pages.lobby_title",
  lobbyItem: "pages.lobby_title",
  promotions: "pages.promotions_title",
  providers: "pages.providers_title",
  search: "pages.search_title",
  chat: "pages.chat_title",
  blog: "pages.blog_title",
  blogPost: "pages.blog_title",
  account: "pages.account_title",
  accountEdit: "pages.account_title",
  history: "pages.history_title",
  deposit: "pages.deposit_title",
  depositStatus: "pages.deposit_title",
  paymentsDeposit: "pages.deposit_title",
  withdrawals: "pages.withdrawals_title",
  withdrawalsStatus: "pages.withdrawals_title",
  paymentsWithdrawals: "pages.withdrawals_title",
  verification: "pages.verification_title",
  restrictions: "pages.restrictions_title",
  luckyClub: "pages.lucky_club_title",
};

/** A section whose screen is still loading its feature: its title and the page's shape. */
export default function SectionPage({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const title = t(TITLES[routeKey] ?? "nav.home");
  usePageMeta(title);
  return (
    <section className="py-6" data-testid={`section-${routeKey}`}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <PageSkeleton />
    </section>
  );
}
