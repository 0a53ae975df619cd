import { exponentOf, formatMoney } from "@casino/money";
import { lazy, Suspense, useMemo, useState } from "react";
import { type ReportFilter, type ReportKind, reportCsvUrl, useReport } from "../../hooks/api/reports";
import type { ChartSeries } from "./Chart";

const Chart = lazy(() => import("./Chart"));

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const localTz = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const money = (minor: string, currency: string) => formatMoney(BigInt(minor), currency);
/** Minor units as a number of major units, for the chart only. */
const major = (minor: string, currency: string) => Number(minor) / 10 ** exponentOf(currency);

/** Every local day of the range, so a chart's axis has no holes on quiet days. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && out.length < 400; t += 86_400_000) out.push(isoDay(new Date(t)));
  return out;
}

const COLOURS = ["#f59e0b", "#38bdf8", "#a3e635", "#f472b6", "#c084fc", "#fb7185"];

/** GGR and NGR, payments and players over the operator's local days, with a chart and CSV. */
export function ReportsPage() {
  const today = new Date();
  const [kind, setKind] = useState<ReportKind>("ggr");
  const [f, setF] = useState<ReportFilter>({
    from: isoDay(new Date(today.getTime() - 29 * 86_400_000)),
    to: isoDay(today),
    tz: localTz(),
    groupBy: "day",
  });
  const input = "field";
  return (
    <div className="space-y-4">
      <div role="tablist" className="flex gap-2">
        {(["ggr", "payments", "players"] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            onClick={() => setKind(k)}
            className={`rounded px-3 py-1 text-sm ${kind === k ? "bg-accent font-semibold text-accent-ink" : "bg-surface"}`}
          >
            {k === "ggr" ? "GGR / NGR" : k === "payments" ? "Deposits and withdrawals" : "Players"}
          </button>
        ))}
      </div>
      <form className="flex flex-wrap items-end gap-3 text-sm" onSubmit={(e) => e.preventDefault()}>
        <label>
          From
          <input type="date" className={`${input} block`} value={f.from} onChange={(e) => setF({ ...f, from: e.target.value })} />
        </label>
        <label>
          To
          <input type="date" className={`${input} block`} value={f.to} onChange={(e) => setF({ ...f, to: e.target.value })} />
        </label>
        <label>
          Time zone
          <input className={`${input} block`} value={f.tz} onChange={(e) => setF({ ...f, tz: e.target.value })} list="zones" />
          <datalist id="zones">
            {["UTC", "Europe/Tallinn", "Europe/London", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Asia/Almaty"].map(
              (z) => (
                <option key={z} value={z} />
              ),
            )}
          </datalist>
        </label>
        {kind !== "players" && (
          <label>
            Currency
            <input
              className={`${input} block w-24`}
              value={f.currency ?? ""}
              placeholder="all"
              onChange={(e) => setF({ ...f, currency: e.target.value.toUpperCase() || undefined })}
            />
          </label>
        )}
        {kind === "ggr" && (
          <label>
            By
            <select
              className={`${input} block`}
              value={f.groupBy}
              onChange={(e) => setF({ ...f, groupBy: e.target.value as ReportFilter["groupBy"] })}
            >
              <option value="day">day</option>
              <option value="game">game</option>
              <option value="provider">provider</option>
            </select>
          </label>
        )}
        <a href={reportCsvUrl(kind, f)} download className="btn-secondary">
          Download CSV
        </a>
      </form>
      {kind === "ggr" && <GgrView f={f} />}
      {kind === "payments" && <PaymentsView f={f} />}
      {kind === "players" && <PlayersView f={f} />}
    </div>
  );
}

function Problem({ error, hourAligned }: { error: unknown; hourAligned?: boolean }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {(error as Error).message}
        </p>
      ) : null}
      {hourAligned === false && (
        <p className="text-xs text-muted">
          This time zone is not a whole number of hours from UTC: each UTC hour counts on the local day it starts in.
        </p>
      )}
    </>
  );
}

function ChartBox(props: { days: string[]; series: ChartSeries[]; title: string }) {
  if (!props.days.length) return null;
  return (
    <Suspense fallback={<div className="h-64 text-sm text-muted">Loading chart…</div>}>
      <Chart {...props} />
    </Suspense>
  );
}

