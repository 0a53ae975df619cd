import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useIsLoggedIn } from "../../session/store";
import { CATEGORIES_QUERY, GAME_FIELDS, GAME_QUERY, gql } from "./gql";
import { type Category, type Game, PREVIEW_SIZE, type Vendor } from "./types";

/** The player's identity is part of every key: isFavourite differs per player. */
export const useWho = () => (useIsLoggedIn() ? "player" : "guest");

/** The catalogue's categories and providers (vendors): the queries' keys and calls, also loaded at login. */
export const CATEGORIES_KEY = ["catalogue", "categories"] as const;
export const VENDORS_KEY = ["catalogue", "vendors"] as const;
export const fetchCategories = () => gql<{ categories: Category[] }>(CATEGORIES_QUERY).then((d) => d.categories);
export const fetchVendors = () =>
  gql<{ vendors: Vendor[] }>("{ vendors { id name logo totalGames demo } }").then((d) => d.vendors);

export function useCategories() {
  const { t, i18n } = useTranslation();
  // The operator's name in the player's language first; else the site's translation of a known category; else its name.
  const localise = useCallback(
    (cats: Category[]) =>
      cats.map((c) => ({
        ...c,
        name: c.names?.[i18n.language] || t(`catalogue.category_names.${c.code}`, { defaultValue: c.name }),
      })),
    [t, i18n.language],
  );
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: fetchCategories,
    staleTime: 5 * 60_000,
    select: localise,
  });
}

export function useVendors() {
  return useQuery({
    queryKey: VENDORS_KEY,
    queryFn: fetchVendors,
    staleTime: 5 * 60_000,
  });
}

/** The first games of several categories at once (category previews, 35 each). */
export function useCategoryPreviews(categoryIds: number[]) {
  const who = useWho();
  return useQuery({
    queryKey: ["catalogue", "previews", who, categoryIds],
    enabled: categoryIds.length > 0,
    queryFn: () =>
      gql<{ gamesByCategory: { categoryId: number; totalGames: number; games: Game[] }[] }>(
        `query($ids: [Int!]!, $size: Int) { gamesByCategory(categoryIdList: $ids, size: $size) { categoryId totalGames games { ${GAME_FIELDS} } } }`,
        { ids: categoryIds, size: PREVIEW_SIZE },
      ).then((d) => d.gamesByCategory),
  });
}

/** One game by id, as a guest or a player sees it: the query's key and call. */
export const gameKey = (who: "guest" | "player", id: string | undefined) => ["catalogue", "game", who, id] as const;
export const fetchGame = (id: string | undefined) => gql<{ game: Game | null }>(GAME_QUERY, { id }).then((d) => d.game);

export function useGame(id: string | undefined) {
  return useQuery({ queryKey: gameKey(useWho(), id), enabled: !!id, queryFn: () => fetchGame(id) });
}

export function useFavouriteGames(enabled: boolean) {
  return useQuery({
    queryKey: ["catalogue", "favourites", "player"],
    enabled,
    queryFn: () => gql<{ favouriteGames: Game[] }>(`{ favouriteGames { ${GAME_FIELDS} } }`).then((d) => d.favouriteGames),
  });
}
