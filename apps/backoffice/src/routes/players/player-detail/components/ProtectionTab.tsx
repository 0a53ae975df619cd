import type { OperatorLimit, PlayerProtection, ProtectionChange } from "@casino/contracts/protection";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { type DataColumn, DataTable } from "../../../../components/data-table/DataTable";
import { Money } from "../../../../components/money/Money";
import { ErrorNote } from "../../../../components/Page";
import { TextField } from "../../../../components/TextField";
import { usePlayerProtection, useProtectionHistory, useSetOperatorLimits } from "../../../../hooks/api/protection";
import { formatAmount, dateTime as when } from "../../../../lib/format";
import { exclusionText, protectionChangeText } from "../../../../lib/labels";
import {
  LIMIT_FIELDS,
  type LimitChanges,
  type LimitField,
  limitChanges,
  loosening,
  playerCeiling,
  SESSION_MINUTES,
  sessionChange,
  toInput,
} from "../../../protection/limits-form";
import { StartExclusion } from "./StartExclusion";

const td = "border-t border-surface-2/60 px-4 py-3 align-top";
const th = "px-4 py-3 font-semibold";

const limitOf = (p: PlayerProtection, f: LimitField): OperatorLimit => {
  const [kind, period] = f.split(".") as ["deposit" | "losses", "daily" | "weekly" | "monthly"];
  return p[kind][period];
};
const operatorLimits = (p: PlayerProtection) =>
  Object.fromEntries(LIMIT_FIELDS.map((f) => [f, limitOf(p, f).operator])) as Record<LimitField, number | null>;

/**
 * The player page's protection: the limits of every source, the exclusion, the history; compliance sets operator
 * limits; support and compliance start the cool-down or exclusion a player asks for.
 */
export function ProtectionTab({ playerId, canWrite, canExclude }: { playerId: string; canWrite: boolean; canExclude: boolean }) {
  const { t } = useTranslation();
  const q = usePlayerProtection(playerId);
  if (!q.data) return q.error ? <ErrorNote error={q.error} /> : <p className="text-muted">{t("frame.loading")}</p>;
  const p = q.data;
  return (
    <div className="space-y-6" data-testid="protection-tab">
      <Exclusion protection={p} />
      {canExclude && <StartExclusion protection={p} />}
      <LimitsTable protection={p} />
      {canWrite && <OperatorLimitsForm protection={p} />}
      <History playerId={p.playerId} currency={p.currency} />
    </div>
  );
}

function Exclusion({ protection: p }: { protection: PlayerProtection }) {
  const { t } = useTranslation();
  const e = p.exclusion;
  const text = exclusionText(e.type, e.expires, when);
  return (
    <section className="card flex flex-wrap gap-x-8 gap-y-2 text-sm" aria-label={t("protection.exclusion")}>
      <p data-testid="protection-exclusion">
        <span className="text-muted">{t("protection.exclusion")}: </span>
        <span className={e.type === "NOT_SET" ? "" : "font-semibold text-danger"}>{text}</span>
      </p>
      <p>
        <span className="text-muted">{t("protection.realityCheck")}: </span>
        {p.realityCheck ? t("protection.everyMinutes", { count: p.realityCheck }) : t("protection.off")}
      </p>
      <p>
        <span className="text-muted">{t("protection.sessionTime")}: </span>
        {p.gameSessionDuration.player ? t("protection.minutes", { count: p.gameSessionDuration.player }) : "—"}
        {p.gameSessionDuration.operator ? ` (${t("protection.operatorShort")} ${p.gameSessionDuration.operator})` : ""}
      </p>
    </section>
  );
}

