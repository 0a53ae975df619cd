import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { GAMES_QUERY, gql } from "./gql";
import { useWho } from "./queries";
import { type GamePage, PAGE_SIZE } from "./types";

// The scrolling grids' query, apart from queries.ts: the home page reads categories and previews only, and the
// infinite-query machinery stays out of it.

export interface GameFilter {
  categoryId?: number;
  vendorId?: string;
  name?: string;
  /** A bonus balance's id (games spec §2 "search/category take a query parameter balance"): the games it may pay for. */
  balance?: string;
}

/** The grid's query for a filter and a player or guest: also run before the first render (CategoryPage's firstData). */
export const gamePages = (filter: GameFilter, who: "player" | "guest") =>
  infiniteQueryOptions({
    queryKey: ["catalogue", "games", who, filter],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      gql<{ gamesByQuery: GamePage }>(GAMES_QUERY, { ...filter, page: pageParam, size: PAGE_SIZE }).then((d) => d.gamesByQuery),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** Pages of 32 games, loaded as the player scrolls. */
export function useGamePages(filter: GameFilter, enabled = true) {
  return useInfiniteQuery({ ...gamePages(filter, useWho()), enabled });
}
