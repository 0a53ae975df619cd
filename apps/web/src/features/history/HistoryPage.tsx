import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { takeFirstAnswer } from "../../api/client";
import { historyBody } from "../../routes/first-requests";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { sessionStore, useSession } from "../../session/store";
import { usePageMeta } from "../../shell/usePageMeta";
import { money } from "../payments/money";
import { type FinanceTransaction, type GameDay, type GameLaunch, type History, type HistoryPages, historyApi } from "./api";
import { chunks, dateTime, day, defaultRange, pickRange, rangeBounds } from "./format";

const OutcomeChart = lazy(() => import("./OutcomeChart"));
const EMPTY: History = {
  filter: { from: "", to: "" },
  financeTransactions: { transactions: [], page: 0, pages: 1, total: 0, totalDeposits: 0, totalWithdrawals: 0, income: 0 },
  gameSessions: {
    sessions: [],
    page: 0,
    pages: 1,
    total: 0,
    positiveOutcome: 0,
    negativeOutcome: 0,
    outcome: 0,
    barChartData: [],
  },
  wager: 0,
  gameByLaunch: [],
  gameByLaunchPage: { page: 0, pages: 1, total: 0 },
  lifetimeNetDeposits: 0,
  financeByDate: [],
};

/**
 * A player's history of a range, keyed by their session: a cached history is never shown to the next player who
 * logs in on the same device. A failed fetch reads as an empty history (spec §8).
 */
const historyKey = (token: string | null | undefined, range: { from: string; to: string }, pages: HistoryPages = {}) => [
  "history",
  token,
  range.from,
  range.to,
  ...(pages.financePage || pages.page || pages.launchPage ? [pages] : []),
];
const fetchHistory = (range: { from: string; to: string }) => historyApi.history(range.from, range.to).catch(() => EMPTY);

/**
 * A player's history in the cache before React's first frame (main.tsx waits for it, at most 1.5 s): the answer
 * index.html asked with the stored session and painted (routes/first-frame.ts), so the page replaces that frame
 * with the same boxes, its tables below. Only that answer: without it (a session that has ended) the page asks
 * when it is shown, once the features that tell the player their session ended are listening.
 */
export async function firstData(queryClient: QueryClient, take: typeof takeFirstAnswer) {
  const token = sessionStore.token();
  if (!token) return;
  const range = defaultRange();
  const early = await take<History>(historyBody(range));
  if (early) queryClient.setQueryData(historyKey(token, range), early);
}

/** History (accounts spec §2 `history/{tab?}`, §3, §9): finance and game tabs, a date range, tables and a chart. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageMeta(t("history.title"));
  const tab = useParams().tab === "game" ? "game" : "finance";
  const [range, setRange] = useState(defaultRange);
  const bounds = useMemo(() => rangeBounds(), []);
  // The balance is not there at the first render (the listener starts after it): index.html's first frame writes
  // the sum in the stored session's currency too (routes/first-frame.ts).
  const currency = useSession((s) => s.balance?.currency ?? (s.session?.customer?.currency as string | undefined) ?? "EUR");
  const token = useSession((s) => s.session?.token);
  const { data, isPending } = useQuery({ queryKey: historyKey(token, range), queryFn: () => fetchHistory(range) });
  const h = data ?? EMPTY;
  const fmt = useCallback((v: number) => money(v, currency, lang), [currency, lang]);
  return (
    <section className="space-y-5 py-6" data-testid="history-page">
      <h1 className="text-2xl font-bold">{t("history.title")}</h1>
      <p className="rounded-xl bg-white/5 p-3" data-testid="lifetime-net-deposits">
        {t("history.lifetime_net", { amount: fmt(h.lifetimeNetDeposits) })}
      </p>
      <nav className="flex gap-2" aria-label={t("history.title")}>
        {(["finance", "game"] as const).map((k) => (
          <Link
            key={k}
            to={pathTo("history", lang, { tab: k })}
            className={tab === k ? "btn-primary" : "btn-secondary"}
            aria-current={tab === k ? "page" : undefined}
            data-testid={`history-tab-${k}`}
          >
            {t(`history.tab.${k}`)}
          </Link>
        ))}
      </nav>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()} data-testid="history-range">
        <label>
          <span className="field-label">{t("history.from")}</span>
          <input
            type="date"
            className="field"
            value={range.from}
            min={bounds.earliest}
            max={range.to}
            onChange={(e) => setRange(pickRange(range, "from", e.target.value, bounds))}
            data-testid="history-from"
          />
        </label>
        <label>
          <span className="field-label">{t("history.to")}</span>
          <input
            type="date"
            className="field"
            value={range.to}
            min={range.from}
            max={bounds.latest}
            onChange={(e) => setRange(pickRange(range, "to", e.target.value, bounds))}
            data-testid="history-to"
          />
        </label>
      </form>
      {isPending ? (
        <p className="text-muted">{t("app.loading")}</p>
      ) : tab === "finance" ? (
        // A new range starts at its first page.
        <Finance key={`${range.from}|${range.to}`} h={h} fmt={fmt} token={token} range={range} />
      ) : (
        // A new range starts at its first page.
        <Games key={`${range.from}|${range.to}`} h={h} fmt={fmt} token={token} range={range} />
      )}
    </section>
  );
}

/** A table's pager; `name` tells the game launches' test ids from the other tables' ("history"). */
function Pager({ at, pages, go, name = "history" }: { at: number; pages: number; go: (n: number) => void; name?: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="flex items-center gap-3" data-testid={`${name}-pager`}>
      <button
        type="button"
        className="btn-secondary px-3 py-1"
        disabled={at === 0}
        onClick={() => go(at - 1)}
        data-testid={`${name}-prev`}
      >
        {t("history.prev")}
      </button>
      <span className="text-sm" data-testid={`${name}-page-number`}>
        {t("history.page", { page: at + 1, pages })}
      </span>
      <button
        type="button"
        className="btn-secondary px-3 py-1"
        disabled={at >= pages - 1}
        onClick={() => go(at + 1)}
        data-testid={`${name}-next`}
      >
        {t("history.next")}
      </button>
    </div>
  );
}

