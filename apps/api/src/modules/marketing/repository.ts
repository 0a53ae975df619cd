import type { Db } from "../../platform/db.js";
import { excludedAt } from "../protection/exclusion-sql.js";

export interface MarketingRecipientRow {
  id: string;
  email: string | null;
  language: string;
  unsubscribed: boolean;
  excluded: boolean;
}

export function marketingRepository(db: Db) {
  return {
    /** The player's address and whether marketing may reach them (not unsubscribed, not self-excluded). */
    async recipient(playerId: string, at: Date) {
      return db.one<MarketingRecipientRow>(
        `SELECT p.id::text AS id, p.email, p.language,
           EXISTS (SELECT 1 FROM marketing_unsubscribes u WHERE u.player_id = p.id) AS unsubscribed,
           ${excludedAt("$2", "p")} AS excluded
         FROM players p WHERE p.id = $1`,
        [playerId, at],
      );
    },

    /** Records the unsubscription once; false when the player does not exist. */
    async unsubscribe(playerId: string, via: string, at: Date) {
      const r = await db.one<{ ok: boolean }>(
        `WITH p AS (SELECT id FROM players WHERE id = $1),
         ins AS (INSERT INTO marketing_unsubscribes (player_id, unsubscribed_at, via) SELECT id, $3, $2 FROM p ON CONFLICT DO NOTHING)
         SELECT EXISTS (SELECT 1 FROM p) AS ok`,
        [playerId, via, at],
      );
      return r?.ok ?? false;
    },

    async isUnsubscribed(playerId: string) {
      return Boolean(await db.one("SELECT 1 FROM marketing_unsubscribes WHERE player_id = $1", [playerId]));
    },
  };
}
