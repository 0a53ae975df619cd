import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's paging, sorting and filters, kept in the URL (a link or a reload
 * shows the same page). `sort` is a column key, `-key` for descending.
 */
export function useTableQuery<F extends string>(opts: { filters: readonly F[]; defaultSort?: string; defaultPageSize?: number }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const pageSize = Number(params.get("pageSize")) || opts.defaultPageSize || 50;
  const sort = params.get("sort") ?? opts.defaultSort ?? "";
  const filterKey = opts.filters.map((f) => `${f}=${params.get(f) ?? ""}`).join("&");
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter values
  const filters = useMemo(
    () => Object.fromEntries(opts.filters.map((f) => [f, params.get(f) ?? ""])) as Record<F, string>,
    [filterKey],
  );

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === "") next.delete(k);
            else next.set(k, String(v));
          }
          if (resetPage && !("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    page,
    pageSize,
    sort,
    filters,
    setPage: (p: number) => update({ page: p }, false),
    setPageSize: (s: number) => update({ pageSize: s }),
    setSort: (s: string) => update({ sort: s }),
    setFilters: (f: Partial<Record<F, string>>) => update(f as Record<string, string>),
  };
}

export type TableQuery<F extends string> = ReturnType<typeof useTableQuery<F>>;
