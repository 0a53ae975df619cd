import { ApiError, api, callHeaders, takeFirstAnswer } from "../../api/client";

export { CATEGORIES_QUERY, GAME_FIELDS, GAME_QUERY, GAMES_QUERY } from "./query-texts";

/** One GraphQL call to the catalogue (`POST /data/v1/query`); answers `data` or throws. */
export async function gql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  type Answer = { data?: T; errors?: { message: string }[] };
  // A guest's call that index.html already made for this page (routes/first-requests.ts) is answered from it.
  const early = callHeaders().authorization ? null : await takeFirstAnswer<Answer>(JSON.stringify({ query, variables }));
  const res =
    early ??
    (await api<Answer>("/data/v1/query", {
      method: "POST",
      body: { query, variables },
    }));
  if (res.errors?.length || !res.data) throw new ApiError(400, "GRAPHQL_ERROR", res.errors?.[0]?.message ?? "Query failed");
  return res.data;
}
