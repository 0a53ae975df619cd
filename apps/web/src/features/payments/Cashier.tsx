import "../../i18n/account-texts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { FormError } from "../../shell/ui";
import { useDetails } from "../profile/useDetails";
import {
  askForWithdrawalStep,
  checkWithdrawal,
  missingWithdrawalSteps,
  WITHDRAWAL_STEP_DIALOGS,
  type WithdrawalStatus,
  withdrawalContinues,
} from "../profile/withdrawal-gate";
import { AmountForm } from "./AmountForm";
import { paymentsApi } from "./api";
import { paymentErrorMessage } from "./errors";
import { MethodList } from "./MethodList";
import { WITHDRAWAL_LIMITS, WITHDRAWAL_TIERS } from "./machine";
import { methodName } from "./method-name";
import { PaymentFlow } from "./PaymentFlow";
import { PendingWithdrawals, ReservedAmount } from "./PendingWithdrawals";
import { regionScreen } from "./region";
import type { PaymentMethod, PaymentType, PaymentView } from "./types";
import { useMethods, useRegion } from "./useMethods";

/** The deposit or withdrawal screen: methods, amount, then the payment's steps. */
export function Cashier({ type }: { type: PaymentType }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { region, ready } = useRegion();
  const screen = regionScreen(region);
  const methods = useMethods(type, region, ready);
  const balanceCurrency = useSession((s) => s.balance?.currency);
  const [chosen, setChosen] = useState<string | null>(search.get("method"));
  const [flow, setFlow] = useState<PaymentView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Withdrawals: the withdrawal-status check runs before the form (accounts spec §4).
  const [status, setStatus] = useState<WithdrawalStatus | null>(type === "deposit" ? "WITHDRAWAL_ALLOWED" : null);
  const allowed = status === null ? null : withdrawalContinues(status);
  const details = useDetails().data?.data;
  const runCheck = () => {
    checkWithdrawal().then(setStatus, () => setStatus("FAILED"));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs once when the screen opens
  useEffect(() => {
    if (type === "withdrawal") runCheck();
  }, [type]);
  // While blocked, each step's dialog closing checks again by itself: the methods appear once nothing is missing;
  // when the step was done and another one remains, that one is asked; a step put off (the same status) is not
  // asked again until "Check again".
  useEffect(() => {
    if (type !== "withdrawal" || status === null || withdrawalContinues(status)) return;
    let open = dialogs.current()?.name;
    const unsubscribe = dialogs.subscribe(() => {
      const was = open;
      open = dialogs.current()?.name;
      if (!was || was === open || !WITHDRAWAL_STEP_DIALOGS.has(was)) return;
      checkWithdrawal(false).then(
        (next) => {
          if (next !== status && !dialogs.current()) askForWithdrawalStep(next);
          setStatus(next);
        },
        () => {},
      );
    });
    return () => {
      unsubscribe();
    };
  }, [type, status]);

  const list = methods.data?.methods ?? [];
  const method: PaymentMethod | undefined = list.find((m) => m.id === chosen);
  const currency = method?.currency ?? methods.data?.currency ?? balanceCurrency ?? "EUR";
  const limits = method?.limits ?? (type === "withdrawal" ? WITHDRAWAL_LIMITS[currency] : undefined);
  const tiers = method?.tiers?.length ? method.tiers : type === "withdrawal" ? (WITHDRAWAL_TIERS[currency] ?? []) : [];
  const failure =
    methods.data?.failure ?? (methods.isError ? "SERVER_FAULT" : list.length === 0 && methods.isSuccess ? "NO_METHODS" : null);

  let body: React.ReactNode;
  if (allowed === null || !ready || methods.isPending) body = <PageSkeleton />;
  else if (!allowed) {
    body = (
      <div className="rounded-xl border border-warning/50 bg-warning/10 p-4" data-testid="withdrawal-blocked">
        <p className="mb-2">{t("payments.withdrawals.blocked")}</p>
        <ul className="mb-3 list-disc ps-5" data-testid="withdrawal-missing">
          {missingWithdrawalSteps(status ?? "", details).map((step) => (
            <li key={step} data-step={step}>
              {t(`payments.withdrawals.missing.${step}`)}
            </li>
          ))}
        </ul>
        <button type="button" className="btn-secondary" onClick={runCheck} data-testid="withdrawal-check-again">
          {t("payments.withdrawals.check_again")}
        </button>
      </div>
    );
  } else if (flow) {
    body = <PaymentFlow type={type} initial={flow} afterInit onRestart={() => setFlow(null)} />;
  } else if (failure) {
    body = (
      <div data-testid="payment-availability" data-failure={failure}>
        <FormError message={t(`payments.availability.${failure}`)} />
        <button type="button" className="btn-secondary" onClick={() => void methods.refetch()}>
          {t("payments.retry")}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <MethodList
          methods={list}
          screen={screen}
          selected={chosen}
          onSelect={(m) => {
            setChosen(m.id);
            // Phones: the amount form sits below the list; bring it into view.
            if (window.matchMedia("(max-width: 767px)").matches) {
              requestAnimationFrame(() =>
                document.getElementById("payment-amount-panel")?.scrollIntoView({ behavior: "smooth", block: "start" }),
              );
            }
          }}
        />
        <div>
          {method ? (
            <div
              id="payment-amount-panel"
              className="scroll-mt-20 rounded-xl bg-surface p-4 md:sticky md:top-20"
              data-testid="payment-amount-panel"
            >
              <h2 className="mb-3 text-lg font-semibold">{methodName(t, method.id, method.name)}</h2>
              <AmountForm
                key={method.id}
                currency={currency}
                limits={limits}
                tiers={tiers}
                busy={busy}
                error={error}
                submitLabel={t(type === "deposit" ? "payments.deposit" : "payments.withdraw")}
                onSubmit={async (amount) => {
                  setBusy(true);
                  setError(null);
                  try {
                    setFlow(await paymentsApi.init(type, method.id, amount));
                  } catch (err) {
                    setError(paymentErrorMessage(err));
                  } finally {
                    setBusy(false);
                  }
                }}
              />
            </div>
          ) : (
            <p className="text-muted">{t("payments.choose_method")}</p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted" data-testid="payment-region-hint">
        {t(screen.hint, { currency })}
      </p>
      {type === "withdrawal" ? <ReservedAmount /> : null}
      {body}
      {type === "withdrawal" && allowed ? <PendingWithdrawals /> : null}
    </div>
  );
}
