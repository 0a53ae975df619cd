import "../../i18n/account-texts";
import type { SelfLimit, SelfLimits, SelfLimitsBody } from "@casino/contracts/protection";
import { formatInput } from "@casino/money";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { sessionStore } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { toast } from "../../shell/toast";
import { usePageMeta } from "../../shell/usePageMeta";
import { money } from "../payments/money";
import { EXCLUSION_KEY, LIMITS_KEY, protectionApi } from "./api";
import { protectionErrorMessage } from "./errors";
import { COOLDOWNS, hms, LOCKS, PERIODS, parseLimit, parseMinutes, REALITY_CHECKS, usage } from "./rules";
import { useWait } from "./useWait";

type Group = "deposit" | "losses";

/** The restrictions screen (accounts spec §2, §3 Restrictions; issue 13). */
export default function RestrictionsPage() {
  const { t } = useTranslation();
  usePageMeta(t("protection.title"));
  const { data, isPending, isError, refetch } = useQuery({ queryKey: LIMITS_KEY, queryFn: protectionApi.limits });
  if (isPending) return <PageSkeleton />;
  if (isError || !data) {
    return (
      <section className="py-6">
        <h1 className="text-2xl font-bold">{t("protection.title")}</h1>
        <p className="my-3 text-danger">{t("app.something_went_wrong_try_later")}</p>
        <button type="button" className="btn-secondary" onClick={() => void refetch()}>
          {t("app.reload")}
        </button>
      </section>
    );
  }
  return (
    <section className="space-y-8 py-6" data-testid="restrictions-page">
      <h1 className="text-2xl font-bold">{t("protection.title")}</h1>
      <p className="text-muted">{t("protection.intro")}</p>
      {data.reviewDue ? <ReviewDue /> : null}
      <Pending limits={data} />
      <LimitsForm limits={data} />
      <Exclusion />
    </section>
  );
}

/** The 6-monthly review: the player changes a limit below, or keeps them all as they are. */
function ReviewDue() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const keep = useMutation({
    mutationFn: protectionApi.review,
    onSuccess: (data) => qc.setQueryData(LIMITS_KEY, data),
  });
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-warning/50 bg-warning/10 p-3"
      data-testid="limits-review"
    >
      <p className="flex-1">{t("protection.review_due")}</p>
      <button
        type="button"
        className="btn-secondary"
        disabled={keep.isPending}
        onClick={() => keep.mutate()}
        data-testid="limits-keep"
      >
        {t("protection.review_prompt.keep")}
      </button>
      {keep.isError ? <p className="w-full text-danger">{t("app.something_went_wrong_try_later")}</p> : null}
    </div>
  );
}

/** Every waiting increase or removal with its countdown, confirmable when it reaches zero. */
function Pending({ limits }: { limits: SelfLimits }) {
  const { t } = useTranslation();
  const waiting: [string, SelfLimit][] = [];
  for (const g of ["deposit", "losses"] as const) {
    for (const p of PERIODS) if (limits[g][p].pending) waiting.push([`${g}.${p}`, limits[g][p]]);
  }
  if (limits.gameSessionDuration.pending) waiting.push(["gameSessionDuration", limits.gameSessionDuration]);
  if (waiting.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="pending-limits">
      <h2 className="text-lg font-semibold">{t("protection.pending_title")}</h2>
      <p className="text-sm text-muted">{t("protection.pending_help")}</p>
      <ul className="space-y-2">
        {waiting.map(([name, l]) => (
          <PendingRow key={name} name={name} limit={l} currency={limits.currency} />
        ))}
      </ul>
    </section>
  );
}

function PendingRow({ name, limit, currency }: { name: string; limit: SelfLimit; currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  // The server's remaining seconds counted on the monotonic clock (wait.ts), not `confirmableAt` against the
  // device's clock: a phone set a day off still waits the server's 24 h, and Confirm comes when the server allows it.
  const left = useWait(limit.pending);
  const confirm = useMutation({
    mutationFn: () => protectionApi.confirm([name]),
    onSuccess: (d) => {
      qc.setQueryData(LIMITS_KEY, d);
      toast.success(t("protection.confirmed"));
    },
    onError: (e) => toast.error(protectionErrorMessage(e)),
  });
  const to = limit.pending?.amount ?? null;
  const show = (v: number | null) =>
    v === null ? t("protection.no_limit") : limit.kind === "time" ? t("protection.minutes", { n: v }) : money(v, currency, lang);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl bg-white/5 p-3" data-testid={`pending-${name}`}>
      <span className="font-semibold">{t(`protection.limit.${name}`)}</span>
      <span className="text-sm">
        {show(limit.amount)} → {show(to)}
      </span>
      {left > 0 ? (
        <span className="ml-auto font-mono text-sm" data-testid="pending-countdown">
          {t("protection.pending_in", { time: hms(left) })}
        </span>
      ) : (
        <button
          type="button"
          className="btn-primary ml-auto px-3 py-1 text-sm"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
          data-testid="pending-confirm"
        >
          {t("protection.confirm")}
        </button>
      )}
    </li>
  );
}

