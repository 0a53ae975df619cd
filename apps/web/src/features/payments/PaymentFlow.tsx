import "../../i18n/account-texts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { toast } from "../../shell/toast";
import { useDetails } from "../profile/useDetails";
import { paymentsApi } from "./api";
import { fieldErrors, isRateFailure, paymentErrorMessage } from "./errors";
import { FIRST_POLL_MS, nextStep, POLL_EVERY_MS, type RouteStatus } from "./machine";
import { PaymentForm, ShownFields } from "./PaymentFields";
import { HtmlStep, Outstanding, PaymentSummary, QuoteConfirm, QuoteSummary, RedirectStep, ResultPanel } from "./Steps";
import type { PaymentType, PaymentView } from "./types";
import { Waiting } from "./Waiting";

/**
 * The games spec §4 "Payment" state machine, from an answer of init, request,
 * execute or status. `routeStatus` is the status param when the flow runs on
 * the status route; a status that maps to another param moves the route.
 */
export function PaymentFlow({
  type,
  initial,
  afterInit = false,
  routeStatus,
  onRestart,
}: {
  type: PaymentType;
  initial: PaymentView;
  afterInit?: boolean;
  routeStatus?: RouteStatus;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [view, setView] = useState(initial);
  const [fresh, setFresh] = useState(afterInit);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [nextAt, setNextAt] = useState<number | undefined>();
  const details = useDetails();
  const step = nextStep(view, fresh);
  const accept = (v: PaymentView) => {
    setFresh(false);
    setView(v);
  };

  // Step 4: PROCESSING, SUCCESS(FUL), REJECTED, FAILED(URE) update the route's status param.
  const target = step.type === "final" ? step.status : step.type === "poll" ? step.routeStatus : null;
  useEffect(() => {
    if (!target || target === routeStatus) return;
    navigate(
      pathTo(type === "deposit" ? "depositStatus" : "withdrawalsStatus", lang, { payment: view.requestId, status: target }),
      {
        replace: routeStatus !== undefined,
        state: { view },
      },
    );
  }, [target, routeStatus, navigate, type, lang, view]);

  // Step 3: poll the status, first after 1 s, then every 3 s.
  const polling = step.type === "poll";
  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (ms: number) => {
      setNextAt(Date.now() + ms);
      timer = setTimeout(async () => {
        try {
          const v = await paymentsApi.status(type, view.requestId);
          if (!stopped) {
            setFresh(false);
            setView(v);
          }
        } catch {
          /* a failed poll is tried again at the next tick */
        }
        if (!stopped) schedule(POLL_EVERY_MS);
      }, ms);
    };
    schedule(FIRST_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, type, view.requestId]);

  switch (step.type) {
    case "outstanding":
      return <Outstanding type={type} view={view} />;
    case "confirmQuote":
      return <QuoteConfirm type={type} view={view} onView={accept} onRestart={onRestart} />;
    case "redirect":
    case "redirect3ds":
      return <RedirectStep url={step.url} secure={step.type === "redirect3ds"} />;
    case "html":
      return <HtmlStep view={view} />;
    case "final":
      return <ResultPanel type={type} payment={view.requestId} status={step.status} />;
    case "form": {
      if (details.isPending) return <Waiting text={t("app.loading")} testId="payment-loading" />;
      const profile = (details.data?.data ?? {}) as Record<string, string | undefined>;
      return (
        <div>
          {type === "withdrawal" ? <PaymentSummary type={type} view={view} /> : null}
          <QuoteSummary view={view} />
          <PaymentForm
            fields={view.form?.fields ?? []}
            profile={profile}
            busy={busy}
            error={error}
            serverErrors={serverErrors}
            submitLabel={t(view.kind === "EXECUTE" ? "payments.confirm" : "payments.continue")}
            onSubmit={async (fields) => {
              setBusy(true);
              setError(null);
              setServerErrors({});
              try {
                accept(await paymentsApi.execute(type, view.requestId, fields));
              } catch (err) {
                if (isRateFailure(err)) {
                  navigate(pathTo("failedRate", lang));
                  return;
                }
                setServerErrors(fieldErrors(err));
                setError(paymentErrorMessage(err));
              } finally {
                setBusy(false);
              }
            }}
          />
          <button type="button" className="btn-ghost mt-2 w-full" onClick={onRestart} data-testid="payment-back">
            {t("payments.start_again")}
          </button>
        </div>
      );
    }
    default:
      return (
        <div className="space-y-3" data-testid="payment-processing">
          {view.reason === "WAITING_FOR_VERIFICATION" ? (
            <p className="rounded-xl bg-warning/10 p-3 text-sm" data-testid="payment-waiting-verification">
              {t("verification.withdrawal.waiting_text")}{" "}
              <Link className="text-accent underline" to={pathTo("verification", lang)}>
                {t("verification.withdrawal.verify")}
              </Link>
            </p>
          ) : null}
          <QuoteSummary view={view} />
          <ShownFields fields={view.form?.fields ?? []} />
          <Waiting
            text={t(type === "withdrawal" ? "payments.status.withdrawal_waiting" : "payments.status.deposit_waiting")}
            testId="payment-waiting"
            nextAt={nextAt}
            periodMs={POLL_EVERY_MS}
          />
          <button
            type="button"
            className="btn-ghost text-sm"
            data-testid="payment-cancel"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                accept(await paymentsApi.cancel(type, view.requestId));
                toast.success(t("payments.cancelled"));
              } catch (err) {
                toast.error(paymentErrorMessage(err));
              } finally {
                setBusy(false);
              }
            }}
          >
            {t("payments.cancel")}
          </button>
        </div>
      );
  }
}
