import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import { excludedAt } from "./exclusion-sql.js";
import { windowStarts } from "./limits.js";
import { moveWindows } from "./loss-windows.js";

export type LimitKind = "deposit" | "loss" | "session";
export type LimitPeriod = "daily" | "weekly" | "monthly" | "session";
export type LimitSource = "player" | "operator";

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  source: LimitSource;
  amount: bigint | null;
  pending: boolean;
  pending_amount: bigint | null;
  pending_ready_at: Date | null;
  updated_at: Date;
}

export interface ExclusionRow {
  self_exclusion_type: "COOLDOWN" | "LOCK" | null;
  self_exclusion_expires: Date | null;
  status: string;
  currency: string;
}

export interface ChangeRow {
  id: string;
  at: Date;
  actor: string;
  action: string;
  detail: Record<string, unknown>;
}

export interface GlobalLimitRow {
  currency: string;
  kind: "deposit";
  period: "daily" | "weekly" | "monthly";
  amount: bigint | null;
  updated_at: Date;
  updated_by: string | null;
}

export interface LossWindowRow {
  day_limit: bigint | null;
  week_limit: bigint | null;
  month_limit: bigint | null;
  day_net: bigint;
  week_net: bigint;
  month_net: bigint;
}

const LIMIT_COLUMNS = "kind, period, source, amount, pending, pending_amount, pending_ready_at, updated_at";

/** The windows' new starts as the placeholders $n, $n+1, $n+2. */
const startsFrom = (n: number) => ({ day: `$${n}`, week: `$${n + 1}`, month: `$${n + 2}` });
const startParams = (now: Date) => {
  const w = windowStarts(now);
  return [w.daily, w.weekly, w.monthly];
};

