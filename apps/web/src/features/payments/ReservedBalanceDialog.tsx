import "../../i18n/account-texts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { useSession } from "../../session/store";
import { toast } from "../../shell/toast";
import { DialogFrame } from "../../shell/ui";
import { paymentsApi } from "./api";
import { paymentErrorMessage } from "./errors";
import { money } from "./money";
import { PENDING_KEY } from "./PendingWithdrawals";
import { declinedReserved, declineReserved, reservedOffer } from "./reserved";

/**
 * The reserved-balance dialog (games spec §2, yes or no): on the deposit page, money reserved for pending
 * withdrawals is offered back. Yes cancels those withdrawals (the reservation returns to the balance); No keeps
 * them and is not asked again in this tab. "No" is focused: the safe answer.
 */
export function ReservedBalanceDialog() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const balance = useSession((s) => s.balance);
  const { data: pending } = useQuery({ queryKey: PENDING_KEY, queryFn: paymentsApi.pendingWithdrawals });
  const [declined, setDeclined] = useState(declinedReserved);
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState(false);
  const no = useRef<HTMLButtonElement>(null);
  const offer = answered ? null : reservedOffer(balance, pending, declined);
  const open = !!offer;
  useEffect(() => {
    if (open) requestAnimationFrame(() => no.current?.focus());
  }, [open]);
  if (!offer) return null;
  const amount = money(offer.amount, offer.currency, lang);

  const sayNo = () => {
    declineReserved(offer.ids);
    setDeclined(declinedReserved());
    setAnswered(true);
  };
  const sayYes = async () => {
    setBusy(true);
    let returned = 0;
    for (const id of offer.ids) {
      try {
        await paymentsApi.cancel("withdrawal", id);
        returned += pending?.find((w) => w.id === id)?.amount ?? 0;
      } catch (err) {
        toast.error(paymentErrorMessage(err));
      }
    }
    if (returned > 0) toast.success(t("payments.reserved.returned", { amount: money(returned, offer.currency, lang) }));
    setBusy(false);
    setAnswered(true);
    await qc.invalidateQueries({ queryKey: PENDING_KEY });
  };

  return (
    <DialogFrame title={t("payments.reserved.title")} onClose={sayNo} testId="reserved-balance-dialog">
      <p className="mb-5 text-muted" data-testid="reserved-balance-text">
        {t("payments.reserved.text", { amount })}
      </p>
      <div className="flex gap-3">
        <button ref={no} type="button" className="btn-secondary flex-1" onClick={sayNo} data-testid="reserved-balance-no">
          {t("payments.reserved.no")}
        </button>
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={busy}
          onClick={() => void sayYes()}
          data-testid="reserved-balance-yes"
        >
          {t("payments.reserved.yes")}
        </button>
      </div>
    </DialogFrame>
  );
}
