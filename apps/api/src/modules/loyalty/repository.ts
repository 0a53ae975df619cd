import type { Db } from "../../platform/db.js";
import { excludedAt } from "../protection/exclusion-sql.js";

export interface LevelRow {
  level: number;
  names: Record<string, string>;
  /** Minor units per currency. */
  thresholds: Record<string, number>;
  /** Percent to the hundredth, as text ("2.50"). */
  cashback_boost: string;
  promotion_id: string | null;
  updated_at: Date;
}

export interface StandingRow {
  player_id: string;
  currency: string;
  wagered: bigint;
  level: number;
  level_at: Date | null;
}

const LEVEL_COLUMNS = "level, names, thresholds, cashback_boost::text AS cashback_boost, promotion_id, updated_at";

/** A bigint column from either engine (PGlite answers small int8 as number). */
const big = (v: unknown): bigint => (typeof v === "bigint" ? v : BigInt(v as number | string));

export function loyaltyRepository(db: Db) {
  return {
    /** The ladder, lowest level first. */
    async levels(q: Db = db): Promise<LevelRow[]> {
      return q.query<LevelRow>(`SELECT ${LEVEL_COLUMNS} FROM loyalty_levels ORDER BY level`);
    },

    /** The ladder locked for an edit (an empty ladder locks nothing: the audit lock orders edits). */
    async levelsForUpdate(q: Db): Promise<LevelRow[]> {
      return q.query<LevelRow>(`SELECT ${LEVEL_COLUMNS} FROM loyalty_levels ORDER BY level FOR UPDATE`);
    },

    /** Replaces the whole ladder (levels numbered from 1 in the order given). */
    async replaceLevels(
      q: Db,
      levels: { names: Record<string, string>; thresholds: Record<string, number>; boost: string; promotionId: string | null }[],
      now: Date,
    ): Promise<LevelRow[]> {
      await q.query("DELETE FROM loyalty_levels");
      for (const [i, l] of levels.entries()) {
        await q.query(
          `INSERT INTO loyalty_levels (level, names, thresholds, cashback_boost, promotion_id, updated_at)
           VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6)`,
          [i + 1, JSON.stringify(l.names), JSON.stringify(l.thresholds), l.boost, l.promotionId, now],
        );
      }
      return this.levels(q);
    },

    /** The player's standing in a currency (undefined: nothing wagered yet). */
    async standing(playerId: string, currency: string, q: Db = db): Promise<StandingRow | undefined> {
      const r = await q.one<StandingRow>(
        "SELECT player_id, currency, wagered, level, level_at FROM loyalty_players WHERE player_id = $1 AND currency = $2",
        [playerId, currency],
      );
      return r ? { ...r, wagered: big(r.wagered) } : undefined;
    },

    /** The player's country, for the wagering cap of their region. */
    async country(playerId: string, q: Db = db): Promise<string | null> {
      return (await q.one<{ country: string | null }>("SELECT country FROM players WHERE id = $1", [playerId]))?.country ?? null;
    },

    async standingForUpdate(q: Db, playerId: string, currency: string): Promise<StandingRow | undefined> {
      const r = await q.one<StandingRow>(
        `SELECT player_id, currency, wagered, level, level_at FROM loyalty_players
          WHERE player_id = $1 AND currency = $2 FOR UPDATE`,
        [playerId, currency],
      );
      return r ? { ...r, wagered: big(r.wagered) } : undefined;
    },

    /**
     * Players (in their own currency) whose wagering reached a level above
     * theirs, with that level: at most `limit`.
     */
    async due(limit: number, q: Db = db) {
      return q.query<{ player_id: string; currency: string; country: string | null; reached: number }>(
        `SELECT s.player_id, s.currency, s.country, s.reached FROM (
           SELECT lp.player_id, lp.currency, lp.level, p.country,
                  (SELECT max(l.level) FROM loyalty_levels l
                    WHERE (l.thresholds ->> lp.currency)::bigint <= lp.wagered) AS reached
             FROM loyalty_players lp JOIN players p ON p.id = lp.player_id AND p.currency = lp.currency
         ) s
         WHERE s.reached > s.level
         ORDER BY s.player_id LIMIT $1`,
        [limit],
      );
    },

    async moveLevel(q: Db, playerId: string, currency: string, level: number, now: Date) {
      return q.one<{ level: number }>(
        `UPDATE loyalty_players SET level = $3, level_at = $4, updated_at = $4
          WHERE player_id = $1 AND currency = $2 AND level < $3 RETURNING level`,
        [playerId, currency, level, now],
      );
    },

    /** A level's reward, claimed once per player (undefined: already given). */
    async claimReward(q: Db, r: { playerId: string; level: number; currency: string; promotionId: string | null; now: Date }) {
      return q.one<{ level: number }>(
        `INSERT INTO loyalty_rewards (player_id, level, currency, promotion_id, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING level`,
        [r.playerId, r.level, r.currency, r.promotionId, r.now],
      );
    },

    async rewardGranted(q: Db, playerId: string, level: number, grantId: string) {
      await q.query("UPDATE loyalty_rewards SET grant_id = $3 WHERE player_id = $1 AND level = $2", [playerId, level, grantId]);
    },

    async rewardsOf(playerId: string, q: Db = db) {
      return q.query<{ level: number; promotion_id: string | null; grant_id: string | null }>(
        "SELECT level, promotion_id, grant_id FROM loyalty_rewards WHERE player_id = $1 ORDER BY level",
        [playerId],
      );
    },

    /** The player's language, and whether they may be given bonus money now (active, not self-excluded). */
    async playerFacts(playerId: string, now: Date, q: Db = db): Promise<{ giftable: boolean; language: string }> {
      const r = await q.one<{ ok: boolean; language: string | null }>(
        `SELECT (status = 'ACTIVE' AND NOT ${excludedAt("$2")}) AS ok, language
           FROM players WHERE id = $1`,
        [playerId, now],
      );
      return { giftable: r?.ok === true, language: r?.language ?? "en" };
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof loyaltyRepository>;
