import { type ColumnDef, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const features = tableFeatures({});

export type DataColumn<T extends RowData> = ColumnDef<typeof features, T> & {
  /** The server's sort key of this column, when it sorts. */
  sortKey?: string;
};

/**
 * The shared list: TanStack Table for the columns and cells, the server for
 * paging and sorting (state in the URL through useTableQuery).
 */
export function DataTable<T extends RowData>(props: {
  columns: DataColumn<T>[];
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  sort?: string;
  onSort?: (sort: string) => void;
  onPage: (page: number) => void;
  onRowClick?: (row: T) => void;
  loading?: boolean;
  empty?: ReactNode;
  label: string;
  rowTestId?: string;
}) {
  const table = useTable({ features, columns: props.columns as ColumnDef<typeof features, T>[], data: props.rows });
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const sortOf = (key: string | undefined) =>
    !key || !props.sort ? null : props.sort === key ? "ascending" : props.sort === `-${key}` ? "descending" : null;

  return (
    <div className="overflow-hidden rounded-2xl border border-surface-2 bg-surface">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={props.label} aria-busy={props.loading || undefined}>
          <thead className="border-b border-surface-2 text-xs uppercase tracking-wide text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const key = (header.column.columnDef as DataColumn<T>).sortKey;
                  const dir = sortOf(key);
                  return (
                    <th key={header.id} scope="col" className="px-4 py-3 font-semibold" aria-sort={dir ?? undefined}>
                      {key && props.onSort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-text"
                          onClick={() => props.onSort!(dir === "descending" ? key : `-${key}`)}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{dir === "ascending" ? "▲" : dir === "descending" ? "▼" : "↕"}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-testid={props.rowTestId}
                className={`border-b border-surface-2/60 last:border-0 ${props.onRowClick ? "cursor-pointer hover:bg-surface-2/50" : ""}`}
                onClick={props.onRowClick ? () => props.onRowClick!(row.original) : undefined}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-top">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {props.rows.length === 0 && !props.loading && (
              <tr>
                <td colSpan={props.columns.length} className="px-4 py-10 text-center text-muted">
                  {props.empty ?? t("frame.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <footer className="flex items-center justify-between gap-4 border-t border-surface-2 px-4 py-3 text-sm text-muted">
        <span>
          {t("frame.rows", { count: props.total })} · {t("frame.pageOf", { page: props.page, pages })}
        </span>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
            {t("frame.previous")}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={props.page >= pages}
            onClick={() => props.onPage(props.page + 1)}
          >
            {t("frame.next")}
          </button>
        </div>
      </footer>
    </div>
  );
}
