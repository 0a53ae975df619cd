import type { AdminCategory, AdminGame, CategoryCreate, CategoryUpdate, GameUpdate } from "@casino/contracts/catalogue-admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

const base = keys("catalogue");
export const catalogueKeys = {
  all: base.all,
  categories: () => base.list({ of: "categories" }),
  categoryGames: (id: number) => base.detail(`category-${id}`),
  games: (q: GamesQuery) => base.list({ of: "games", ...q }),
  vendors: () => base.list({ of: "vendors" }),
};

export interface GamesQuery {
  q?: string;
  vendorId?: string;
  hidden?: "true" | "false";
  limit: number;
  offset: number;
}

export const useCategories = () =>
  useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: () => api<AdminCategory[]>("GET", "/operator/v1/catalogue/categories"),
  });

export const useCategoryGames = (id: number | null) =>
  useQuery({
    queryKey: catalogueKeys.categoryGames(id ?? -1),
    queryFn: () => api<AdminGame[]>("GET", `/operator/v1/catalogue/categories/${id}/games`),
    enabled: id !== null,
  });

export const useGames = (q: GamesQuery) =>
  useQuery({
    queryKey: catalogueKeys.games(q),
    queryFn: () => api<{ total: number; items: AdminGame[] }>("GET", "/operator/v1/catalogue/games", undefined, { ...q }),
    placeholderData: (prev) => prev,
  });

export const useVendors = () =>
  useQuery({
    queryKey: catalogueKeys.vendors(),
    queryFn: () => api<{ id: string; name: string; totalGames: number }[]>("GET", "/operator/v1/catalogue/vendors"),
    staleTime: 5 * 60_000,
  });

/** Every catalogue change refreshes every catalogue list (counts, placements and flags move together). */
function useCatalogueMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }) });
}

export const useCreateCategory = () =>
  useCatalogueMutation((body: CategoryCreate) => api<AdminCategory>("POST", "/operator/v1/catalogue/categories", body));

export const useUpdateCategory = () =>
  useCatalogueMutation(({ id, ...body }: CategoryUpdate & { id: number }) =>
    api<AdminCategory>("PATCH", `/operator/v1/catalogue/categories/${id}`, body),
  );

export const useDeleteCategory = () =>
  useCatalogueMutation((id: number) => api<void>("DELETE", `/operator/v1/catalogue/categories/${id}`));

export const useSetCategoryGames = () =>
  useCatalogueMutation(({ id, gameIds }: { id: number; gameIds: string[] }) =>
    api<AdminGame[]>("PUT", `/operator/v1/catalogue/categories/${id}/games`, { gameIds }),
  );

export const useUpdateGame = () =>
  useCatalogueMutation(({ id, ...body }: GameUpdate & { id: string }) =>
    api<AdminGame>("PATCH", `/operator/v1/catalogue/games/${encodeURIComponent(id)}`, body),
  );
