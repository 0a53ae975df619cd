import { formatMoney } from "@casino/money";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Standing, type Tournament, tournamentsApi } from "./api";

/** The table refreshes this often while open (the standings job runs every few seconds). */
const REFRESH_MS = 10_000;

function Row({ s, t, lang }: { s: Standing; t: Tournament; lang: string }) {
  const score = t.metric === "wagered" ? formatMoney(s.score, t.currency, { locale: lang }) : `×${s.score}`;
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2" data-testid="tournament-row">
      <span className="w-8 font-bold">{s.rank}</span>
      <span className="flex-1 truncate">{s.player}</span>
      <span className="tabular-nums">{score}</span>
    </li>
  );
}

/** One tournament's table: 10 a slide in 2 columns (accounts spec §9), the player's own place, refreshed live. */
function Table({ t }: { t: Tournament }) {
  const { t: tr, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ["tournament", t.id, page],
    queryFn: () => tournamentsApi.leaderboard(t.id, page),
    refetchInterval: t.status === "running" || t.status === "finishing" ? REFRESH_MS : false,
  });
  const board = q.data;
  const pages = board ? Math.max(1, Math.ceil(board.total / board.size)) : 1;
  const rows = board?.standings ?? [];
  return (
    <article className="rounded-2xl bg-surface p-4" data-testid="tournament-table">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold">{t.title}</h3>
        <span className="text-sm text-muted">
          {tr(`tournaments.${t.status}`)} · {tr(`tournaments.by_${t.metric}`)} ·{" "}
          {tr("tournaments.ends", { date: new Date(t.endsAt).toLocaleString(i18n.language) })}
        </span>
      </header>
      <p className="mt-1 text-sm text-muted">
        {tr("tournaments.prizes")}: {t.prizes.map((p) => formatMoney(p, t.currency, { locale: i18n.language })).join(" · ")}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-muted">{tr("tournaments.empty")}</p>
      ) : (
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <ol className="grid gap-2">
            {rows.slice(0, 5).map((s) => (
              <Row key={s.rank} s={s} t={t} lang={i18n.language} />
            ))}
          </ol>
          <ol className="grid gap-2">
            {rows.slice(5, 10).map((s) => (
              <Row key={s.rank} s={s} t={t} lang={i18n.language} />
            ))}
          </ol>
        </div>
      )}
      {pages > 1 && (
        <div className="mt-3 flex justify-end gap-2">
          <button
            type="button"
            className="btn-ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            aria-label={tr("tournaments.previous")}
          >
            ‹
          </button>
          <span className="text-sm text-muted">
            {page}/{pages}
          </span>
          <button
            type="button"
            className="btn-ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            aria-label={tr("tournaments.next")}
          >
            ›
          </button>
        </div>
      )}
      {board?.me && (
        <p className="mt-3 text-sm" data-testid="tournament-me">
          {tr("tournaments.your_place", { rank: board.me.rank })}
        </p>
      )}
    </article>
  );
}

/** Running and upcoming tournaments, for the lobby and the promotions page. */
export function TournamentsSection() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ["tournaments"], queryFn: tournamentsApi.list, staleTime: 30_000 });
  const shown = (q.data ?? []).filter((x) => x.status !== "finished");
  if (shown.length === 0) return null;
  return (
    <section className="mt-10" data-testid="tournaments">
      <h2 className="text-2xl font-bold">{t("tournaments.title")}</h2>
      <div className="mt-4 grid gap-6">
        {shown.map((x) => (
          <Table key={x.id} t={x} />
        ))}
      </div>
    </section>
  );
}
