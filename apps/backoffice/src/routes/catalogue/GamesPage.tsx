import { type AdminGame, OPERATOR_TAGS, type OperatorTag } from "@casino/contracts/catalogue-admin";
import { type DataColumn, DataTable } from "../../components/data-table/DataTable";
import { useTableQuery } from "../../components/data-table/useTableQuery";
import { ErrorNote } from "../../components/Page";
import { useGames, useUpdateGame, useVendors } from "../../hooks/api/catalogue";

const FILTERS = ["q", "vendorId", "hidden"] as const;
const operatorTags = (g: AdminGame) => g.tags.filter((t): t is OperatorTag => (OPERATOR_TAGS as readonly string[]).includes(t));

/** Every game, hidden ones too: show or hide it, set its tags (live, no_demo, new). Paging and filters live in the URL. */
export function GamesPage() {
  const t = useTableQuery({ filters: FILTERS, defaultPageSize: 50 });
  const games = useGames({
    q: t.filters.q || undefined,
    vendorId: t.filters.vendorId || undefined,
    hidden: (t.filters.hidden || undefined) as "true" | "false" | undefined,
    limit: t.pageSize,
    offset: (t.page - 1) * t.pageSize,
  });
  const vendors = useVendors();
  const update = useUpdateGame();

  const columns: DataColumn<AdminGame>[] = [
    {
      id: "game",
      header: "Game",
      cell: ({ row }) => (
        <span>
          {row.original.name} <span className="text-xs text-muted">{row.original.id}</span>
        </span>
      ),
    },
    { id: "vendor", header: "Provider", cell: ({ row }) => row.original.vendorId },
    { id: "status", header: "Provider status", cell: ({ row }) => row.original.providerStatus },
    {
      id: "shown",
      header: "Shown",
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Show ${row.original.name}`}
          checked={row.original.enabled}
          onChange={(e) => update.mutate({ id: row.original.id, enabled: e.target.checked })}
        />
      ),
    },
    ...OPERATOR_TAGS.map(
      (tag): DataColumn<AdminGame> => ({
        id: `tag-${tag}`,
        header: tag,
        cell: ({ row }) => {
          const tags = operatorTags(row.original);
          return (
            <input
              type="checkbox"
              aria-label={`${row.original.name} tag ${tag}`}
              checked={tags.includes(tag)}
              onChange={(e) =>
                update.mutate({ id: row.original.id, tags: e.target.checked ? [...tags, tag] : tags.filter((x) => x !== tag) })
              }
            />
          );
        },
      }),
    ),
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3 text-sm">
        <input
          type="search"
          aria-label="Search games"
          placeholder="Name or id"
          defaultValue={t.filters.q}
          onChange={(e) => t.setFilters({ q: e.target.value })}
          className="field max-w-xs"
        />
        <select
          aria-label="Provider"
          value={t.filters.vendorId}
          onChange={(e) => t.setFilters({ vendorId: e.target.value })}
          className="field max-w-xs"
        >
          <option value="">All providers</option>
          {vendors.data?.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Visibility"
          value={t.filters.hidden}
          onChange={(e) => t.setFilters({ hidden: e.target.value })}
          className="field max-w-xs"
        >
          <option value="">Shown and hidden</option>
          <option value="false">Shown</option>
          <option value="true">Hidden</option>
        </select>
      </div>
      <ErrorNote error={update.error ?? games.error} />
      <DataTable
        label="Games"
        columns={columns}
        rows={games.data?.items ?? []}
        total={games.data?.total ?? 0}
        page={t.page}
        pageSize={t.pageSize}
        onPage={t.setPage}
        loading={games.isFetching}
        rowTestId="game-row"
        empty="No game matches these filters."
      />
    </div>
  );
}
