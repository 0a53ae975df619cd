import type { ExcludedPlayer } from "@casino/contracts/protection";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { useExclusions } from "../../../hooks/api/protection";
import { dateTime } from "../../../lib/format";
import { exclusionKind } from "../../../lib/labels";

const playerLink = (row: ExcludedPlayer) => `/players/${row.playerId}?tab=protection`;

const columns = (t: TFunction): DataColumn<ExcludedPlayer>[] => [
  {
    id: "player",
    header: t("protection.exclusions.player"),
    // A real link (keyboard focus, Enter, open in a new tab) like the players list; the row's click goes the same way.
    cell: ({ row }) => (
      <Link
        className="font-mono text-xs text-accent underline"
        to={playerLink(row.original)}
        onClick={(e) => e.stopPropagation()}
      >
        {row.original.customerId}
      </Link>
    ),
  },
  { id: "email", header: t("protection.exclusions.email"), cell: ({ row }) => row.original.email ?? "—" },
  {
    id: "type",
    header: t("protection.exclusions.type"),
    cell: ({ row }) => exclusionKind(row.original.type),
  },
  {
    id: "until",
    header: t("protection.exclusions.until"),
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {row.original.expires ? dateTime(row.original.expires) : t("protection.exclusions.forGood")}
      </span>
    ),
  },
];

/** Players in a cool-down or self-exclusion now, the soonest end first; a row opens the player's protection. */
export function Component() {
  const { t } = useTranslation();
  const q = useTableQuery({ filters: [], defaultPageSize: 50 });
  const list = useExclusions({ page: q.page, pageSize: q.pageSize });
  const navigate = useNavigate();
  return (
    <Page title={t("protection.exclusions.title")} description={t("protection.exclusions.description")}>
      <ErrorNote error={list.error} />
      <DataTable
        label={t("protection.exclusions.title")}
        columns={columns(t)}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        page={q.page}
        pageSize={q.pageSize}
        onPage={q.setPage}
        onRowClick={(row) => navigate(playerLink(row))}
        loading={list.isFetching}
        empty={t("protection.exclusions.empty")}
        rowTestId="exclusion-row"
      />
    </Page>
  );
}
