import type { Db } from "../../platform/db.js";
import { excludedAt } from "../protection/exclusion-sql.js";

export interface PushSubscriptionRow {
  id: string;
  player_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const COLUMNS = "id::text AS id, player_id::text AS player_id, endpoint, p256dh, auth";

export function pushRepository(db: Db) {
  return {
    /** The stored VAPID keys, made by whichever process comes first. */
    async vapid(make: () => { publicKey: string; privateKey: string }) {
      const have = await db.one<{ public_key: string; private_key: string }>(
        "SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1",
      );
      if (have) return { publicKey: have.public_key, privateKey: have.private_key };
      const k = make();
      await db.query("INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING", [
        k.publicKey,
        k.privateKey,
      ]);
      const row = (await db.one<{ public_key: string; private_key: string }>(
        "SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1",
      ))!;
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    /** Keeps a subscription; the same endpoint saved again moves to this player (a shared browser). */
    async save(s: { playerId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null }, at: Date) {
      return (await db.one<PushSubscriptionRow>(
        `INSERT INTO push_subscriptions (player_id, endpoint, p256dh, auth, user_agent, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (endpoint) DO UPDATE SET player_id = EXCLUDED.player_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
           user_agent = EXCLUDED.user_agent
         RETURNING ${COLUMNS}`,
        [s.playerId, s.endpoint, s.p256dh, s.auth, s.userAgent, at],
      ))!;
    },

    async ofPlayer(playerId: string) {
      return db.query<PushSubscriptionRow>(`SELECT ${COLUMNS} FROM push_subscriptions WHERE player_id = $1`, [playerId]);
    },

    async count(playerId: string) {
      return (
        (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM push_subscriptions WHERE player_id = $1", [playerId]))?.n ??
        0
      );
    },

    async remove(id: string) {
      await db.query("DELETE FROM push_subscriptions WHERE id = $1", [id]);
    },

    async removeEndpoint(playerId: string, endpoint: string) {
      await db.query("DELETE FROM push_subscriptions WHERE player_id = $1 AND endpoint = $2", [playerId, endpoint]);
    },

    async markSent(id: string, at: Date) {
      await db.query("UPDATE push_subscriptions SET last_sent_at = $2 WHERE id = $1", [id, at]);
    },

    /** Whether a player may be sent anything: not self-excluded. */
    async reachable(playerId: string, at: Date) {
      const r = await db.one<{ ok: boolean }>(
        `SELECT NOT ${excludedAt("$2")} AS ok
         FROM players WHERE id = $1`,
        [playerId, at],
      );
      return r?.ok ?? false;
    },

    /** Players with a subscription, for a campaign (bounded). */
    async subscribedPlayers(filter: { country?: string | null; language?: string | null }, limit: number) {
      return db.query<{ player_id: string }>(
        `SELECT DISTINCT s.player_id::text AS player_id FROM push_subscriptions s JOIN players p ON p.id = s.player_id
         WHERE ($1::text IS NULL OR p.country = $1) AND ($2::text IS NULL OR p.language = $2) LIMIT $3`,
        [filter.country ?? null, filter.language ?? null, limit],
      );
    },
  };
}