/** What a tab of the history is drawn from: the range's answer (first pages) and what asks for a later page. */
interface TabProps {
  h: History;
  fmt: (v: number) => string;
  token: string | undefined;
  range: { from: string; to: string };
}

function Finance({ h, fmt, token, range }: TabProps) {
  const { t } = useTranslation();
  const [n, setN] = useState(0);
  const f = h.financeTransactions;
  const p = useServerPage(h, token, range, "financePage", n, financeList);
  return (
    <div className="space-y-3" data-testid="history-finance">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t("history.deposits")}</dt>
          <dd data-testid="history-total-deposits">{fmt(f.totalDeposits)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("history.withdrawals")}</dt>
          <dd>{fmt(f.totalWithdrawals)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("history.income")}</dt>
          <dd>{fmt(f.income)}</dd>
        </div>
      </dl>
      <HistoryTable
        testId="finance-table"
        rowTestId="finance-row"
        rows={p.rows}
        rowKey={(r) => r.id}
        columns={[
          { header: t("history.date"), cell: (r) => dateTime(r.created), className: () => "font-mono" },
          { header: t("history.type"), cell: (r) => t(`history.types.${r.type}`) },
          { header: t("history.amount"), cell: (r) => fmt(r.amount), amount: true },
          { header: t("history.state"), cell: (r) => t(`history.states.${r.state}`) },
        ]}
      />
      <Pager at={p.page} pages={p.pages} go={setN} />
    </div>
  );
}

function Games({ h, fmt, token, range }: TabProps) {
  const { t } = useTranslation();
  const [n, setN] = useState(0);
  const [open, setOpen] = useState<GameDay | null>(null);
  const g = h.gameSessions;
  const p = useServerPage(h, token, range, "page", n, gameDayList);
  return (
    <div className="space-y-3" data-testid="history-game">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t("history.wager")}</dt>
          <dd>{fmt(h.wager)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("history.outcome")}</dt>
          <dd data-testid="history-outcome">{fmt(g.outcome)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("history.positive_negative")}</dt>
          <dd>
            <span className="whitespace-nowrap">{fmt(g.positiveOutcome)}</span> /{" "}
            <span className="whitespace-nowrap">{fmt(g.negativeOutcome)}</span>
          </dd>
        </div>
      </dl>
      {g.barChartData.length > 0 ? (
        <Suspense fallback={<div className="h-[200px]" />}>
          <OutcomeChart data={g.barChartData} format={fmt} label={t("history.chart")} />
        </Suspense>
      ) : null}
      <HistoryTable
        testId="game-table"
        rowTestId="game-row"
        rows={p.rows}
        rowKey={(r) => r.id}
        columns={[
          { header: t("history.day"), cell: (r) => day(r.date), className: () => "font-mono" },
          {
            header: t("history.game"),
            cell: (r) => (
              <button type="button" className="underline" onClick={() => setOpen(r)} data-testid="game-details-open">
                {r.gameName}
              </button>
            ),
          },
          // The rounds show in the game's details; a phone keeps the amounts in view instead.
          { header: t("history.rounds"), cell: (r) => r.rounds, fromSm: true },
          { header: t("history.wager"), cell: (r) => fmt(r.wager), amount: true },
          {
            header: t("history.outcome"),
            cell: (r) => fmt(r.outcome),
            amount: true,
            className: (r) => (r.outcome >= 0 ? "text-success" : "text-danger"),
          },
        ]}
      />
      <Pager at={p.page} pages={p.pages} go={setN} />
      {open ? <GameDetails game={open} fmt={fmt} close={() => setOpen(null)} /> : null}
      <Launches h={h} token={token} range={range} />
    </div>
  );
}

/**
 * One page of a list the server pages (finance rows, game days, game launches): the answer carries the first page;
 * a later one is asked for when the player turns to it (a year is thousands of rows), and the page shown, its number
 * with it, stays until the next one comes. A page that failed to come is an empty list under its own number
 * (spec §8), not the first page's.
 */
