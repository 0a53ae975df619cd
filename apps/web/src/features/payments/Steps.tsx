import "../../i18n/account-texts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { FormError } from "../../shell/ui";
import { paymentsApi } from "./api";
import { isRateFailure, paymentErrorMessage, reasonText } from "./errors";
import { REDIRECT_DELAY_MS, type RouteStatus } from "./machine";
import { money } from "./money";
import type { PaymentType, PaymentView } from "./types";
import { useCountdown } from "./useCountdown";
import { useMethodNames } from "./useMethods";
import { Waiting } from "./Waiting";

/** Games spec §4 step 2: a quote without a converted amount is confirmed before it goes on. */
export function QuoteConfirm({
  type,
  view,
  onView,
  onRestart,
}: {
  type: PaymentType;
  view: PaymentView;
  onView: (v: PaymentView) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const left = useCountdown(view.quoteExpires);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expired = Boolean(view.quoteExpires) && left === 0;
  return (
    <div className="space-y-3" data-testid="quote-confirm">
      <h2 className="text-lg font-semibold">{t("payments.quote.title")}</h2>
      {view.quoteAmount !== undefined && view.quoteCurrency ? (
        <p className="text-lg" data-testid="quote-send">
          {t("payments.quote.send", {
            coins: money(view.quoteAmount, view.quoteCurrency, lang),
            amount: money(view.amount, view.currency, lang),
          })}
        </p>
      ) : (
        <p>{t("payments.quote.amount", { amount: money(view.amount, view.currency, lang) })}</p>
      )}
      {view.rate ? (
        <p className="text-sm text-muted" data-testid="quote-rate">
          {view.quoteCurrency
            ? t("payments.quote.rate_pair", { from: view.quoteCurrency, rate: view.rate, to: view.currency })
            : t("payments.quote.rate", { rate: view.rate })}
        </p>
      ) : null}
      {view.quoteExpires ? (
        <p className={`text-sm ${expired ? "text-danger" : "text-muted"}`} data-testid="quote-expiry">
          {expired
            ? t("payments.quote.expired")
            : t("payments.quote.expires_in", { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` })}
        </p>
      ) : null}
      <FormError message={error} />
      {expired ? (
        <button type="button" className="btn-primary w-full" onClick={onRestart} data-testid="quote-restart">
          {t("payments.start_again")}
        </button>
      ) : (
        <button
          type="button"
          className="btn-primary w-full"
          disabled={busy}
          data-testid="quote-accept"
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              onView(await paymentsApi.request(type, view.quoteId!));
            } catch (err) {
              // The server refused the rate (it expired there first): the spec's failed/rate page.
              if (isRateFailure(err)) return navigate(pathTo("failedRate", lang));
              setError(paymentErrorMessage(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? t("app.loading") : t("payments.quote.accept")}
        </button>
      )}
      {expired ? null : (
        <button type="button" className="btn-ghost w-full" onClick={onRestart} data-testid="quote-back">
          {t("payments.start_again")}
        </button>
      )}
    </div>
  );
}

/** The converted amount of a quoted payment and the time its rate still holds. */
export function QuoteSummary({ view }: { view: PaymentView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const left = useCountdown(view.quoteExpires);
  if (view.convertedAmount == null) return null;
  return (
    <div className="mb-3 rounded-xl bg-white/5 p-3 text-sm" data-testid="quote-summary">
      <p>
        {t("payments.quote.converted", {
          amount: money(view.amount, view.currency, lang),
          converted: money(view.convertedAmount, view.convertedCurrency, lang),
        })}
      </p>
      {view.quoteExpires ? (
        <p className="text-muted" data-testid="quote-expiry">
          {left > 0
            ? t("payments.quote.expires_in", { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` })
            : t("payments.quote.expired")}
        </p>
      ) : null}
    </div>
  );
}

/** What the player is about to confirm: the amount and the method, above the payment's form. */
export function PaymentSummary({ type, view }: { type: PaymentType; view: PaymentView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const nameOf = useMethodNames(type);
  return (
    <dl
      className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-white/5 p-3 text-sm"
      data-testid="payment-summary"
    >
      <dt className="text-muted">{t("payments.summary.amount")}</dt>
      <dd className="font-semibold" data-testid="payment-summary-amount">
        {money(view.amount, view.currency, lang)}
      </dd>
      {view.method ? (
        <>
          <dt className="text-muted">{t("payments.summary.method")}</dt>
          <dd data-testid="payment-summary-method">{nameOf(view.method)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** OUTSTANDING_REQUEST: a payment of this method is still open; its amount is shown. */
export function Outstanding({ type, view }: { type: PaymentType; view: PaymentView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="rounded-xl border border-warning/50 bg-warning/10 p-4" role="alert" data-testid="payment-outstanding">
      <p className="mb-3">{t("payments.outstanding", { amount: money(view.amount, view.currency, lang) })}</p>
      <Link
        className="btn-secondary inline-block"
        to={pathTo(type === "deposit" ? "depositStatus" : "withdrawalsStatus", lang, {
          payment: view.requestId,
          status: "processing",
        })}
        data-testid="payment-outstanding-open"
      >
        {t("payments.outstanding_open")}
      </Link>
    </div>
  );
}

/** REDIRECTION shows the wait-for-redirect text, then goes; PROCESS3DS redirects at once. */
export function RedirectStep({ url, secure }: { url: string; secure: boolean }) {
  const { t } = useTranslation();
  const delay = secure ? 0 : REDIRECT_DELAY_MS;
  const [at] = useState(() => Date.now() + delay);
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(url), delay);
    return () => clearTimeout(timer);
  }, [url, delay]);
  return (
    <Waiting
      text={t(secure ? "payments.redirect_3ds" : "payments.redirect_wait")}
      testId="payment-redirect"
      nextAt={at}
      periodMs={Math.max(delay, 1)}
    />
  );
}

/**
 * HTML: the provider's form that posts itself. With its url and parameters the
 * page builds the form in this document and submits it; with only the HTML it
 * runs in a sandboxed frame whose form targets the top window.
 */
export function HtmlStep({ view }: { view: PaymentView }) {
  const { t } = useTranslation();
  const sent = useRef(false);
  const build = Boolean(view.redirectUrl && view.postParameters);
  useEffect(() => {
    if (!build || sent.current) return;
    sent.current = true;
    const form = document.createElement("form");
    form.method = "post";
    form.action = view.redirectUrl!;
    form.dataset.testid = "payment-html-form";
    for (const [name, value] of Object.entries(view.postParameters!)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  }, [build, view.redirectUrl, view.postParameters]);
  return (
    <div>
      <Waiting text={t("payments.redirect_wait")} testId="payment-redirect" />
      {!build && view.html ? (
        <iframe
          title={t("payments.provider_page")}
          className="mt-3 h-64 w-full rounded-xl bg-white"
          sandbox="allow-forms allow-scripts allow-top-navigation"
          srcDoc={`<base target="_top">${view.html}`}
          data-testid="payment-html-frame"
        />
      ) : null}
    </div>
  );
}

/**
 * The end of a payment: `GET /result/{payment}`; if it cannot be read, the
 * landing text of its type and status (games spec §8).
 */
export function ResultPanel({ type, payment, status }: { type: PaymentType; payment?: string; status: RouteStatus }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError } = useQuery({
    queryKey: ["payment-result", payment],
    queryFn: () => paymentsApi.result(payment!),
    enabled: Boolean(payment),
    retry: false,
  });
  const landing = <p data-testid="payment-landing">{t(`payments.landing.${type}.${status}`)}</p>;
  const tone =
    status === "success"
      ? "border-success/50 bg-success/10"
      : status === "processing"
        ? "border-white/10"
        : "border-danger/50 bg-danger/10";
  let body: React.ReactNode = landing;
  if (payment && isPending) body = <p>{t("app.loading")}</p>;
  else if (payment && !isError && data) {
    const amount = money(data.amount, data.currency, lang);
    // A payment the player called off is no decline: said as such, with no reason to read.
    const cancelled = data.state === "CANCELLED";
    body = (
      <div className="space-y-1">
        <p className="text-lg font-semibold" data-testid="payment-result-title">
          {t(cancelled ? `payments.result.${type}.cancelled` : `payments.result.${type}.${status}`, { amount })}
        </p>
        {!cancelled && (status === "failed" || status === "rejected") ? (
          <p data-testid="payment-result-reason">
            {status === "failed"
              ? reasonText(data.reason)
              : data.reason
                ? reasonText(data.reason)
                : t("payments.status.rejected_generic")}
          </p>
        ) : null}
        {data.convertedAmount != null ? (
          <p className="text-sm text-muted">{money(data.convertedAmount, data.convertedCurrency, lang)}</p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`rounded-xl border p-4 ${tone}`} data-testid="payment-result" data-status={status}>
      {body}
      <div className="mt-4 flex gap-2">
        <Link
          className="btn-primary"
          to={pathTo(type === "deposit" ? "deposit" : "withdrawals", lang)}
          data-testid="payment-again"
        >
          {t(type === "deposit" ? "payments.deposit_again" : "payments.withdraw_again")}
        </Link>
        <Link className="btn-secondary" to={pathTo("home", lang)}>
          {t("payments.to_games")}
        </Link>
      </div>
    </div>
  );
}

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <FormError message={paymentErrorMessage(error)} />
      {onRetry ? (
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {t("payments.start_again")}
        </button>
      ) : null}
    </div>
  );
}
