import type { BonusStatus } from "@casino/contracts/promotions";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import { excludedAt } from "../protection/exclusion-sql.js";
import type { Contribution } from "./wagering.js";

export type PromotionKind = "deposit_match" | "no_deposit" | "cashback" | "free_spins";
export type PromotionTrigger = "deposit" | "promo_code" | "registration" | "manual";

export type { BonusStatus };
export const TERMINAL: readonly BonusStatus[] = ["CLAIMED", "CANCELLED", "REVOKED", "FAILED"];
export type GrantSource = "deposit" | "promo_code" | "registration" | "manual" | "cashback" | "loyalty";
export type RevokeReason = "expired" | "self-exclusion" | "withdrawal" | "operator" | "blocked";

export interface PromotionText {
  title: string;
  description: string;
  details: string;
}

export interface CurrencyMoney {
  /** no_deposit: the bonus. */
  amount?: number;
  /** deposit_match: the most it gives. */
  maxBonus?: number;
  minDeposit?: number;
  /** Largest stake of one bet while wagering. */
  maxBet?: number;
  /** cashback: the least net loss over the period that qualifies (maxBonus caps the payout). */
  minLoss?: number;
  /** free_spins: the bet value of each spin. */
  spinBet?: number;
}

export interface PromotionRow {
  id: string;
  kind: PromotionKind;
  trigger: PromotionTrigger;
  texts: Record<string, PromotionText>;
  big_image_path: string | null;
  weight: number;
  enabled: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  deposit_number: number | null;
  match_percent: number | null;
  money: Record<string, CurrencyMoney>;
  wagering_multiplier: string;
  wagering_base: "bonus" | "bonus_deposit";
  max_conversion: string | null;
  claim_hours: number;
  wagering_hours: number;
  allow_deposits: boolean;
  allow_withdrawals: boolean;
  games: string[] | null;
  regions: string[] | null;
  contribution: Contribution;
  /** cashback: percent of the net loss (numeric as text) and the period. */
  cashback_percent: string | null;
  cashback_period: "daily" | "weekly" | null;
  /** cashback: paid as cash, or as bonus money with the promotion's wagering. */
  cashback_paid_as: "cash" | "bonus";
  /** free_spins: spins per grant and the studio games they are played on. */
  free_spins: number | null;
  free_spin_games: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** The promotion's rules copied into a grant when granted. */
export interface GrantRules {
  kind: PromotionKind;
  texts: Record<string, PromotionText>;
  multiplier: number;
  base: "bonus" | "bonus_deposit";
  maxConversionMultiple: number | null;
  maxBet: number | null;
  allowDeposits: boolean;
  allowWithdrawals: boolean;
  games: string[] | null;
  contribution: Contribution;
  wageringHours: number;
  ftd: boolean;
  /** free_spins: the award the studio is asked for (bet value in minor units of the grant's currency). */
  freeSpins?: { count: number; games: string[]; bet: number };
}

export interface GrantRow {
  id: string;
  player_id: string;
  promotion_id: string;
  currency: string;
  status: BonusStatus;
  reason: string | null;
  note: string | null;
  source: GrantSource;
  promo_code: string | null;
  deposit_ref: string | null;
  deposit_amount: bigint | null;
  amount: bigint;
  wagering_required: bigint;
  wagering_done: bigint;
  max_conversion: bigint | null;
  converted: bigint | null;
  returned: bigint | null;
  rules: GrantRules;
  claim_until: Date | null;
  expires_at: Date | null;
  operator_id: string | null;
  created_at: Date;
  activated_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
  /** free_spins: spins given and spins the studio reported played. */
  free_spins: number;
  free_spins_played: number;
  activation_error: string | null;
}

export const PROMOTION_COLUMNS = `id, kind, trigger, texts, big_image_path, weight, enabled, starts_at, ends_at, deposit_number,
  match_percent, money, wagering_multiplier::text AS wagering_multiplier, wagering_base, max_conversion::text AS max_conversion,
  claim_hours, wagering_hours, allow_deposits, allow_withdrawals, games, regions, contribution,
  cashback_percent::text AS cashback_percent, cashback_period, cashback_paid_as, free_spins, free_spin_games, created_at,
  updated_at`;

const GRANT_COLUMNS = `id, player_id, promotion_id, currency, status, reason, note, source, promo_code, deposit_ref, deposit_amount,
  amount, wagering_required, wagering_done, max_conversion, converted, returned, rules, claim_until, expires_at, operator_id,
  created_at, activated_at, finished_at, updated_at, free_spins, free_spins_played, activation_error`;

/** A bigint column from either engine (PGlite answers small int8 as number). */
const big = (v: unknown): bigint => (typeof v === "bigint" ? v : BigInt(v as number | string));
const bigOrNull = (v: unknown): bigint | null => (v === null || v === undefined ? null : big(v));

function grant(r: GrantRow): GrantRow {
  return {
    ...r,
    deposit_amount: bigOrNull(r.deposit_amount),
    amount: big(r.amount),
    wagering_required: big(r.wagering_required),
    wagering_done: big(r.wagering_done),
    max_conversion: bigOrNull(r.max_conversion),
    converted: bigOrNull(r.converted),
    returned: bigOrNull(r.returned),
  };
}

export interface NewGrant {
  playerId: string;
  promotionId: string;
  currency: string;
  status: "PENDING" | "ACCEPTED" | "ACTIVATION_PENDING";
  source: GrantSource;
  promoCode: string | null;
  depositRef: string | null;
  depositAmount: bigint | null;
  rules: GrantRules;
  claimUntil: Date | null;
  operatorId: string | null;
  note: string | null;
  now: Date;
  /** A bonus whose amount is known when granted (a cashback, a level-up bonus). */
  amount?: bigint;
  /** free_spins: the spins this grant gives. */
  freeSpins?: number;
}

type OptionalColumns = "cashback_percent" | "cashback_period" | "cashback_paid_as" | "free_spins" | "free_spin_games";
export type PromotionInput = Omit<PromotionRow, "id" | "created_at" | "updated_at" | OptionalColumns> &
  Partial<Pick<PromotionRow, OptionalColumns>>;

export function promotionsRepository(db: Db) {
  return {
    async promotions(q: Db = db): Promise<PromotionRow[]> {
      return q.query<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions ORDER BY weight DESC, created_at`);
    },

    /** A page of every promotion for the back office, newest first. */
    async promotionPage(limit: number, offset: number, q: Db = db): Promise<PromotionRow[]> {
      return q.query<PromotionRow>(
        `SELECT ${PROMOTION_COLUMNS} FROM promotions ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
    },

    async promotion(id: string, q: Db = db): Promise<PromotionRow | undefined> {
      if (!isUuid(id)) return undefined;
      return q.one<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = $1`, [id]);
    },

    /** Promotions by id, in one read (ids that are not promotions are left out). */
    async promotionsByIds(ids: string[], q: Db = db): Promise<Map<string, PromotionRow>> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return new Map();
      const rows = await q.query<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = ANY($1::uuid[])`, [valid]);
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Enabled promotions within their dates. */
    async livePromotions(now: Date, q: Db = db): Promise<PromotionRow[]> {
      return q.query<PromotionRow>(
        `SELECT ${PROMOTION_COLUMNS} FROM promotions
          WHERE enabled AND kind <> 'cashback' AND (starts_at IS NULL OR starts_at <= $1) AND (ends_at IS NULL OR ends_at > $1)
          ORDER BY weight DESC, created_at`,
        [now],
      );
    },

    async insertPromotion(p: PromotionInput, q: Db = db): Promise<PromotionRow> {
      const row = await q.one<PromotionRow>(
        `INSERT INTO promotions (kind, trigger, texts, big_image_path, weight, enabled, starts_at, ends_at, deposit_number,
           match_percent, money, wagering_multiplier, wagering_base, max_conversion, claim_hours, wagering_hours,
           allow_deposits, allow_withdrawals, games, regions, contribution, cashback_percent, cashback_period, cashback_paid_as,
           free_spins, free_spin_games)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::jsonb,
           $22, $23, $24, $25, $26)
         RETURNING ${PROMOTION_COLUMNS}`,
        [
          p.kind,
          p.trigger,
          JSON.stringify(p.texts),
          p.big_image_path,
          p.weight,
          p.enabled,
          p.starts_at,
          p.ends_at,
          p.deposit_number,
          p.match_percent,
          JSON.stringify(p.money),
          p.wagering_multiplier,
          p.wagering_base,
          p.max_conversion,
          p.claim_hours,
          p.wagering_hours,
          p.allow_deposits,
          p.allow_withdrawals,
          p.games,
          p.regions,
          JSON.stringify(p.contribution),
          p.cashback_percent ?? null,
          p.cashback_period ?? null,
          p.cashback_paid_as ?? "cash",
          p.free_spins ?? null,
          p.free_spin_games ?? null,
        ],
      );
      return row!;
    },

    async promotionForUpdate(q: Db, id: string): Promise<PromotionRow | undefined> {
      return q.one<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = $1 FOR UPDATE`, [id]);
    },

    /** Changes the editable fields given (a running bonus keeps its own copy of the rules). */
    async updatePromotion(
      q: Db,
      id: string,
      set: Partial<
        Pick<
          PromotionRow,
          "enabled" | "weight" | "texts" | "big_image_path" | "starts_at" | "ends_at" | "wagering_multiplier" | "max_conversion"
        >
      >,
      now: Date,
    ): Promise<PromotionRow | undefined> {
      const cols = Object.keys(set) as (keyof typeof set)[];
      const assigns = cols.map((c, i) => (c === "texts" ? `texts = $${i + 3}::jsonb` : `${c} = $${i + 3}`));
      return q.one<PromotionRow>(
        `UPDATE promotions SET updated_at = $2${assigns.length ? `, ${assigns.join(", ")}` : ""} WHERE id = $1 RETURNING ${PROMOTION_COLUMNS}`,
        [id, now, ...cols.map((c) => (c === "texts" ? JSON.stringify(set[c]) : set[c]))],
      );
    },

    /** The promotion a registration or applied code points at (live codes only, with uses left). */
    async codeForUse(code: string, q: Db = db) {
      return q.one<{ code: string; promotion_id: string | null; max_uses: number | null; uses: number }>(
        `SELECT code, promotion_id, max_uses, uses FROM promo_codes
          WHERE upper(code) = upper($1) AND active AND (max_uses IS NULL OR uses < max_uses)`,
        [code],
      );
    },

    /** Counts one use; false when a single-use (or counted) code ran out meanwhile. */
    async useCode(q: Db, code: string): Promise<boolean> {
      const r = await q.one(
        `UPDATE promo_codes SET uses = uses + 1 WHERE code = $1 AND active AND (max_uses IS NULL OR uses < max_uses) RETURNING code`,
        [code],
      );
      return r !== undefined;
    },

    async insertCode(q: Db, c: { code: string; promotionId: string; maxUses: number | null }) {
      return q.one<{ code: string }>(
        `INSERT INTO promo_codes (code, promotion_id, max_uses) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING code`,
        [c.code, c.promotionId, c.maxUses],
      );
    },

    async codesOf(promotionId: string, q: Db = db) {
      return q.query<{ code: string; active: boolean; max_uses: number | null; uses: number }>(
        "SELECT code, active, max_uses, uses FROM promo_codes WHERE promotion_id = $1 ORDER BY created_at",
        [promotionId],
      );
    },

    async playerOf(playerId: string, q: Db = db) {
      return q.one<{ id: string; currency: string; country: string; promo_code: string | null; status: string }>(
        "SELECT id, currency, country, promo_code, status FROM players WHERE id = $1",
        [playerId],
      );
    },

    /**
     * Whether the player may be offered anything now: not while a cool-down or
     * self-exclusion runs, nor when locked. FOR KEY SHARE waits for an exclusion
     * being written (protection locks the row FOR UPDATE), so an offer and an
     * exclusion never cross: the offer commits first and is forfeited with the
     * rest, or it sees the exclusion.
     */
    async mayBeOffered(q: Db, playerId: string, now: Date) {
      const row = await q.one<{ ok: boolean }>(
        `SELECT status <> 'LOCKED'
            AND NOT ${excludedAt("$2")} AS ok
           FROM players WHERE id = $1 FOR KEY SHARE`,
        [playerId, now],
      );
      return row?.ok === true;
    },

    /** A new grant; undefined when the player already has this promotion (or an active bonus, for ACTIVATION_PENDING). */
    async insertGrant(q: Db, g: NewGrant): Promise<GrantRow | undefined> {
      const row = await q.one<GrantRow>(
        `INSERT INTO bonus_grants (player_id, promotion_id, currency, status, source, promo_code, deposit_ref, deposit_amount,
           rules, claim_until, operator_id, note, amount, created_at, updated_at, free_spins)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $14, $13, $13, $15)
         ON CONFLICT DO NOTHING
         RETURNING ${GRANT_COLUMNS}`,
        [
          g.playerId,
          g.promotionId,
          g.currency,
          g.status,
          g.source,
          g.promoCode,
          g.depositRef,
          g.depositAmount,
          JSON.stringify(g.rules),
          g.claimUntil,
          g.operatorId,
          g.note,
          g.now,
          g.amount ?? 0n,
          g.freeSpins ?? 0,
        ],
      );
      return row ? grant(row) : undefined;
    },

    async grantById(id: string, q: Db = db): Promise<GrantRow | undefined> {
      if (!isUuid(id)) return undefined;
      const r = await q.one<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE id = $1`, [id]);
      return r ? grant(r) : undefined;
    },