function GgrView({ f }: { f: ReportFilter }) {
  const r = useReport("ggr", f);
  const rows = r.data?.rows ?? [];
  const byDay = f.groupBy === "day";
  const { days, series } = useMemo(() => {
    if (!byDay || !r.data) return { days: [], series: [] };
    const days = daysOf(r.data.meta.from, r.data.meta.to);
    const currencies = [...new Set(rows.map((x) => x.currency))].sort();
    if (!currencies.length) currencies.push(f.currency ?? "EUR"); // a flat line says "nothing played" better than no chart
    const series: ChartSeries[] = currencies.flatMap((c, i) => {
      const at = (k: "ggr" | "ngr") =>
        days.map((d) => {
          const row = rows.find((x) => x.key === d && x.currency === c);
          return row ? major(row[k], c) : 0;
        });
      return [
        { label: `GGR ${c}`, values: at("ggr"), colour: COLOURS[(2 * i) % COLOURS.length]! },
        { label: `NGR ${c}`, values: at("ngr"), colour: COLOURS[(2 * i + 1) % COLOURS.length]! },
      ];
    });
    return { days, series };
  }, [rows, byDay, r.data, f.currency]);
  return (
    <div className="space-y-4">
      <Problem error={r.error} hourAligned={r.data?.meta.hourAligned} />
      <ChartBox days={days} series={series} title="GGR and NGR per day" />
      <table className="w-full text-sm" data-testid="report-table">
        <thead className="text-left text-muted">
          <tr>
            <th>{byDay ? "Day" : f.groupBy === "game" ? "Game" : "Provider"}</th>
            {f.groupBy === "game" && <th>Provider</th>}
            <th>Currency</th>
            <th className="text-right">Bets</th>
            <th className="text-right">Count</th>
            <th className="text-right">Wins</th>
            <th className="text-right">Rollbacks</th>
            <th className="text-right">GGR</th>
            {byDay && <th className="text-right">Bonus cost</th>}
            {byDay && <th className="text-right">NGR</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-2 tabular-nums">
          {rows.map((x) => (
            <tr key={`${x.key}|${x.provider}|${x.currency}`}>
              <td className="py-1">{x.key}</td>
              {f.groupBy === "game" && <td>{x.provider}</td>}
              <td>{x.currency}</td>
              <td className="text-right">{money(x.bets, x.currency)}</td>
              <td className="text-right">{x.betCount}</td>
              <td className="text-right">{money(x.wins, x.currency)}</td>
              <td className="text-right">{money(x.rollbacks, x.currency)}</td>
              <td className="text-right font-semibold">{money(x.ggr, x.currency)}</td>
              {byDay && <td className="text-right">{money(x.bonusCost, x.currency)}</td>}
              {byDay && <td className="text-right font-semibold">{money(x.ngr, x.currency)}</td>}
            </tr>
          ))}
          {!r.isLoading && rows.length === 0 && (
            <tr>
              <td colSpan={10} className="py-3 text-muted">
                No play in this range.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function PaymentsView({ f }: { f: ReportFilter }) {
  const r = useReport("payments", f);
  const rows = r.data?.rows ?? [];
  const { days, series } = useMemo(() => {
    if (!r.data) return { days: [], series: [] };
    const days = daysOf(r.data.meta.from, r.data.meta.to);
    const keys = [...new Set(rows.map((x) => `${x.flow} ${x.currency}`))].sort();
    const series: ChartSeries[] = keys.map((k, i) => {
      const [flow, c] = k.split(" ") as [string, string];
      return {
        label: k,
        colour: COLOURS[i % COLOURS.length]!,
        values: days.map((d) =>
          rows.filter((x) => x.day === d && x.flow === flow && x.currency === c).reduce((n, x) => n + major(x.amount, c), 0),
        ),
      };
    });
    return { days, series };
  }, [rows, r.data]);
  return (
    <div className="space-y-4">
      <Problem error={r.error} hourAligned={r.data?.meta.hourAligned} />
      <ChartBox days={days} series={series} title="Deposits and withdrawals per day" />
      <table className="w-full text-sm" data-testid="report-table">
        <thead className="text-left text-muted">
          <tr>
            <th>Day</th>
            <th>Flow</th>
            <th>Method</th>
            <th>Currency</th>
            <th className="text-right">Amount</th>
            <th className="text-right">Count</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-2 tabular-nums">
          {rows.map((x) => (
            <tr key={`${x.day}|${x.flow}|${x.method}|${x.currency}`}>
              <td className="py-1">{x.day}</td>
              <td>{x.flow}</td>
              <td>{x.method}</td>
              <td>{x.currency}</td>
              <td className="text-right">{money(x.amount, x.currency)}</td>
              <td className="text-right">{x.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayersView({ f }: { f: ReportFilter }) {
  const r = useReport("players", f);
  const rows = r.data?.rows ?? [];
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: "New", values: rows.map((x) => x.newPlayers), colour: COLOURS[0]! },
      { label: "Depositing", values: rows.map((x) => x.depositing), colour: COLOURS[1]! },
      { label: "Active", values: rows.map((x) => x.active), colour: COLOURS[2]! },
    ],
    [rows],
  );
  const days = useMemo(() => rows.map((x) => x.day), [rows]);
  const t = r.data?.totals;
  return (
    <div className="space-y-4">
      <Problem error={r.error} hourAligned={r.data?.meta.hourAligned} />
      <ChartBox days={days} series={series} title="Players per day" />
      <table className="w-full text-sm" data-testid="report-table">
        <thead className="text-left text-muted">
          <tr>
            <th>Day</th>
            <th className="text-right">New</th>
            <th className="text-right">Depositing</th>
            <th className="text-right">Active</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-2 tabular-nums">
          {rows.map((x) => (
            <tr key={x.day}>
              <td className="py-1">{x.day}</td>
              <td className="text-right">{x.newPlayers}</td>
              <td className="text-right">{x.depositing}</td>
              <td className="text-right">{x.active}</td>
            </tr>
          ))}
        </tbody>
        {t && (
          <tfoot className="font-semibold tabular-nums">
            <tr>
              <td className="py-1">Range (distinct)</td>
              <td className="text-right">{t.newPlayers}</td>
              <td className="text-right">{t.depositing}</td>
              <td className="text-right">{t.active}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
