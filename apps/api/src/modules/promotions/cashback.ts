import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { excludedAt } from "../protection/exclusion-sql.js";
import type { TransferInput } from "../wallet/service.js";
import type { GiftFlows } from "./gifts.js";
import { BONUS_HOUSE, type BonusLedger } from "./grants.js";
import { PROMOTION_COLUMNS, type PromotionRow } from "./repository.js";
import { wageringRequired } from "./wagering.js";

/** The wagering a grant still waiting as an offer will ask once accepted. */
const wageringOf = (g: { amount: bigint; rules: { multiplier: number } }) => wageringRequired(g.rules.multiplier, g.amount);

const DAY = 86_400_000;

export type CashbackPeriod = "daily" | "weekly";

/** The last period closed at `now`: a UTC day, or an ISO week (Monday 00:00 UTC to the next Monday). */
export function lastClosedPeriod(period: CashbackPeriod, now: Date): { start: Date; end: Date } {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  if (period === "daily") return { start: new Date(today - DAY), end: new Date(today) };
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = today - weekday * DAY;
  return { start: new Date(monday - 7 * DAY), end: new Date(monday) };
}

/** How many closed periods back a run still pays (a casino down for longer leaves the older ones unpaid). */
export const CATCH_UP: Record<CashbackPeriod, number> = { daily: 31, weekly: 8 };

/**
 * The periods a run pays, oldest first: the last closed one, and before it
 * every one that closed since the promotion was last changed (`since`), up to
 * CATCH_UP of them — so a period whose runs all missed it (the casino down
 * when it closed) is still paid.
 */
export function duePeriods(period: CashbackPeriod, now: Date, since: Date): { start: Date; end: Date }[] {
  const due = [lastClosedPeriod(period, now)];
  for (let i = 1; i < CATCH_UP[period]; i++) {
    const before = lastClosedPeriod(period, new Date(due[0]!.start.getTime()));
    if (before.end.getTime() <= since.getTime()) break;
    due.unshift(before);
  }
  return due;
}

/** A percent to the hundredth ("12.5") in basis points (1250n). */
function basisPointsOf(percent: string): bigint {
  const [whole, frac = ""] = percent.split(".");
  return BigInt(whole!) * 100n + BigInt(`${frac}00`.slice(0, 2));
}

/** The promotion's percent plus the player's lucky-club boost, at most 100 (both to the hundredth). */
export function boostedPercent(percent: string, boost: string | null): string {
  const bp = basisPointsOf(percent) + (boost ? basisPointsOf(boost) : 0n);
  const capped = bp > 10_000n ? 10_000n : bp;
  return `${capped / 100n}.${String(capped % 100n).padStart(2, "0")}`;
}

/** `percent` (to the hundredth) of the net loss, rounded down to the minor unit, at most `cap` (null: no cap). */
export function cashbackAmount(netLoss: bigint, percent: string, cap: bigint | null): bigint {
  if (netLoss <= 0n) return 0n;
  const amount = (netLoss * basisPointsOf(percent)) / 10_000n;
  return cap !== null && amount > cap ? cap : amount;
}

export interface CashbackDeps {
  db: Db;
  clock: Clock;
  wallet: BonusLedger;
  /** Paid as bonus: the grant is written and funded through these. */
  gifts: GiftFlows;
}

export interface CashbackRunResult {
  /** Promotions whose last closed period was read (a period already done is skipped). */
  promotions: number;
  paid: number;
  amount: Record<string, string>;
}

/** A payout that committed: what the player is told. */
export interface CashbackPaid {
  playerId: string;
  promotionId: string;
  periodStart: Date;
  currency: string;
  netLoss: bigint;
  amount: bigint;
  /** The player's language, for what they are told. */
  language: string;
  /** Cash, or bonus money to wager (then its grant and the wagering it asks). */
  paidAs: "cash" | "bonus";
  grantId: string | null;
  wageringRequired: bigint | null;
  /** The percent paid: the promotion's plus the player's lucky-club boost. */
  percent: string;
}

interface Candidate {
  player_id: string;
  currency: string;
  net_loss: string;
  language: string;
  country: string | null;
  /** The lucky-club level's extra percent ("0.00" below the first level). */
  boost: string;
}

/**
 * Net loss of real money per player and currency over [from, to): the cash
 * account's stakes (kind BET) less what came back to it (WIN, ROLLBACK).
 * Bonus money never counts: its bets and wins move the grant's own account.
 * Players locked or self-excluded now, outside the promotion's regions, below
 * the currency's `minLoss` or already paid for this period are left out.
 */
