import { ApiError, api } from "../../api/client";

/** One GraphQL call to the catalogue (`POST /data/v1/query`); answers `data` or throws. */
export async function gql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await api<{ data?: T; errors?: { message: string }[] }>("/data/v1/query", {
    method: "POST",
    body: { query, variables },
  });
  if (res.errors?.length || !res.data) throw new ApiError(400, "GRAPHQL_ERROR", res.errors?.[0]?.message ?? "Query failed");
  return res.data;
}

export const GAME_FIELDS = "id name vendorId family categoryIds hasDemo isFavourite tags { id name } images { type path }";