function useServerPage<R>(
  h: History,
  token: string | undefined,
  range: { from: string; to: string },
  list: keyof HistoryPages,
  n: number,
  pick: (h: History) => ListPage<R>,
) {
  const first = pick(h);
  const { pages } = first;
  const at = Math.min(n, pages - 1);
  const asked = { [list]: at };
  const later = useQuery({
    queryKey: historyKey(token, range, asked),
    queryFn: () => historyApi.history(range.from, range.to, asked),
    enabled: at > 0,
    placeholderData: keepPreviousData,
  });
  const shown = at > 0 && later.data ? pick(later.data) : at > 0 && later.isError ? { rows: [], page: at } : first;
  return { rows: shown.rows, page: shown.page, pages };
}

/** A list's page in an answer: its rows, its number and how many pages the range has. */
interface ListPage<R> {
  rows: R[];
  page: number;
  pages: number;
}
const financeList = (h: History): ListPage<FinanceTransaction> => ({
  ...h.financeTransactions,
  rows: h.financeTransactions.transactions,
});
const gameDayList = (h: History): ListPage<GameDay> => ({ ...h.gameSessions, rows: h.gameSessions.sessions });
const launchList = (h: History): ListPage<GameLaunch> => ({ ...h.gameByLaunchPage, rows: h.gameByLaunch });

/** The range's game launches (game sessions at the provider): when each began, its game and minutes played. */
function Launches({ h, token, range }: Omit<TabProps, "fmt">) {
  const { t } = useTranslation();
  const [n, setN] = useState(0);
  const p = useServerPage(h, token, range, "launchPage", n, launchList);
  return (
    <section className="space-y-3 pt-2" data-testid="history-launches">
      <h2 className="font-semibold">{t("history.launches")}</h2>
      <HistoryTable
        testId="launch-table"
        rowTestId="launch-row"
        rows={p.rows}
        rowKey={(r) => r.id}
        columns={[
          { header: t("history.started"), cell: (r) => dateTime(r.started), className: () => "font-mono" },
          { header: t("history.game"), cell: (r) => r.gameName },
          // A game left open (its window never closed) has no end to count to.
          {
            header: t("history.duration"),
            cell: (r) => (r.duration === null ? "—" : t("history.minutes", { count: r.duration })),
          },
        ]}
      />
      <Pager at={p.page} pages={p.pages} go={setN} name="launch" />
    </section>
  );
}

/** One game's rounds of the chosen day, 3 a row (spec §9). */
function GameDetails({ game, fmt, close }: { game: GameDay; fmt: (v: number) => string; close: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ["history", "game", game.gameId, game.date],
    queryFn: () =>
      historyApi
        .gameSessions(game.gameId, game.date, game.date)
        .catch(() => ({ gameId: game.gameId, sessions: [], wager: 0, outcome: 0 })),
  });
  return (
    <section className="space-y-2 rounded-xl bg-white/5 p-3" data-testid="game-details">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">
          {game.gameName} · {day(game.date)}
        </h2>
        <button type="button" className="btn-secondary px-3 py-1" onClick={close}>
          {t("app.close")}
        </button>
      </div>
      {chunks(data?.sessions ?? [], 3).map((row) => (
        <div key={row[0]!.roundId} className="grid grid-cols-3 gap-2 text-xs">
          {row.map((r) => (
            <div key={r.roundId} className="rounded-lg bg-white/5 p-2" data-testid="game-round">
              <div className="font-mono">{dateTime(r.started)}</div>
              <div>
                {t("history.wager")}: {fmt(r.wager)}
              </div>
              <div>
                {t("history.outcome")}: {fmt(r.outcome)}
              </div>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

interface HistoryColumn<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  className?: (row: T) => string;
  /** An amount: kept on one line (a minus sign never ends a line). */
  amount?: boolean;
  /** Shown from the sm breakpoint up only. */
  fromSm?: boolean;
}

/** A history tab's rows (finance or games): the table, or the empty notice (spec §8: an empty or failed fetch). */
function HistoryTable<T>(props: {
  testId: string;
  rowTestId: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: HistoryColumn<T>[];
}) {
  const { t } = useTranslation();
  if (props.rows.length === 0)
    return (
      <p className="text-muted" data-testid="history-empty">
        {t("history.empty")}
      </p>
    );
  const cellClass = (c: HistoryColumn<T>, i: number) =>
    [
      i === props.columns.length - 1 ? "py-2" : "py-2 pr-3",
      c.amount ? "whitespace-nowrap" : "",
      c.fromSm ? "hidden sm:table-cell" : "",
    ]
      .filter(Boolean)
      .join(" ");
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={props.testId}>
        <thead className="text-muted">
          <tr>
            {props.columns.map((c, i) => (
              <th key={c.header} className={cellClass(c, i)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={props.rowKey(r)} className="border-t border-white/10" data-testid={props.rowTestId}>
              {props.columns.map((c, i) => (
                <td key={c.header} className={`${cellClass(c, i)} ${c.className?.(r) ?? ""}`.trim()}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
