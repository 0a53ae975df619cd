import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, api } from "../../api/client";
import { toast } from "../../shell/toast";
import type { Game } from "./types";

/** Sets isFavourite of a game in every cached list, page and preview. */
function patchGame(qc: QueryClient, id: string, isFavourite: boolean) {
  const patch = (g: Game) => (g.id === id ? { ...g, isFavourite } : g);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.id === "string" && "isFavourite" in o) return patch(o as unknown as Game);
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  for (const [key, data] of qc.getQueriesData({ queryKey: ["catalogue"] })) {
    if (key[1] === "favourites") continue;
    qc.setQueryData(key, walk(data));
  }
}

/**
 * Optimistic favourite heart: flips at once, flips back with the spec's message on failure. A plain call rather
 * than useMutation: the heart is on every tile of the home page, which would load the mutation machinery with it.
 */
export function useToggleFavourite() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const mutate = useCallback(
    ({ id, on }: { id: string; on: boolean }) => {
      patchGame(qc, id, on);
      api(`/api/account/v1/games/${on ? "add" : "remove"}`, { method: "POST", body: { id } })
        .catch((err: unknown) => {
          patchGame(qc, id, !on);
          const limit = err instanceof ApiError && err.status === 412 && err.code === "CUSTOMER_GAMES_LIMIT_REACHED";
          toast.error(t(limit ? "catalogue.favourites_add_error" : "app.something_went_wrong_try_later"));
        })
        .finally(() => void qc.invalidateQueries({ queryKey: ["catalogue", "favourites"] }));
    },
    [qc, t],
  );
  return { mutate };
}
