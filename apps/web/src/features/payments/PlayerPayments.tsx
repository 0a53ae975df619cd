import type { RouteKey } from "../../routes/table";
import { ShowBonusOnDeposit } from "../promotions/ShowBonusOnDeposit";
import { DepositLimitGate } from "../protection/DepositLimitOffer";
import { Cashier } from "./Cashier";
import { PendingWithdrawals, ReservedAmount } from "./PendingWithdrawals";
import { ReservedBalanceDialog } from "./ReservedBalanceDialog";
import { StatusView } from "./StatusView";
import type { PaymentType } from "./types";
import { useMethods, useRegion } from "./useMethods";

/**
 * The logged-in player's cashier, its status pages and pending withdrawals: loaded apart from PaymentsPage,
 * so the public method pages (a link or a search engine opens them directly) do not load the payment forms.
 */
export default function PlayerPayments({ routeKey, type }: { routeKey: RouteKey; type: PaymentType }) {
  return (
    <>
      {routeKey === "deposit" ? <ShowBonusOnDeposit /> : null}
      {routeKey === "depositStatus" || routeKey === "withdrawalsStatus" ? (
        <div className="space-y-4">
          {type === "withdrawal" ? <ReservedAmount /> : null}
          <StatusView key={routeKey} type={type} />
          {type === "withdrawal" ? <PendingWithdrawals /> : null}
        </div>
      ) : routeKey === "deposit" ? (
        <DepositCashier />
      ) : (
        <Cashier key={routeKey} type={type} />
      )}
    </>
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
