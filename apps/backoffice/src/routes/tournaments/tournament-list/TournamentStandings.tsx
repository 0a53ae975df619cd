import type { OperatorStanding } from "@casino/contracts/tournaments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { Money } from "../../../components/money/Money";
import { ErrorNote } from "../../../components/Page";
import { type Tournament, useTournamentStandings } from "../../../hooks/api/tournaments";
import { dateTime } from "../../../lib/format";

const PAGE_SIZE = 20;

/** The live leaderboard: place, player, points (wagered or best multiplier), rounds and the prize the place would win now. */
export function TournamentStandings({ tournament: tn }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const live = tn.status === "running" || tn.status === "finishing";
  const standings = useTournamentStandings(tn.id, page, PAGE_SIZE, live);
  const rows = standings.data?.items ?? [];

  const columns: DataColumn<OperatorStanding>[] = [
    { id: "rank", header: t("tournaments.place"), cell: ({ row }) => <span className="font-bold">{row.original.rank}</span> },
    {
      id: "player",
      header: t("tournaments.player"),
      cell: ({ row }) => <span className="font-mono">{row.original.customerId}</span>,
    },
    {
      id: "points",
      header: t("tournaments.points"),
      cell: ({ row }) =>
        tn.metric === "wagered" ? (
          <Money amount={String(row.original.score)} currency={tn.currency} />
        ) : (
          <span className="tabular-nums">×{row.original.score}</span>
        ),
    },
    {
      id: "rounds",
      header: t("tournaments.rounds"),
      cell: ({ row }) => <span className="tabular-nums">{row.original.rounds}</span>,
    },
    {
      id: "prize",
      header: t("tournaments.prize"),
      cell: ({ row }) => (row.original.prize > 0 ? <Money amount={String(row.original.prize)} currency={tn.currency} /> : "—"),
    },
  ];

  return (
    <section className="flex flex-col gap-2" data-testid="tournament-standings">
      <h3 className="flex items-baseline justify-between gap-2 font-semibold">
        {t("tournaments.standings")}
        <span className="text-xs font-normal text-muted">
          {live
            ? t("tournaments.liveAt", { at: dateTime(standings.data?.updatedAt) })
            : t("tournaments.finalAt", { at: dateTime(standings.data?.updatedAt) })}
        </span>
      </h3>
      <ErrorNote error={standings.error} />
      <DataTable
        label={t("tournaments.standings")}
        columns={columns}
        rows={rows}
        total={standings.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loading={standings.isLoading}
        empty={t("tournaments.noStandings")}
        rowTestId="tournament-standing"
      />
    </section>
  );
}
