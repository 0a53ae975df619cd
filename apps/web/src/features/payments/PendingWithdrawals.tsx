import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useSession } from "../../session/store";
import { toast } from "../../shell/toast";
import { paymentsApi } from "./api";
import { paymentErrorMessage } from "./errors";
import { money } from "./money";

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
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { data } = useQuery({ queryKey: PENDING_KEY, queryFn: paymentsApi.pendingWithdrawals, refetchInterval: 5000 });
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
            <span className="text-sm text-muted">{w.method}</span>
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
            {!w.processing && w.cancellable !== false ? (
              <button
                type="button"
                className="btn-secondary ml-auto px-3 py-1 text-sm"
                disabled={cancelling === w.id}
                data-testid="pending-withdrawal-cancel"
                onClick={async () => {
                  setCancelling(w.id);
                  try {
                    await paymentsApi.cancel("withdrawal", w.id);
                    toast.success(t("payments.withdrawals.cancelled"));
                  } catch (err) {
                    toast.error(paymentErrorMessage(err));
                  } finally {
                    setCancelling(null);
                    await qc.invalidateQueries({ queryKey: PENDING_KEY });
                  }
                }}
              >
                {t("payments.cancel")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
