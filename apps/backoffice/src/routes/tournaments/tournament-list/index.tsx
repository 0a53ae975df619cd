import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "../../../components/Drawer";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { Money } from "../../../components/money/Money";
import { ErrorNote, Page } from "../../../components/Page";
import { useCan } from "../../../hooks/api/session";
import { type Tournament, useTournamentPrizes, useTournaments } from "../../../hooks/api/tournaments";
import { dateTime } from "../../../lib/format";
import { CreateTournamentDrawer } from "./CreateTournamentDrawer";
import { TournamentStandings } from "./TournamentStandings";

const STATUS_CLASS: Record<string, string> = {
  running: "text-success",
  upcoming: "text-accent",
  finishing: "text-warning",
  finished: "text-muted",
};

/** Tournaments: every one with its period, games, ranking and prizes; what was paid; a new one (promotions.write). */
export function Component() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useTournaments();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Tournament | null>(null);
  const closeCreate = useCallback(() => setCreating(false), []);
  const closeDetail = useCallback(() => setOpen(null), []);
  const rows = list.data ?? [];

  const columns: DataColumn<Tournament>[] = [
    { id: "title", header: t("tournaments.name"), cell: ({ row }) => <span className="font-medium">{row.original.title}</span> },
    {
      id: "period",
      header: t("tournaments.period"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">
          {dateTime(row.original.startsAt)}
          <span className="block">{dateTime(row.original.endsAt)}</span>
        </span>
      ),
    },
    {
      id: "metric",
      header: t("tournaments.ranking"),
      cell: ({ row }) => (row.original.metric === "wagered" ? t("tournaments.byWagered") : t("tournaments.byMultiplier")),
    },
    {
      id: "games",
      header: t("tournaments.games"),
      cell: ({ row }) =>
        row.original.gameIds.length
          ? t("tournaments.gameCount", { count: row.original.gameIds.length })
          : t("tournaments.everyGame"),
    },
    {
      id: "prizes",
      header: t("tournaments.prizePool"),
      cell: ({ row }) => (
        <span>
          <Money amount={String(row.original.prizes.reduce((a, b) => a + b, 0))} currency={row.original.currency} />
          <span className="block text-xs text-muted">{t("tournaments.places", { count: row.original.prizes.length })}</span>
        </span>
      ),
    },
    {
      id: "status",
      header: t("tournaments.status"),
      cell: ({ row }) => (
        <span className={STATUS_CLASS[row.original.status] ?? ""}>{t(`tournaments.status_${row.original.status}`)}</span>
      ),
    },
  ];

  return (
    <Page
      title={t("tournaments.title")}
      description={t("tournaments.description")}
      actions={
        can("promotions.write") && (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)} data-testid="tournament-new">
            {t("tournaments.new")}
          </button>
        )
      }
    >
      <ErrorNote error={list.error} />
      <DataTable
        label={t("tournaments.title")}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => {}}
        onRowClick={setOpen}
        loading={list.isFetching}
        empty={t("tournaments.empty")}
        rowTestId="tournament-row"
      />
      <CreateTournamentDrawer open={creating} onClose={closeCreate} />
      <Drawer open={open !== null} title={open?.title ?? ""} onClose={closeDetail}>
        {open && <TournamentDetail tournament={open} />}
      </Drawer>
    </Page>
  );
}

/** The live standings, the prize of each place and, once it ended, what was paid to whom. */
function TournamentDetail({ tournament: tn }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const paid = useTournamentPrizes(tn.id);
  return (
    <div className="flex flex-col gap-4 text-sm">
      {tn.description && <p className="whitespace-pre-wrap">{tn.description}</p>}
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{t("tournaments.period")}</dt>
        <dd>
          {dateTime(tn.startsAt)} – {dateTime(tn.endsAt)}
        </dd>
        <dt className="text-muted">{t("tournaments.ranking")}</dt>
        <dd>{tn.metric === "wagered" ? t("tournaments.byWagered") : t("tournaments.byMultiplier")}</dd>
        <dt className="text-muted">{t("tournaments.games")}</dt>
        <dd className="break-all font-mono text-xs">{tn.gameIds.length ? tn.gameIds.join(", ") : t("tournaments.everyGame")}</dd>
        <dt className="text-muted">{t("tournaments.standingsAt")}</dt>
        <dd>{dateTime(tn.updatedAt)}</dd>
      </dl>
      <TournamentStandings tournament={tn} />
      <table className="w-full text-left" aria-label={t("tournaments.prizes")}>
        <thead className="text-xs uppercase text-muted">
          <tr>
            <th className="py-1">{t("tournaments.place")}</th>
            <th className="py-1">{t("tournaments.prize")}</th>
            <th className="py-1">{t("tournaments.paidTo")}</th>
          </tr>
        </thead>
        <tbody>
          {tn.prizes.map((amount, i) => {
            const p = paid.data?.find((x) => x.rank === i + 1);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the place is the index
              <tr key={i} className="border-t border-surface-2" data-testid="tournament-prize">
                <td className="py-1">{i + 1}</td>
                <td className="py-1">
                  <Money amount={String(amount)} currency={tn.currency} />
                </td>
                <td className="py-1 font-mono text-xs">
                  {p ? (
                    <span>
                      {p.player_id.slice(0, 8)} · <Money amount={String(p.amount)} currency={tn.currency} />
                      {!p.transfer_id && <span className="text-warning"> {t("tournaments.pending")}</span>}
                    </span>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ErrorNote error={paid.error} />
      {tn.status !== "finished" && <p className="text-xs text-muted">{t("tournaments.paidWhenFinished")}</p>}
    </div>
  );
}