const fieldsOf = (l: SelfLimits, lang: string) => {
  const f: Record<string, string> = {};
  for (const g of ["deposit", "losses"] as const)
    for (const p of PERIODS) {
      const amount = l[g][p].amount;
      f[`${g}.${p}`] = amount === null ? "" : formatInput(amount, l.currency, lang);
    }
  f.gameSessionDuration = l.gameSessionDuration.amount === null ? "" : String(l.gameSessionDuration.amount);
  f.realityCheck = l.realityCheck === null ? "" : String(l.realityCheck);
  return f;
};

/** Deposit and loss limits per rolling period, session time and reality check: free-text amounts, one save. */
function LimitsForm({ limits }: { limits: SelfLimits }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [fields, setFields] = useState(() => fieldsOf(limits, lang));
  const [error, setError] = useState<string | null>(null);
  const initial = fieldsOf(limits, lang);
  // New limits from the server (a save, a refetch) replace only the fields the player has not typed into since
  // `before` (what the form showed, or what it sent).
  const shown = useRef(initial);
  const takeFromServer = (next: Record<string, string>, before: Record<string, string>) => {
    shown.current = next;
    setFields((typed) =>
      Object.fromEntries(Object.entries(next).map(([k, v]) => [k, typed[k] === before[k] ? v : (typed[k] ?? v)])),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the server's limits or the language (its decimal mark) change, nothing else
  useEffect(() => takeFromServer(fieldsOf(limits, lang), shown.current), [limits, lang]);
  const save = useMutation({
    mutationFn: ({ body }: { body: SelfLimitsBody; sent: Record<string, string> }) => protectionApi.setLimits(body),
    onSuccess: (d, { body, sent }) => {
      // Saved: the fields sent show what is in force now (a raise waits apart, in the pending list).
      takeFromServer(fieldsOf(d, lang), sent);
      qc.setQueryData(LIMITS_KEY, d);
      const waits = JSON.stringify(body).length > 2 && d.remainingCooldown > 0;
      toast.success(t(waits ? "protection.saved_pending" : "protection.saved"));
    },
    onError: (e) => setError(protectionErrorMessage(e)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const body: SelfLimitsBody = {};
    for (const g of ["deposit", "losses"] as const) {
      for (const p of PERIODS) {
        const key = `${g}.${p}`;
        if (fields[key] === initial[key]) continue;
        const v = parseLimit(fields[key] ?? "", limits.currency, lang);
        const field = t(`protection.limit.${key}`);
        if (v === undefined) return setError(t("protection.errors.amount", { field }));
        const min = g === "deposit" ? limits.rules.minDeposit : limits.rules.minLosses[p];
        if (v !== null && v < min)
          return setError(t("protection.errors.below_min", { field, min: money(min, limits.currency, lang) }));
        body[g] = { ...body[g], [p]: v };
      }
    }
    if (fields.gameSessionDuration !== initial.gameSessionDuration) {
      const v = parseMinutes(fields.gameSessionDuration ?? "");
      const { minGameSessionDuration: min, maxGameSessionDuration: max } = limits.rules;
      if (v === undefined) return setError(t("protection.errors.minutes"));
      if (v !== null && (v < min || v > max)) return setError(t("protection.errors.minutes_range", { min, max }));
      body.gameSessionDuration = v;
    }
    if (fields.realityCheck !== initial.realityCheck) {
      body.realityCheck = fields.realityCheck ? (Number(fields.realityCheck) as 15 | 30 | 60) : null;
    }
    if (Object.keys(body).length === 0) return;
    save.mutate({ body, sent: fields });
  }

  const input = (key: string, label: string, hint?: string) => (
    <label className="block" key={key}>
      <span className="mb-1 block text-sm">{label}</span>
      <input
        className="field"
        inputMode="decimal"
        value={fields[key] ?? ""}
        placeholder={t("protection.no_limit")}
        onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
        data-testid={`limit-${key}`}
      />
      {hint ? <span className="mt-1 block text-xs text-muted">{hint}</span> : null}
    </label>
  );
  const usageHint = (g: Group, used: number) => {
    const u = usage(g, used);
    return t(u.key, { amount: money(u.amount, limits.currency, lang) });
  };
  const group = (g: Group) => (
    <fieldset className="space-y-3 rounded-xl bg-white/5 p-4" data-testid={`limits-${g}`}>
      <legend className="px-1 font-semibold">{t(`protection.${g}_title`, { currency: limits.currency })}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {PERIODS.map((p) => {
          const l = limits[g][p];
          const hints = [
            l.amount !== null && l.used !== undefined ? usageHint(g, l.used) : null,
            l.operatorAmount !== null
              ? t("protection.operator_limit", { amount: money(l.operatorAmount, limits.currency, lang) })
              : null,
          ].filter(Boolean);
          return input(`${g}.${p}`, t(`protection.period.${p}`), hints.join(" · ") || undefined);
        })}
      </div>
    </fieldset>
  );

  return (
    <form className="space-y-4" onSubmit={submit} data-testid="limits-form">
      <h2 className="text-lg font-semibold">{t("protection.limits_title")}</h2>
      <p className="text-sm text-muted">{t("protection.limits_help")}</p>
      {group("deposit")}
      {group("losses")}
      <fieldset className="grid gap-3 rounded-xl bg-white/5 p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("protection.time_title")}</legend>
        {input(
          "gameSessionDuration",
          t("protection.limit.gameSessionDuration"),
          t("protection.minutes_range", {
            min: limits.rules.minGameSessionDuration,
            max: limits.rules.maxGameSessionDuration,
          }),
        )}
        <label className="block">
          <span className="mb-1 block text-sm">{t("protection.reality_check")}</span>
          <select
            className="field"
            value={fields.realityCheck ?? ""}
            onChange={(e) => setFields({ ...fields, realityCheck: e.target.value })}
            data-testid="reality-check"
          >
            <option value="">{t("protection.off")}</option>
            {REALITY_CHECKS.map((m) => (
              <option key={m} value={String(m)}>
                {t("protection.every_minutes", { n: m })}
              </option>
            ))}
          </select>
          <span className="mt-1 block text-xs text-muted">{t("protection.reality_check_help")}</span>
        </label>
      </fieldset>
      {error ? (
        <p className="text-danger" role="alert" data-testid="limits-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={save.isPending} data-testid="limits-save">
        {t("protection.save")}
      </button>
    </form>
  );
}

/** Cool-down (a break) and self-exclusion: immediate, not shortened; the player is logged out at once. */
function Exclusion() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: EXCLUSION_KEY, queryFn: protectionApi.exclusion });
  const [kind, setKind] = useState<"COOLDOWN" | "LOCK">("COOLDOWN");
  const [period, setPeriod] = useState<string>("24h");
  const [confirming, setConfirming] = useState(false);
  const go = useMutation({
    mutationFn: () =>
      protectionApi.exclude(
        kind === "COOLDOWN"
          ? { type: "COOLDOWN", period: period as (typeof COOLDOWNS)[number] }
          : { type: "LOCK", period: period as (typeof LOCKS)[number] },
      ),
    onSuccess: (r) => {
      // The type is kept only when it matches what was asked (spec §4); every session has ended on the server.
      if (r.data.type !== kind) return toast.error(t("app.something_went_wrong_try_later"));
      // Money left on the account can still be withdrawn: the dialog offers it, as the lock dialog of a login does.
      const cash = (sessionStore.get().balance?.amount ?? 0) > 0;
      sessionStore.logout();
      dialogs.open("loginBlocked", {
        type: "SE",
        code: r.data.type,
        expires: r.data.expires,
        ...(cash ? { withdrawAfterLogin: true } : {}),
      });
    },
    onError: (e) => toast.error(protectionErrorMessage(e)),
  });
  const choices = kind === "COOLDOWN" ? COOLDOWNS : LOCKS;
  return (
    <section className="space-y-3 rounded-xl border border-white/10 p-4" data-testid="exclusion">
      <h2 className="text-lg font-semibold">{t("protection.exclusion_title")}</h2>
      <p className="text-sm text-muted">{t("protection.exclusion_help")}</p>
      {data && data.type !== "NOT_SET" ? <p>{t(`protection.exclusion_active.${data.type}`)}</p> : null}
      <div className="flex flex-wrap gap-2">
        {(["COOLDOWN", "LOCK"] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            className={kind === k ? "btn-primary" : "btn-secondary"}
            onClick={() => {
              setKind(k);
              setPeriod(k === "COOLDOWN" ? "24h" : "6m");
              setConfirming(false);
            }}
            data-testid={`exclusion-kind-${k}`}
          >
            {t(`protection.kind.${k}`)}
          </button>
        ))}
      </div>
      <label className="block">
        <span className="mb-1 block text-sm">{t("protection.period_label")}</span>
        <select
          className="field sm:w-64"
          value={period}
          onChange={(e) => {
            setPeriod(e.target.value);
            setConfirming(false);
          }}
          data-testid="exclusion-period"
        >
          {choices.map((p) => (
            <option key={p} value={p}>
              {t(`protection.duration.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {confirming ? (
        <div className="space-y-2 rounded-xl bg-warning/10 p-3" data-testid="exclusion-confirm">
          <p>{t(`protection.exclusion_warning.${kind}`, { period: t(`protection.duration.${period}`) })}</p>
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              {t("app.cancel")}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={go.isPending}
              onClick={() => go.mutate()}
              data-testid="exclusion-confirm-button"
            >
              {t(`protection.start.${kind}`)}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setConfirming(true)} data-testid="exclusion-start">
          {t(`protection.start.${kind}`)}
        </button>
      )}
    </section>
  );
}