const CANDIDATES = `
WITH moves AS (
  SELECT a.player_id, a.currency, t.amount AS loss
    FROM wallet_accounts a JOIN wallet_transfers t ON t.from_account = a.id
   WHERE a.kind = 'cash' AND a.player_id IS NOT NULL AND a.currency = ANY($3::text[])
     AND t.status = 'DONE' AND t.kind IN ('BET', 'WIN', 'ROLLBACK') AND t.created_at >= $1 AND t.created_at < $2
  UNION ALL
  SELECT a.player_id, a.currency, -t.amount AS loss
    FROM wallet_accounts a JOIN wallet_transfers t ON t.to_account = a.id
   WHERE a.kind = 'cash' AND a.player_id IS NOT NULL AND a.currency = ANY($3::text[])
     AND t.status = 'DONE' AND t.kind IN ('BET', 'WIN', 'ROLLBACK') AND t.created_at >= $1 AND t.created_at < $2
)
SELECT m.player_id, m.currency, sum(m.loss)::text AS net_loss, min(p.language) AS language, min(p.country) AS country,
       COALESCE(max(ll.cashback_boost), 0)::text AS boost
  FROM moves m JOIN players p ON p.id = m.player_id
  LEFT JOIN loyalty_players lp ON lp.player_id = m.player_id AND lp.currency = m.currency
  LEFT JOIN loyalty_levels ll ON ll.level = lp.level
 WHERE p.status = 'ACTIVE'
   AND NOT ${excludedAt("$4", "p")}
   AND ($5::text[] IS NULL OR p.country = ANY($5::text[]))
   AND NOT EXISTS (SELECT 1 FROM cashback_payouts c
                    WHERE c.promotion_id = $6 AND c.period_start = $7 AND c.player_id = m.player_id)
 GROUP BY m.player_id, m.currency
HAVING sum(m.loss) >= GREATEST(1, COALESCE((($8::jsonb) -> m.currency ->> 'minLoss')::bigint, 0))
 ORDER BY m.player_id
 LIMIT $9`;

/**
 * Cashback (issue 12 §2): after each period closes, every eligible player's
 * net loss of real money over it, times the promotion's percent (plus the
 * player's lucky-club boost), capped per currency, paid once from the house
 * account `bonus-cost`: as cash (kind B, key
 * `cashback:<promotionId>:<periodStart>:<playerId>`), or as bonus money (a
 * grant with the promotion's wagering, funded by `bonus:<grantId>:fund`). The
 * payout row and the transfer (or the grant) commit together; the row's
 * primary key makes a second run, or two at once, pay nothing more.
 */
