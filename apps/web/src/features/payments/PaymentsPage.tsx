import { useTranslation } from "react-i18next";
import type { RouteKey } from "../../routes/table";
import { usePageMeta } from "../../shell/usePageMeta";
import { ShowBonusOnDeposit } from "../promotions/ShowBonusOnDeposit";
import { DepositLimitGate } from "../protection/DepositLimitOffer";
import { Cashier } from "./Cashier";
import { PendingWithdrawals, ReservedAmount } from "./PendingWithdrawals";
import { PublicMethods } from "./PublicMethods";
import { ReservedBalanceDialog } from "./ReservedBalanceDialog";
import { StatusView } from "./StatusView";
import type { PaymentType } from "./types";
import { useMethods, useRegion } from "./useMethods";

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
      {routeKey === "deposit" ? <ShowBonusOnDeposit /> : null}
      {routeKey === "depositStatus" || routeKey === "withdrawalsStatus" ? (
        <div className="space-y-4">
          {type === "withdrawal" ? <ReservedAmount /> : null}
          <StatusView key={routeKey} type={type} />
          {type === "withdrawal" ? <PendingWithdrawals /> : null}
        </div>
      ) : routeKey === "paymentsDeposit" || routeKey === "paymentsWithdrawals" ? (
        <PublicMethods type={type} />
      ) : routeKey === "deposit" ? (
        <DepositCashier />
      ) : (
        <Cashier key={routeKey} type={type} />
      )}
    </section>
  );
}

/**
 * The deposit cashier behind the first-deposit limit offer. The cashier's own data (the profile's region, then the
 * methods) loads while the limits are asked, not after them.
 */
function DepositCashier() {
  const { region, ready } = useRegion();
  useMethods("deposit", region, ready);
  return (
    <DepositLimitGate>
      <ReservedBalanceDialog />
      <Cashier type="deposit" />
    </DepositLimitGate>
  );
}