    async grantForUpdate(q: Db, id: string): Promise<GrantRow | undefined> {
      const r = await q.one<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE id = $1 FOR UPDATE`, [id]);
      return r ? grant(r) : undefined;
    },

    async grantsOf(playerId: string, statuses: readonly BonusStatus[] | null, q: Db = db): Promise<GrantRow[]> {
      const rows = await q.query<GrantRow>(
        `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE player_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))
          ORDER BY created_at DESC, id`,
        [playerId, statuses],
      );
      return rows.map(grant);
    },

    async history(playerId: string, limit: number, offset: number, q: Db = db) {
      const [rows, total] = await Promise.all([
        q.query<GrantRow>(
          `SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE player_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
          [playerId, limit, offset],
        ),
        q.one<{ n: number }>("SELECT count(*)::int AS n FROM bonus_grants WHERE player_id = $1", [playerId]),
      ]);
      return { rows: rows.map(grant), total: total?.n ?? 0 };
    },

    /** The player's bonus in play (at most one: bonus_grants_one_active). */
    async inPlay(playerId: string, q: Db = db): Promise<GrantRow | undefined> {
      const r = await q.one<GrantRow>(
        `SELECT ${GRANT_COLUMNS} FROM bonus_grants
          WHERE player_id = $1 AND status IN ('ACTIVATION_PENDING', 'ACTIVE', 'CLAIM_PENDING', 'CANCEL_PENDING')`,
        [playerId],
      );
      return r ? grant(r) : undefined;
    },

    /**
     * The one way a status changes: only from the expected ones, so two
     * callers racing (a sweep and a claim) cannot both move it.
     */
    async move(
      q: Db,
      id: string,
      from: readonly BonusStatus[],
      to: BonusStatus,
      now: Date,
      set: Partial<{
        reason: string | null;
        note: string | null;
        amount: bigint;
        wagering_required: bigint;
        max_conversion: bigint | null;
        converted: bigint;
        returned: bigint;
        expires_at: Date | null;
        activated_at: Date;
        finished_at: Date;
        operator_id: string | null;
        activation_error: string | null;
      }> = {},
    ): Promise<GrantRow | undefined> {
      const cols = Object.keys(set) as (keyof typeof set)[];
      const assigns = cols.map((c, i) => `${c} = $${i + 5}`);
      const r = await q.one<GrantRow>(
        `UPDATE bonus_grants SET status = $3, updated_at = $4${assigns.length ? `, ${assigns.join(", ")}` : ""}
          WHERE id = $1 AND status = ANY($2::text[]) RETURNING ${GRANT_COLUMNS}`,
        [id, from, to, now, ...cols.map((c) => set[c])],
      );
      return r ? grant(r) : undefined;
    },

    /** Adds weighted stakes to a grant's wagering (in the bet's or a test's transaction). */
    async addWagering(q: Db, id: string, weighted: bigint) {
      await q.query("UPDATE bonus_grants SET wagering_done = wagering_done + $2 WHERE id = $1 AND status = 'ACTIVE'", [
        id,
        weighted,
      ]);
    },

    /** Free-spin awards the studio has not confirmed since `before` (at most `limit`), for the retry job. */
    async awaitingActivation(before: Date, limit: number, q: Db = db) {
      return q.query<{ id: string }>(
        `SELECT id FROM bonus_grants WHERE status = 'ACTIVATION_PENDING' AND updated_at <= $1 ORDER BY updated_at LIMIT $2`,
        [before, limit],
      );
    },

    /** Notes why an award still waits (the studio's answer), and when it was last tried. */
    async noteActivationError(q: Db, id: string, error: string, now: Date) {
      await q.query(
        "UPDATE bonus_grants SET activation_error = $2, updated_at = $3 WHERE id = $1 AND status = 'ACTIVATION_PENDING'",
        [id, error.slice(0, 500), now],
      );
    },

    /**
     * One free spin settled (in the win's transaction): the spin counted, the
     * win added to the bonus, the wagering recomputed on the new amount.
     */
    async addFreeSpinWin(q: Db, id: string, win: bigint, wageringRequired: bigint, now: Date) {
      const r = await q.one<GrantRow>(
        `UPDATE bonus_grants SET free_spins_played = free_spins_played + 1, amount = amount + $2, wagering_required = $3,
           updated_at = $4 WHERE id = $1 AND status = 'ACTIVE' AND free_spins_played < free_spins RETURNING ${GRANT_COLUMNS}`,
        [id, win, wageringRequired, now],
      );
      return r ? grant(r) : undefined;
    },

    /** Offers past their claim window (at most `limit`). */
    async lapsedOffers(now: Date, limit: number, q: Db = db) {
      return q.query<{ id: string }>(
        `SELECT id FROM bonus_grants WHERE status IN ('PENDING', 'ACCEPTED') AND claim_until <= $1 ORDER BY claim_until LIMIT $2`,
        [now, limit],
      );
    },

    /** Active bonuses past their wagering window (at most `limit`). */
    async expiredActive(now: Date, limit: number, q: Db = db) {
      return q.query<{ id: string }>(
        `SELECT id FROM bonus_grants WHERE status = 'ACTIVE' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
        [now, limit],
      );
    },

    /** Open offers and bonuses of players in a cool-down or self-exclusion (left when the exclusion's forfeit failed). */
    async openOfExcluded(now: Date, limit: number, q: Db = db) {
      return q.query<{ id: string }>(
        `SELECT g.id FROM bonus_grants g JOIN players p ON p.id = g.player_id
          WHERE g.status IN ('PENDING', 'ACCEPTED', 'ACTIVATION_PENDING', 'ACTIVE')
            AND ${excludedAt("$1", "p")}
          ORDER BY g.id LIMIT $2`,
        [now, limit],
      );
    },

    /** Claims and cancels left half-way (a process stopped between the two steps). */
    async stuckSettling(before: Date, limit: number, q: Db = db) {
      return q.query<{ id: string; status: BonusStatus }>(
        `SELECT id, status FROM bonus_grants WHERE status IN ('CLAIM_PENDING', 'CANCEL_PENDING') AND updated_at <= $1
          ORDER BY updated_at LIMIT $2`,
        [before, limit],
      );
    },

    /** Deposit-match promotions accepted ahead of a deposit, waiting for it. */
    async acceptedForDeposit(q: Db, playerId: string) {
      const rows = await q.query<GrantRow>(
        `SELECT ${GRANT_COLUMNS.split(", ")
          .map((c) => `g.${c.trim()}`)
          .join(", ")} FROM bonus_grants g
          WHERE g.player_id = $1 AND g.status = 'ACCEPTED' AND g.rules->>'kind' = 'deposit_match'
          ORDER BY g.created_at LIMIT 1 FOR UPDATE`,
        [playerId],
      );
      return rows.map(grant)[0];
    },

    /** Catalogue facts the bonus figures need: each visible game's family and RTP. */
    async gamesForCost(ids: string[] | null, q: Db = db) {
      return q.query<{ id: string; name: string; family: string; rtp: string | null }>(
        `SELECT id, name, family, rtp::text AS rtp FROM games WHERE visible AND rtp IS NOT NULL AND ($1::text[] IS NULL OR id = ANY($1::text[]))`,
        [ids],
      );
    },

    /** Which of `ids` are our studio's slots in the catalogue (free spins are played on those only). */
    async studioSlots(ids: string[], q: Db = db): Promise<string[]> {
      const rows = await q.query<{ id: string }>(
        "SELECT id FROM games WHERE vendor_id = 'aurum-studio' AND family = 'slot' AND id = ANY($1::text[])",
        [ids],
      );
      return rows.map((r) => r.id);
    },

    async completedDeposits(q: Db, playerId: string): Promise<number> {
      const r = await q.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM payments WHERE player_id = $1 AND type = 'deposit' AND status = 'SUCCESS'`,
        [playerId],
      );
      return r?.n ?? 0;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
