import "../../i18n/account-texts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useSession } from "../../session/store";
import { toast } from "../../shell/toast";
import { paymentsApi } from "./api";
import { paymentErrorMessage } from "./errors";
import { money } from "./money";
import { useMethodNames } from "./useMethods";

export const PENDING_KEY = ["pending-withdrawals"] as const;

/** The amount held for withdrawals (the balance's `reserved`). */
export function ReservedAmount() {
  const { t } = useTranslation();
  const lang = useLang();
  const balance = useSession((s) => s.balance);
  if (!balance) return null;
  return (
    <p className="text-sm text-muted" data-testid="reserved-amount">
      {t("payments.withdrawals.reserved", { amount: money(balance.reserved ?? 0, balance.currency, lang) })}
    </p>
  );
}

/** `POST /withdrawal/v1/list`: open withdrawals, processing once approved, cancellable while pending. */
export function PendingWithdrawals() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const nameOf = useMethodNames("withdrawal");
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The row whose Cancel was pressed: it asks first.
  const [asking, setAsking] = useState<string | null>(null);
  const { data } = useQuery({ queryKey: PENDING_KEY, queryFn: paymentsApi.pendingWithdrawals, refetchInterval: 5000 });
  const waiting = data?.length ?? 0;
  // A withdrawal waits (the player has just requested it, or comes back to it): push offers to tell when it is paid.
  useEffect(() => {
    if (waiting > 0) window.dispatchEvent(new CustomEvent("casino:withdrawal-pending"));
  }, [waiting]);
  if (!data?.length) return null;
  return (
    <section className="mt-6" data-testid="pending-withdrawals">
      <h2 className="mb-2 text-lg font-semibold">{t("payments.withdrawals.pending_title")}</h2>
      <ul className="space-y-2">
        {data.map((w) => (
          <li
            key={w.id}
            className="flex flex-wrap items-center gap-3 rounded-xl bg-white/5 p-3"
            data-testid={`pending-withdrawal-${w.id}`}
            data-processing={w.processing}
          >
            <span className="font-semibold">{money(w.amount, w.currency, lang)}</span>
            <span className="text-sm text-muted" data-testid="pending-withdrawal-method">
              {nameOf(w.method)}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${w.processing ? "bg-accent text-accent-ink" : "bg-white/10"}`}
              data-testid="pending-withdrawal-state"
            >
              {w.status === "WAITING_FOR_VERIFICATION"
                ? t("verification.withdrawal.waiting")
                : t(w.processing ? "payments.withdrawals.processing" : "payments.withdrawals.pending")}
            </span>
            {w.status === "WAITING_FOR_VERIFICATION" ? (
              <Link
                className="text-sm text-accent underline"
                to={pathTo("verification", lang)}
                data-testid="pending-withdrawal-verify"
              >
                {t("verification.withdrawal.verify")}
              </Link>
            ) : null}
            {!w.processing && w.cancellable !== false && asking !== w.id ? (
              <button
                type="button"
                className="btn-secondary ml-auto px-3 py-1 text-sm"
                disabled={cancelling === w.id}
                data-testid="pending-withdrawal-cancel"
                onClick={() => setAsking(w.id)}
              >
                {t("payments.cancel")}
              </button>
            ) : null}
            {!w.processing && asking === w.id ? (
              <CancelQuestion
                id={w.id}
                amount={money(w.amount, w.currency, lang)}
                busy={cancelling === w.id}
                onNo={() => {
                  setAsking(null);
                  // Back to the row's Cancel button, which the question replaced.
                  requestAnimationFrame(() =>
                    document
                      .querySelector<HTMLButtonElement>(
                        `[data-testid="pending-withdrawal-${w.id}"] [data-testid="pending-withdrawal-cancel"]`,
                      )
                      ?.focus(),
                  );
                }}
                onYes={async () => {
                  setCancelling(w.id);
                  try {
                    await paymentsApi.cancel("withdrawal", w.id);
                    toast.success(t("payments.withdrawals.cancelled"));
                  } catch (err) {
                    toast.error(paymentErrorMessage(err));
                  } finally {
                    setCancelling(null);
                    setAsking(null);
                    await qc.invalidateQueries({ queryKey: PENDING_KEY });
                  }
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Cancel this withdrawal of €X?": the row's Cancel asks first; "No" is focused, the safe answer. */
function CancelQuestion({
  id,
  amount,
  busy,
  onNo,
  onYes,
}: {
  id: string;
  amount: string;
  busy: boolean;
  onNo: () => void;
  onYes: () => void;
}) {
  const { t } = useTranslation();
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <div
      className="flex w-full flex-wrap items-center gap-2 rounded-lg bg-white/5 p-2 text-sm"
      role="alertdialog"
      aria-labelledby={`cancel-question-${id}`}
      data-testid="pending-withdrawal-cancel-confirm"
    >
      <p id={`cancel-question-${id}`} className="flex-1">
        {t("payments.withdrawals.cancel_confirm", { amount })}
      </p>
      <button
        ref={no}
        type="button"
        className="btn-secondary px-3 py-1 text-sm"
        data-testid="pending-withdrawal-cancel-no"
        onClick={onNo}
      >
        {t("payments.withdrawals.cancel_no")}
      </button>
      <button
        type="button"
        className="btn-primary px-3 py-1 text-sm"
        disabled={busy}
        data-testid="pending-withdrawal-cancel-yes"
        onClick={onYes}
      >
        {t("payments.withdrawals.cancel_yes")}
      </button>
    </div>
  );
}
