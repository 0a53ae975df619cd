import { CURRENCY_CODES } from "@casino/money";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Money } from "../../../components/money/Money";
import { ErrorNote, Page } from "../../../components/Page";
import { TextField } from "../../../components/TextField";
import { useGlobalLimits, useSetGlobalLimits } from "../../../hooks/api/protection";
import { useCan } from "../../../hooks/api/session";
import { dateTime, formatAmount } from "../../../lib/format";
import { fromInput, toInput } from "../limits-form";

const PERIODS = ["daily", "weekly", "monthly"] as const;
type Period = (typeof PERIODS)[number];
const td = "border-t border-surface-2/60 px-4 py-3 align-top";
const th = "px-4 py-3 font-semibold";

/** Global operator deposit limits per currency: every player of the currency, on top of their own and their operator limits. */
export function Component() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useGlobalLimits();
  const set = useSetGlobalLimits();
  const [currency, setCurrency] = useState<string>("EUR");
  const [typed, setTyped] = useState<Partial<Record<Period, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [changes, setChanges] = useState<Partial<Record<Period, number | null>> | null>(null);
  const items = list.data?.items ?? [];
  const current = items.find((g) => g.currency === currency)?.deposit ?? { daily: null, weekly: null, monthly: null };
  const value = (p: Period) => typed[p] ?? toInput(current[p], currency);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const next: Partial<Record<Period, number | null>> = {};
    for (const p of PERIODS) {
      let v: number | null;
      try {
        v = fromInput(value(p), currency);
      } catch (err) {
        setProblem(t("protection.badAmount", { detail: `${t(`protection.global.${p}`)}: ${(err as Error).message}` }));
        return;
      }
      if (v !== current[p]) next[p] = v;
    }
    if (Object.keys(next).length === 0) {
      setProblem(t("protection.nothingChanged"));
      return;
    }
    setChanges(next);
  };

  return (
    <Page title={t("protection.global.title")} description={t("protection.global.description")}>
      <ErrorNote error={list.error} />
      <div className="overflow-x-auto rounded-2xl border border-surface-2 bg-surface">
        <table className="w-full text-left text-sm" data-testid="global-limits">
          <thead className="border-b border-surface-2 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className={th}>
                {t("protection.global.currency")}
              </th>
              {PERIODS.map((p) => (
                <th key={p} scope="col" className={th}>
                  {t(`protection.global.${p}`)}
                </th>
              ))}
              <th scope="col" className={th}>
                {t("protection.global.updated")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-muted">
                  {t("protection.global.empty")}
                </td>
              </tr>
            ) : (
              items.map((g) => (
                <tr key={g.currency}>
                  <td className={`${td} font-mono`}>{g.currency}</td>
                  {PERIODS.map((p) => (
                    <td key={p} className={td}>
                      {g.deposit[p] === null ? "—" : <Money amount={String(g.deposit[p])} currency={g.currency} />}
                    </td>
                  ))}
                  <td className={td}>
                    {g.updatedBy ?? "—"} · {dateTime(g.updatedAt)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {can("protection.write") && (
        <form onSubmit={submit} className="card max-w-3xl space-y-3" aria-label={t("protection.global.formTitle")}>
          <h2 className="text-base font-semibold">{t("protection.global.formTitle")}</h2>
          <p className="text-sm text-muted">{t("protection.global.formText")}</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
            <label className="block">
              <span className="field-label">{t("protection.global.currency")}</span>
              <select
                className="field"
                value={currency}
                onChange={(e) => {
                  setCurrency(e.target.value);
                  setTyped({});
                }}
                data-testid="global-limit-currency"
              >
                {CURRENCY_CODES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            {PERIODS.map((p) => (
              <TextField
                key={p}
                id={`global-limit-${p}`}
                label={t(`protection.global.${p}`)}
                inputMode="decimal"
                placeholder={t("protection.noLimit")}
                value={value(p)}
                onChange={(v) => setTyped((s) => ({ ...s, [p]: v }))}
                data-testid={`global-limit-${p}`}
              />
            ))}
          </div>
          <ErrorNote error={problem} />
          <button type="submit" className="btn-primary" data-testid="global-limits-save">
            {t("protection.save")}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={changes !== null}
        title={t("protection.global.confirmTitle", { currency })}
        description={t("protection.global.confirmText")}
        confirmLabel={t("protection.save")}
        onConfirm={async (reason) => {
          await set.mutateAsync({ currency, deposit: changes!, reason });
          setTyped({});
        }}
        onClose={() => setChanges(null)}
      >
        <ul className="space-y-1 text-sm">
          {PERIODS.filter((p) => changes?.[p] !== undefined).map((p) => (
            <li key={p}>
              {t(`protection.global.${p}`)}: {current[p] === null ? t("protection.noLimit") : formatAmount(current[p], currency)}{" "}
              → <strong>{changes?.[p] == null ? t("protection.noLimit") : formatAmount(changes[p]!, currency)}</strong>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </Page>
  );
}
