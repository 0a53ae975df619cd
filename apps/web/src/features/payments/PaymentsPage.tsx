import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RouteKey } from "../../routes/table";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { PublicMethods } from "./PublicMethods";
import type { PaymentType } from "./types";

const PlayerPayments = lazy(() => import("./PlayerPayments"));

const TYPE: Partial<Record<RouteKey, PaymentType>> = {
  deposit: "deposit",
  depositStatus: "deposit",
  paymentsDeposit: "deposit",
  withdrawals: "withdrawal",
  withdrawalsStatus: "withdrawal",
  paymentsWithdrawals: "withdrawal",
};

/** Deposit and withdrawal pages, their status routes and the public method pages. */
export default function PaymentsPage({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const type = TYPE[routeKey] ?? "deposit";
  const title = t(type === "deposit" ? "pages.deposit_title" : "pages.withdrawals_title");
  usePageMeta(title);
  return (
    <section className="mx-auto max-w-5xl py-6" data-testid={`payments-${routeKey}`}>
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      {routeKey === "paymentsDeposit" || routeKey === "paymentsWithdrawals" ? (
        <PublicMethods type={type} />
      ) : (
        <Suspense fallback={<PageSkeleton />}>
          <PlayerPayments routeKey={routeKey} type={type} />
        </Suspense>
      )}
    </section>
  );
}