export function cashbackFlows(deps: CashbackDeps) {
  const { db, clock, wallet, gifts } = deps;

  /** Thrown inside the payout's transaction when another run paid first: the grant written is rolled back. */
  const ALREADY_PAID = new Error("cashback already paid");

  /** Paid as bonus: the grant and the payout row commit together; the grant is funded after. */
  async function payAsBonus(p: PromotionRow, periodStart: Date, c: Candidate, netLoss: bigint, amount: bigint) {
    const day = periodStart.toISOString().slice(0, 10);
    let grant: Awaited<ReturnType<GiftFlows["give"]>>;
    try {
      grant = await db.transaction(async (tx) => {
        const g = await gifts.give(tx, { playerId: c.player_id, currency: c.currency, country: c.country }, p, {
          source: "cashback",
          amount,
          note: `cashback ${p.cashback_period} ${day}`,
        });
        if (!g) throw new Error(`cashback grant for ${c.player_id} not written`);
        const claimed = await tx.one(
          `INSERT INTO cashback_payouts (promotion_id, period_start, player_id, currency, net_loss, amount, transfer_key, grant_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING player_id`,
          [p.id, periodStart, c.player_id, c.currency, netLoss, amount, `bonus:${g.id}:fund`, g.id],
        );
        if (!claimed) throw ALREADY_PAID;
        return g;
      });
    } catch (err) {
      if (err === ALREADY_PAID) return undefined;
      throw err;
    }
    const row = await gifts.activateIfFree(grant!);
    // an offer left waiting (another bonus in play) shows in the player's offers
    if (row.status !== "ACTIVE") await wallet.announce([{ player: c.player_id }], "B");
    return row;
  }
  const listeners: ((p: CashbackPaid) => Promise<unknown> | unknown)[] = [];

  async function payOne(p: PromotionRow, periodStart: Date, c: Candidate): Promise<bigint> {
    const netLoss = BigInt(c.net_loss);
    const cap = p.money[c.currency]?.maxBonus;
    const percent = boostedPercent(p.cashback_percent!, c.boost);
    const amount = cashbackAmount(netLoss, percent, cap === undefined ? null : BigInt(cap));
    if (amount <= 0n) return 0n;
    if (p.cashback_paid_as === "bonus") {
      const g = await payAsBonus(p, periodStart, c, netLoss, amount);
      if (!g) return 0n;
      const required = g.wagering_required > 0n ? g.wagering_required : wageringOf(g);
      await tell({ p, periodStart, c, netLoss, amount, percent, grantId: g.id, wageringRequired: required });
      return amount;
    }
    const day = periodStart.toISOString().slice(0, 10);
    const t: TransferInput = {
      kind: "B",
      key: `cashback:${p.id}:${day}:${c.player_id}`,
      from: { house: BONUS_HOUSE },
      to: { player: c.player_id },
      amount,
      currency: c.currency,
      meta: { cashback: true, promotionId: p.id, period: p.cashback_period, periodStart: day, netLoss: c.net_loss },
    };
    const ids = await wallet.prepare(t); // outside the transaction (PGlite: one connection)
    const paid = await db.transaction(async (tx) => {
      const claimed = await tx.one(
        `INSERT INTO cashback_payouts (promotion_id, period_start, player_id, currency, net_loss, amount, transfer_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING player_id`,
        [p.id, periodStart, c.player_id, c.currency, netLoss, amount, t.key],
      );
      if (!claimed) return false;
      const moved = await wallet.moveIn(tx, t, ids);
      if (moved.status !== "DONE") throw new Error(`cashback transfer ${t.key} refused`);
      return true;
    });
    if (!paid) return 0n;
    await wallet.announce([t.to], "B");
    await tell({ p, periodStart, c, netLoss, amount, percent, grantId: null, wageringRequired: null });
    return amount;
  }

  async function tell(a: {
    p: PromotionRow;
    periodStart: Date;
    c: Candidate;
    netLoss: bigint;
    amount: bigint;
    percent: string;
    grantId: string | null;
    wageringRequired: bigint | null;
  }) {
    const event: CashbackPaid = {
      playerId: a.c.player_id,
      promotionId: a.p.id,
      periodStart: a.periodStart,
      currency: a.c.currency,
      netLoss: a.netLoss,
      amount: a.amount,
      language: a.c.language,
      paidAs: a.grantId ? "bonus" : "cash",
      grantId: a.grantId,
      wageringRequired: a.wageringRequired,
      percent: a.percent,
    };
    for (const l of listeners) {
      try {
        await l(event);
      } catch {
        // a listener (the player's message) never undoes a payout
      }
    }
  }

  /** Pays one closed period of a promotion; at most `limit` payouts, the period marked done once every candidate was read. */
  async function payPeriod(
    p: PromotionRow,
    period: { start: Date; end: Date },
    now: Date,
    limit: number,
    result: CashbackRunResult,
  ) {
    // only the part of the period the promotion ran in counts
    const from = p.starts_at && new Date(p.starts_at) > period.start ? new Date(p.starts_at) : period.start;
    const to = p.ends_at && new Date(p.ends_at) < period.end ? new Date(p.ends_at) : period.end;
    const currencies = Object.keys(p.money);
    if (from >= to || currencies.length === 0) return;
    result.promotions++;
    const candidates = await db.query<Candidate>(CANDIDATES, [
      from,
      to,
      currencies,
      now,
      p.regions && p.regions.length > 0 ? p.regions : null,
      p.id,
      period.start,
      JSON.stringify(p.money),
      limit,
    ]);
    let paid = 0;
    for (const c of candidates) {
      const amount = await payOne(p, period.start, c);
      if (amount === 0n) continue;
      paid++;
      result.amount[c.currency] = String(BigInt(result.amount[c.currency] ?? "0") + amount);
    }
    result.paid += paid;
    // every candidate read: the period is done, later runs skip it
    if (candidates.length < limit) {
      await db.query(
        `INSERT INTO cashback_periods (promotion_id, period_start, payouts, finished_at)
         SELECT $1, $2, count(*), $3 FROM cashback_payouts WHERE promotion_id = $1 AND period_start = $2
         ON CONFLICT DO NOTHING`,
        [p.id, period.start, now],
      );
    }
  }

  return {
    /** Called after each payout committed (services.ts: the player's message). */
    onPaid(listener: (p: CashbackPaid) => Promise<unknown> | unknown) {
      listeners.push(listener);
    },

    /**
     * Pays the closed periods of every enabled cashback promotion not done yet (duePeriods: the last one, and
     * older ones a run missed); at most `limit` payouts per promotion, period and run.
     */
    async run(limit = 500): Promise<CashbackRunResult> {
      const now = clock.now();
      const promotions = await db.query<PromotionRow>(
        `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE kind = 'cashback' AND enabled ORDER BY created_at`,
      );
      const result: CashbackRunResult = { promotions: 0, paid: 0, amount: {} };
      for (const p of promotions) {
        // Since its last change (a promotion disabled for a while, or edited, pays nothing back for that time).
        const due = duePeriods(p.cashback_period!, now, new Date(p.updated_at));
        // the periods already done, in one read (not one per period)
        const done = new Set(
          (
            await db.query<{ start: Date }>(
              "SELECT period_start AS start FROM cashback_periods WHERE promotion_id = $1 AND period_start >= $2",
              [p.id, due[0]!.start],
            )
          ).map((r) => new Date(r.start).getTime()),
        );
        for (const period of due) {
          if (!done.has(period.start.getTime())) await payPeriod(p, period, now, limit, result);
        }
      }
      return result;
    },
  };
}

export type CashbackFlows = ReturnType<typeof cashbackFlows>;
