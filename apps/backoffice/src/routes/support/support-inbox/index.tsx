import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes, useNavigate } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { useMe } from "../../../hooks/api/session";
import { type Ticket, useTickets } from "../../../hooks/api/support";
import { dateTime } from "../../../lib/format";
import { pagedTotal, STATUS_LABEL } from "../labels";
import { TicketScreen } from "../support-ticket/TicketScreen";

/** Support: the inbox of tickets players and visitors wrote, and a ticket's conversation. */
export function Component() {
  return (
    <Routes>
      <Route index element={<Inbox />} />
      <Route path=":id" element={<TicketScreen />} />
    </Routes>
  );
}

const FILTERS = ["open", "answered", "closed", ""] as const;

function Inbox() {
  const q = useTableQuery({ filters: ["status", "mine"] as const, defaultPageSize: 25 });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe().data?.operator.id;
  // No status in the address: the open tickets; "all" shows every state.
  const status = q.filters.status === "all" ? "" : q.filters.status || "open";
  const mine = q.filters.mine === "true";
  // The box follows the click at once; the address, and with it the list, follows when the router's navigation
  // settles (a controlled box would otherwise spring back to the old address's value in between).
  const [clicked, setClicked] = useState<{ checked: boolean; address: boolean } | null>(null);
  const mineBox = clicked && clicked.address === mine ? clicked.checked : mine;
  const tickets = useTickets({ status: status || undefined, mine, page: q.page, pageSize: q.pageSize });
  const rows = tickets.data ?? [];

  const columns: DataColumn<Ticket>[] = [
    { id: "number", header: t("support.number"), cell: ({ row }) => <span className="font-mono">#{row.original.number}</span> },
    {
      id: "title",
      header: t("support.subject"),
      cell: ({ row }) => <span className="font-medium">{row.original.title}</span>,
    },
    {
      id: "from",
      header: t("support.from"),
      cell: ({ row }) => (
        <span className="block text-xs">
          {row.original.email}
          {row.original.customer_id && <span className="block font-mono text-muted">{row.original.customer_id}</span>}
        </span>
      ),
    },
    { id: "status", header: t("support.status"), cell: ({ row }) => t(STATUS_LABEL[row.original.status]) },
    {
      id: "assigned",
      header: t("support.assigned"),
      cell: ({ row }) =>
        row.original.assigned_to === null
          ? "—"
          : row.original.assigned_to === me
            ? t("support.assignedToYou")
            : t("support.assignedToOther"),
    },
    { id: "updated", header: t("support.lastActivity"), cell: ({ row }) => dateTime(row.original.updated_at) },
  ];

  return (
    <Page title={t("support.title")} description={t("support.description")}>
      <div className="flex flex-wrap items-center gap-2">
        <nav className="flex flex-wrap gap-2" aria-label={t("support.status")}>
          {FILTERS.map((s) => {
            const active = status === s;
            return (
              <button
                key={s || "all"}
                type="button"
                aria-pressed={active}
                className={active ? "btn-primary" : "btn-secondary"}
                onClick={() => q.setFilters({ status: s || "all" })}
                data-testid={`support-filter-${s || "all"}`}
              >
                {s ? t(STATUS_LABEL[s]) : t("support.every")}
              </button>
            );
          })}
        </nav>
        <label className="ml-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={mineBox}
            onChange={(e) => {
              setClicked({ checked: e.target.checked, address: mine });
              q.setFilters({ mine: e.target.checked ? "true" : "" });
            }}
            data-testid="support-mine"
          />
          {t("support.mine")}
        </label>
      </div>
      <ErrorNote error={tickets.error} />
      <DataTable
        label={t("support.title")}
        columns={columns}
        rows={rows.slice(0, q.pageSize)}
        total={pagedTotal(q.page, q.pageSize, rows.length)}
        page={q.page}
        pageSize={q.pageSize}
        onPage={q.setPage}
        onRowClick={(row) => navigate(row.id)}
        loading={tickets.isFetching}
        empty={t("support.empty")}
        rowTestId="support-ticket-row"
      />
    </Page>
  );
}