export function protectionRepository(db: Db) {
  return {
    async limits(q: Db, playerId: string, forUpdate = false) {
      return q.query<LimitRow>(
        `SELECT ${LIMIT_COLUMNS} FROM protection_limits WHERE player_id = $1${forUpdate ? " FOR UPDATE" : ""}`,
        [playerId],
      );
    },

    async saveLimit(
      q: Db,
      playerId: string,
      l: Pick<LimitRow, "kind" | "period" | "source" | "amount" | "pending" | "pending_amount" | "pending_ready_at">,
      at: Date,
    ) {
      await q.query(
        `INSERT INTO protection_limits (player_id, kind, period, source, amount, pending, pending_amount, pending_ready_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (player_id, kind, period, source) DO UPDATE
           SET amount = EXCLUDED.amount, pending = EXCLUDED.pending, pending_amount = EXCLUDED.pending_amount,
               pending_ready_at = EXCLUDED.pending_ready_at, updated_at = EXCLUDED.updated_at`,
        [playerId, l.kind, l.period, l.source, l.amount, l.pending, l.pending_amount, l.pending_ready_at, at],
      );
    },

    /** The player's row, locked: every change of a player's protection takes it first (one at a time). */
    async lockPlayer(q: Db, playerId: string) {
      return q.one<ExclusionRow>(
        "SELECT self_exclusion_type, self_exclusion_expires, status, currency FROM players WHERE id = $1 FOR UPDATE",
        [playerId],
      );
    },

    /**
     * The player's exclusion; `share`: FOR KEY SHARE, inside the caller's transaction, which waits for an
     * exclusion being written (lockPlayer's FOR UPDATE) so what the caller writes never crosses it.
     */
    async exclusion(q: Db, playerId: string, share = false) {
      return q.one<ExclusionRow>(
        `SELECT self_exclusion_type, self_exclusion_expires, status, currency FROM players WHERE id = $1${share ? " FOR KEY SHARE" : ""}`,
        [playerId],
      );
    },

    async setExclusion(q: Db, playerId: string, type: string | null, expires: Date | null) {
      await q.query("UPDATE players SET self_exclusion_type = $2, self_exclusion_expires = $3 WHERE id = $1", [
        playerId,
        type,
        expires,
      ]);
    },

    async recordChange(q: Db, playerId: string, actor: string, action: string, detail: Record<string, unknown>, at: Date) {
      await q.query("INSERT INTO protection_changes (player_id, at, actor, action, detail) VALUES ($1, $2, $3, $4, $5::jsonb)", [
        playerId,
        at,
        actor,
        action,
        JSON.stringify(detail),
      ]);
    },

    /** Newest first; ties on the moment by the row's number (the bigint, not its text, which sorts "99" after "100"). */
    async changes(playerId: string, limit = 100, offset = 0) {
      return db.query<ChangeRow>(
        `SELECT id::text AS id, at, actor, action, detail FROM protection_changes
          WHERE player_id = $1 ORDER BY at DESC, protection_changes.id DESC LIMIT $2 OFFSET $3`,
        [playerId, limit, offset],
      );
    },

    async countChanges(playerId: string) {
      const r = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM protection_changes WHERE player_id = $1", [playerId]);
      return r?.n ?? 0;
    },

    /**
     * The start of the login session's play period: this launch's moment when it is the first, else the first's.
     * An insert-or-get on the login session's key, in the caller's transaction: a concurrent first launch (in any
     * api process) waits on the key until this one commits and then gets its start, never one of its own.
     */
    async claimPlayStart(q: Db, loginSessionId: string, playerId: string, at: Date): Promise<Date> {
      // A first claim starts no later than a real-money game session the login already has: one written without a
      // claim (a login session that played before migration 1321, or a launch served by an api process of the release
      // before) keeps its start instead of the player getting a fresh period.
      const r = await q.one<{ started_at: Date }>(
        `INSERT INTO play_periods (login_session_id, player_id, started_at)
         VALUES ($1::uuid, $2::uuid, LEAST($3::timestamptz,
           (SELECT min(created_at) FROM game_sessions WHERE login_session_id = $1::uuid AND mode = 'real')))
         ON CONFLICT (login_session_id) DO UPDATE SET started_at = play_periods.started_at
         RETURNING started_at`,
        [loginSessionId, playerId, at],
      );
      return r!.started_at;
    },

    async settings(q: Db, playerId: string) {
      return q.one<{ reality_check: number | null; reviewed_at: Date | null; first_limit_prompt_at: Date | null }>(
        "SELECT reality_check, reviewed_at, first_limit_prompt_at FROM protection_settings WHERE player_id = $1",
        [playerId],
      );
    },

    async saveSettings(q: Db, playerId: string, realityCheck: number | null, reviewedAt: Date | null) {
      await q.query(
        `INSERT INTO protection_settings (player_id, reality_check, reviewed_at) VALUES ($1, $2, $3)
         ON CONFLICT (player_id) DO UPDATE SET reality_check = EXCLUDED.reality_check,
           reviewed_at = COALESCE(EXCLUDED.reviewed_at, protection_settings.reviewed_at)`,
        [playerId, realityCheck, reviewedAt],
      );
    },

    /** The player answered the first-deposit offer of a deposit limit (set one or declined): it is not offered again. */
    async answerLimitOffer(q: Db, playerId: string, at: Date) {
      await q.query(
        `INSERT INTO protection_settings (player_id, first_limit_prompt_at) VALUES ($1, $2)
         ON CONFLICT (player_id) DO UPDATE
           SET first_limit_prompt_at = COALESCE(protection_settings.first_limit_prompt_at, EXCLUDED.first_limit_prompt_at)`,
        [playerId, at],
      );
    },

    /**
     * Sets the loss limits the bet statement checks. A player's first row
     * starts from the stakes and wins of the last month (so a new weekly
     * limit counts this week's losses), as events the windows later pass.
     */
    async saveLossLimits(
      q: Db,
      playerId: string,
      limits: { day: bigint | null; week: bigint | null; month: bigint | null },
      now: Date,
    ) {
      const [day, week, month] = startParams(now);
      const created = await q.one<{ player_id: string }>(
        `INSERT INTO protection_loss_windows (player_id, day_limit, week_limit, month_limit, day_from, week_from, month_from)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (player_id) DO NOTHING RETURNING player_id`,
        [playerId, limits.day, limits.week, limits.month, day, week, month],
      );
      if (created) {
        await q.query(
          `INSERT INTO protection_loss_events (player_id, at, amount, game_tx)
           SELECT player_id, created_at, CASE kind WHEN 'BET' THEN amount ELSE -amount END, CASE kind WHEN 'BET' THEN id END
             FROM wallet_game_transactions
            WHERE player_id = $1 AND created_at > $2 AND created_at <= $3 AND status = 'OK' AND amount > 0
              AND ((kind = 'BET' AND NOT rolled_back) OR kind = 'WIN')`,
          [playerId, month, now],
        );
        await q.query(
          `UPDATE protection_loss_windows w SET
             day_net = COALESCE((SELECT sum(amount) FROM protection_loss_events e WHERE e.player_id = w.player_id AND e.at > w.day_from), 0),
             week_net = COALESCE((SELECT sum(amount) FROM protection_loss_events e WHERE e.player_id = w.player_id AND e.at > w.week_from), 0),
             month_net = COALESCE((SELECT sum(amount) FROM protection_loss_events e WHERE e.player_id = w.player_id AND e.at > w.month_from), 0)
           WHERE w.player_id = $1`,
          [playerId],
        );
        return;
      }
      await q.query("UPDATE protection_loss_windows SET day_limit = $2, week_limit = $3, month_limit = $4 WHERE player_id = $1", [
        playerId,
        limits.day,
        limits.week,
        limits.month,
      ]);
    },

    /** The player's loss windows as they stand at `now` (moved, not written). */
    async lossWindows(q: Db, playerId: string, now: Date) {
      const s = startsFrom(2);
      return q.one<LossWindowRow>(
        `SELECT day_limit, week_limit, month_limit,
                w.day_net - COALESCE((SELECT sum(e.amount) FROM protection_loss_events e
                   WHERE e.player_id = w.player_id AND e.at > w.day_from AND e.at <= ${s.day}), 0) AS day_net,
                w.week_net - COALESCE((SELECT sum(e.amount) FROM protection_loss_events e
                   WHERE e.player_id = w.player_id AND e.at > w.week_from AND e.at <= ${s.week}), 0) AS week_net,
                w.month_net - COALESCE((SELECT sum(e.amount) FROM protection_loss_events e
                   WHERE e.player_id = w.player_id AND e.at > w.month_from AND e.at <= ${s.month}), 0) AS month_net
           FROM protection_loss_windows w WHERE w.player_id = $1`,
        [playerId, ...startParams(now)],
      );
    },

    /** A settled win lowers the player's net loss in every window (in the win's transaction). */
    async recordWin(q: Db, playerId: string, amount: bigint, now: Date) {
      await q.query(
        `WITH moved AS (
           UPDATE protection_loss_windows w SET ${moveWindows(startsFrom(4), "-$2::bigint")}
            WHERE w.player_id = $1 RETURNING w.player_id
         )
         INSERT INTO protection_loss_events (player_id, at, amount) SELECT player_id, $3, -$2::bigint FROM moved`,
        [playerId, amount, now, ...startParams(now)],
      );
    },

    /** A rolled-back stake leaves every window that still counts it (in the rollback's transaction). */
    async recordRollback(q: Db, playerId: string, betId: bigint, now: Date) {
      await q.query(`UPDATE protection_loss_windows w SET ${moveWindows(startsFrom(2), "0")} WHERE w.player_id = $1`, [
        playerId,
        ...startParams(now),
      ]);
      await q.query(
        `WITH ev AS (
           UPDATE protection_loss_events e SET amount = 0
             FROM (SELECT id, amount FROM protection_loss_events WHERE game_tx = $1 AND amount > 0 FOR UPDATE) o
            WHERE e.id = o.id RETURNING e.player_id, e.at, o.amount
         )
         UPDATE protection_loss_windows w SET
           day_net = w.day_net - CASE WHEN ev.at > w.day_from THEN ev.amount ELSE 0 END,
           week_net = w.week_net - CASE WHEN ev.at > w.week_from THEN ev.amount ELSE 0 END,
           month_net = w.month_net - CASE WHEN ev.at > w.month_from THEN ev.amount ELSE 0 END
          FROM ev WHERE w.player_id = ev.player_id`,
        [betId],
      );
    },

    /**
     * Events no window can reach any more (older than a month and a week). A window moves only when its player
     * bets, wins or has a bet rolled back, so the windows of players idle since before `before` still count
     * such events: they are moved to `now` first, in the same transaction, or the deleted events would stay in
     * their nets for good.
     */
    async purgeLossEvents(before: Date, now: Date, max = 10_000) {
      return db.transaction(async (tx) => {
        await tx.query(`UPDATE protection_loss_windows w SET ${moveWindows(startsFrom(2), "0")} WHERE w.month_from < $1`, [
          before,
          ...startParams(now),
        ]);
        const r = await tx.query<{ id: string }>(
          `DELETE FROM protection_loss_events WHERE id IN (SELECT id FROM protection_loss_events WHERE at < $1 LIMIT $2) RETURNING id`,
          [before, max],
        );
        return r.length;
      });
    },

    /** A player by id (uuid) or account id (customer id), for the back office. */
    async playerRef(q: Db, idOrCustomerId: string) {
      const byId = isUuid(idOrCustomerId);
      return q.one<{ id: string; customer_id: string; currency: string }>(
        `SELECT id::text AS id, customer_id, currency FROM players WHERE ${byId ? "id = $1::uuid" : "customer_id = $1"}`,
        [idOrCustomerId],
      );
    },

    /** Global operator limits: of one currency, or of every currency that has any. */
    async globalLimits(q: Db, currency?: string) {
      return q.query<GlobalLimitRow>(
        `SELECT currency, kind, period, amount, updated_at, updated_by FROM protection_global_limits
          ${currency ? "WHERE currency = $1" : ""} ORDER BY currency, kind, period`,
        currency ? [currency] : [],
      );
    },

    /** The global limits of one currency, locked (their changes go one at a time). */
    async lockGlobalLimits(q: Db, currency: string) {
      await q.query("SELECT pg_advisory_xact_lock(7000810, hashtext($1))", [currency]);
      return q.query<GlobalLimitRow>(
        "SELECT currency, kind, period, amount, updated_at, updated_by FROM protection_global_limits WHERE currency = $1",
        [currency],
      );
    },

    async saveGlobalLimit(q: Db, currency: string, period: string, amount: bigint | null, at: Date, by: string) {
      await q.query(
        `INSERT INTO protection_global_limits (currency, kind, period, amount, updated_at, updated_by)
         VALUES ($1, 'deposit', $2, $3, $4, $5)
         ON CONFLICT (currency, kind, period) DO UPDATE
           SET amount = EXCLUDED.amount, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [currency, period, amount, at, by],
      );
    },

    /** How many players are under a cool-down or self-exclusion now. */
    async countExcluded(now: Date) {
      const r = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM players WHERE ${excludedAt("$1")}`, [now]);
      return r?.n ?? 0;
    },

    /** Players under a cool-down or self-exclusion now: the soonest end first, for good last. */
    async excludedPlayers(now: Date, limit: number, offset: number) {
      return db.query<{
        id: string;
        customer_id: string;
        email: string | null;
        self_exclusion_type: string;
        self_exclusion_expires: Date | null;
      }>(
        `SELECT id, customer_id, email, self_exclusion_type, self_exclusion_expires FROM players
          WHERE ${excludedAt("$1")}
          ORDER BY self_exclusion_expires NULLS LAST, id LIMIT $2 OFFSET $3`,
        [now, limit, offset],
      );
    },
  };
}

export type ProtectionRepository = ReturnType<typeof protectionRepository>;
