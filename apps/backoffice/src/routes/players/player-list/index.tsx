import type { PlayerSummary } from "@casino/contracts/players";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { usePlayers } from "../../../hooks/api/players";
import { dateTime } from "../../../lib/format";
import { StandingBadge } from "../player-detail/components/StandingBadge";

const FILTERS = ["q", "country", "registeredFrom", "registeredTo", "status"] as const;

const columns: DataColumn<PlayerSummary>[] = [
  {
    id: "customerId",
    header: "Account",
    sortKey: "customerId",
    cell: ({ row }) => (
      <Link className="font-mono text-accent underline" to={`/players/${row.original.id}`} onClick={(e) => e.stopPropagation()}>
        {row.original.customerId}
      </Link>
    ),
  },
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => [row.original.firstName, row.original.lastName].filter(Boolean).join(" ") || "—",
  },
  {
    id: "email",
    header: "E-mail",
    sortKey: "email",
    // A long address wraps (anywhere) rather than pushing the status off the table's right edge.
    cell: ({ row }) => <span className="[overflow-wrap:anywhere]">{row.original.email ?? "—"}</span>,
  },
  { id: "phone", header: "Phone", cell: ({ row }) => <span className="whitespace-nowrap">{row.original.phone ?? "—"}</span> },
  { id: "country", header: "Country", sortKey: "country", cell: ({ row }) => row.original.country },
  { id: "registered", header: "Registered", sortKey: "registered", cell: ({ row }) => dateTime(row.original.registeredAt) },
  { id: "status", header: "Status", cell: ({ row }) => <StandingBadge standing={row.original.standing} /> },
];

/** Players: search by account id, e-mail, phone or name; filter by country, registration dates and status; paged, sortable. */
export function Component() {
  const t = useTableQuery({ filters: FILTERS, defaultSort: "-registered" });
  const navigate = useNavigate();
  const players = usePlayers({ ...t.filters, sort: t.sort, page: t.page, pageSize: t.pageSize });
  return (
    <Page title="Players" description="Find a player by account id, e-mail, phone or name (each by its beginning).">
      <SearchForm initial={t.filters} onSearch={t.setFilters} />
      <ErrorNote error={players.error} />
      <DataTable
        label="Players"
        columns={columns}
        rows={players.data?.items ?? []}
        total={players.data?.total ?? 0}
        page={t.page}
        pageSize={t.pageSize}
        sort={t.sort}
        onSort={t.setSort}
        onPage={t.setPage}
        onRowClick={(p) => navigate(`/players/${p.id}`)}
        loading={players.isFetching}
        empty="No player matches."
        rowTestId="player-row"
      />
      {players.data?.more && (
        <p className="text-sm text-muted">
          More than {players.data.total.toLocaleString("en")} players match: narrow the search.
        </p>
      )}
    </Page>
  );
}

function SearchForm({
  initial,
  onSearch,
}: {
  initial: Record<(typeof FILTERS)[number], string>;
  onSearch: (f: Record<string, string>) => void;
}) {
  const [q, setQ] = useState(initial.q);
  const [country, setCountry] = useState(initial.country);
  const [from, setFrom] = useState(initial.registeredFrom.slice(0, 10));
  const [to, setTo] = useState(initial.registeredTo.slice(0, 10));
  const [status, setStatus] = useState(initial.status);
  // Dates are the operator's days (their time zone); the whole last day counts.
  const day = (d: string, plus = 0) => (d ? new Date(new Date(`${d}T00:00:00`).getTime() + plus).toISOString() : "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({
      q: q.trim(),
      country: country.trim().toUpperCase(),
      registeredFrom: day(from),
      registeredTo: day(to, 86_400_000),
      status,
    });
  };
  return (
    <form onSubmit={submit} className="card flex flex-wrap items-end gap-4" aria-label="Search players">
      <div className="min-w-64 flex-1">
        <label htmlFor="player-q" className="field-label">
          Account id, e-mail, phone or name
        </label>
        <input id="player-q" className="field" value={q} onChange={(e) => setQ(e.target.value)} data-testid="player-search" />
      </div>
      <div className="w-24">
        <label htmlFor="player-country" className="field-label">
          Country
        </label>
        <input
          id="player-country"
          className="field"
          maxLength={3}
          placeholder="EST"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="player-from" className="field-label">
          Registered from
        </label>
        <input id="player-from" type="date" className="field" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div>
        <label htmlFor="player-to" className="field-label">
          to
        </label>
        <input id="player-to" type="date" className="field" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div>
        <label htmlFor="player-status" className="field-label">
          Status
        </label>
        <select id="player-status" className="field" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">any</option>
          <option value="ACTIVE">active</option>
          <option value="BLOCKED">blocked</option>
          <option value="PENDING">not confirmed</option>
        </select>
      </div>
      <button type="submit" className="btn-primary" data-testid="player-search-submit">
        Search
      </button>
    </form>
  );
}