function LimitsTable({ protection: p }: { protection: PlayerProtection }) {
  const { t } = useTranslation();
  const money = (v: number | null | undefined) =>
    v === null || v === undefined ? "—" : <Money amount={String(v)} currency={p.currency} />;
  return (
    <div className="overflow-x-auto rounded-2xl border border-surface-2 bg-surface">
      <table className="w-full text-left text-sm" data-testid="protection-limits">
        <caption className="px-4 pt-3 text-left text-xs text-muted">{t("protection.limitsCaption")}</caption>
        <thead className="border-b border-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className={th}>
              {t("protection.limit")}
            </th>
            <th scope="col" className={th}>
              {t("protection.playerOwn")}
            </th>
            <th scope="col" className={th}>
              {t("protection.operator")}
            </th>
            <th scope="col" className={th}>
              {t("protection.globalLimit")}
            </th>
            <th scope="col" className={th}>
              {t("protection.inForce")}
            </th>
            <th scope="col" className={th}>
              {t("protection.used")}
            </th>
          </tr>
        </thead>
        <tbody>
          {LIMIT_FIELDS.map((f) => {
            const l = limitOf(p, f);
            return (
              <tr key={f} data-testid={`protection-limit-${f}`}>
                <th scope="row" className={`${td} font-medium`}>
                  {t(`protection.fields.${f}`)}
                </th>
                <td className={td}>
                  {money(l.player)}
                  {l.playerPending && (
                    <span className="block text-xs text-muted">
                      {t("protection.pending", {
                        amount:
                          l.playerPending.amount === null
                            ? t("protection.noLimit")
                            : formatAmount(l.playerPending.amount, p.currency),
                        at: when(l.playerPending.confirmableAt),
                      })}
                    </span>
                  )}
                </td>
                <td className={td}>{money(l.operator)}</td>
                <td className={td}>{f.startsWith("deposit.") ? money(l.global) : "—"}</td>
                <td className={`${td} font-semibold`}>{money(l.effective)}</td>
                <td className={td}>{money(l.used)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function OperatorLimitsForm({ protection: p }: { protection: PlayerProtection }) {
  const { t } = useTranslation();
  const set = useSetOperatorLimits(p.playerId);
  const current = operatorLimits(p);
  const own = Object.fromEntries(LIMIT_FIELDS.map((f) => [f, playerCeiling(limitOf(p, f))])) as Record<LimitField, number | null>;
  // What the operator typed stays while a refetch lands; a save starts again from the api's values.
  const [typed, setTyped] = useState<Partial<Record<LimitField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [changes, setChanges] = useState<LimitChanges | null>(null);
  const value = (f: LimitField) => typed[f] ?? toInput(current[f], p.currency);
  const sessionNow = p.gameSessionDuration.operator;
  const [typedSession, setTypedSession] = useState<string | undefined>();
  const sessionValue = typedSession ?? (sessionNow === null ? "" : String(sessionNow));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    let next: LimitChanges;
    try {
      next = limitChanges(
        current,
        Object.fromEntries(LIMIT_FIELDS.map((f) => [f, value(f)])) as Record<LimitField, string>,
        p.currency,
      );
      const session = sessionChange(sessionNow, sessionValue);
      if (session !== undefined) next.gameSessionDuration = session;
    } catch (err) {
      setProblem(t("protection.badAmount", { detail: (err as Error).message }));
      return;
    }
    if (!next.deposit && !next.losses && next.gameSessionDuration === undefined) {
      setProblem(t("protection.nothingChanged"));
      return;
    }
    const loose: string[] = loosening(next, own).map((f) => t(`protection.fields.${f}`));
    const ownSession = p.gameSessionDuration.player;
    if (next.gameSessionDuration != null && ownSession !== null && next.gameSessionDuration > ownSession) {
      loose.push(t("protection.sessionTime"));
    }
    if (loose.length > 0) {
      setProblem(t("protection.mayOnlyTighten", { limits: loose.join(", ") }));
      return;
    }
    setChanges(next);
  };

  return (
    <>
      <form
        onSubmit={submit}
        className="card space-y-3"
        aria-label={t("protection.formTitle")}
        data-testid="operator-limits-form"
      >
        <h2 className="text-base font-semibold">{t("protection.formTitle")}</h2>
        <p className="text-sm text-muted">{t("protection.formText", { currency: p.currency })}</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {LIMIT_FIELDS.map((f) => (
            <TextField
              key={f}
              id={`operator-limit-${f}`}
              label={t(`protection.fields.${f}`)}
              inputMode="decimal"
              placeholder={t("protection.noLimit")}
              value={value(f)}
              onChange={(v) => setTyped((s) => ({ ...s, [f]: v }))}
              data-testid={`operator-limit-${f}`}
            />
          ))}
          <TextField
            id="operator-limit-session"
            label={t("protection.sessionField", SESSION_MINUTES)}
            inputMode="numeric"
            placeholder={t("protection.noLimit")}
            value={sessionValue}
            onChange={setTypedSession}
            data-testid="operator-limit-session"
          />
        </div>
        <ErrorNote error={problem} />
        <button type="submit" className="btn-primary" data-testid="operator-limits-save">
          {t("protection.save")}
        </button>
      </form>
      {/* Outside the form: the dialog is a form of its own, and a nested form's submit would reach this one. */}
      <ConfirmDialog
        open={changes !== null}
        title={t("protection.confirmTitle")}
        description={t("protection.confirmText")}
        confirmLabel={t("protection.save")}
        onConfirm={async (reason) => {
          await set.mutateAsync({ limits: changes!, reason });
          setTyped({});
          setTypedSession(undefined);
        }}
        onClose={() => setChanges(null)}
      >
        <ul className="space-y-1 text-sm" data-testid="operator-limits-changes">
          {LIMIT_FIELDS.filter((f) => {
            const [kind, period] = f.split(".") as ["deposit" | "losses", "daily" | "weekly" | "monthly"];
            return changes?.[kind]?.[period] !== undefined;
          }).map((f) => {
            const [kind, period] = f.split(".") as ["deposit" | "losses", "daily" | "weekly" | "monthly"];
            const to = changes?.[kind]?.[period] ?? null;
            return (
              <li key={f}>
                {t(`protection.fields.${f}`)}:{" "}
                {current[f] === null ? t("protection.noLimit") : formatAmount(current[f], p.currency)} →{" "}
                <strong>{to === null ? t("protection.noLimit") : formatAmount(to, p.currency)}</strong>
              </li>
            );
          })}
          {changes?.gameSessionDuration !== undefined && (
            <li>
              {t("protection.sessionTime")}:{" "}
              {sessionNow === null ? t("protection.noLimit") : t("protection.minutes", { count: sessionNow })} →{" "}
              <strong>
                {changes.gameSessionDuration === null
                  ? t("protection.noLimit")
                  : t("protection.minutes", { count: changes.gameSessionDuration })}
              </strong>
            </li>
          )}
        </ul>
      </ConfirmDialog>
    </>
  );
}

const HISTORY_PAGE = 25;

/** Every change of the player's limits and exclusions, newest first, a page at a time. */
function History({ playerId, currency }: { playerId: string; currency: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useProtectionHistory(playerId, page, HISTORY_PAGE);
  const columns: DataColumn<ProtectionChange>[] = [
    {
      id: "when",
      header: t("protection.when"),
      cell: ({ row }) => <span className="whitespace-nowrap">{when(row.original.at)}</span>,
    },
    {
      id: "by",
      header: t("protection.by"),
      cell: ({ row }) =>
        row.original.actor === "player" ? t("protection.thePlayer") : row.original.actor.replace(/^operator:/, ""),
    },
    {
      id: "change",
      header: t("protection.change"),
      cell: ({ row }) => <span data-action={row.original.action}>{protectionChangeText(row.original, currency)}</span>,
    },
    {
      id: "reason",
      header: t("protection.reason"),
      cell: ({ row }) => (typeof row.original.detail.reason === "string" ? row.original.detail.reason : ""),
    },
  ];
  return (
    <section className="space-y-2" aria-label={t("protection.history")} data-testid="protection-history">
      <h2 className="text-base font-semibold">{t("protection.history")}</h2>
      <ErrorNote error={q.error} />
      <DataTable
        label={t("protection.history")}
        columns={columns}
        rows={q.data?.items ?? []}
        total={q.data?.total ?? 0}
        page={page}
        pageSize={HISTORY_PAGE}
        onPage={setPage}
        loading={q.isFetching}
        empty={t("protection.noHistory")}
        rowTestId="protection-history-row"
      />
    </section>
  );
}
