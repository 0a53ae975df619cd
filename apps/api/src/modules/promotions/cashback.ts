import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import type { TransferInput } from "../wallet/service.js";
import { BONUS_HOUSE, type BonusLedger } from "./grants.js";
import type { PromotionRow } from "./repository.js";

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

/** `percent` (to the hundredth) of the net loss, rounded down to the minor unit, at most `cap` (null: no cap). */
export function cashbackAmount(netLoss: bigint, percent: string, cap: bigint | null): bigint {
  if (netLoss <= 0n) return 0n;
  const [whole, frac = ""] = percent.split(".");
  const basisPoints = BigInt(whole!) * 100n + BigInt(`${frac}00`.slice(0, 2));
  const amount = (netLoss * basisPoints) / 10_000n;
  return cap !== null && amount > cap ? cap : amount;
}

export interface CashbackDeps {
  db: Db;
  clock: Clock;
  wallet: BonusLedger;
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
}

interface Candidate {
  player_id: string;
  currency: string;
  net_loss: string;
  language: string;
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
SELECT m.player_id, m.currency, sum(m.loss)::text AS net_loss, min(p.language) AS language
  FROM moves m JOIN players p ON p.id = m.player_id
 WHERE p.status = 'ACTIVE'
   AND NOT (p.self_exclusion_type IS NOT NULL AND (p.self_exclusion_expires IS NULL OR p.self_exclusion_expires > $4))
   AND ($5::text[] IS NULL OR p.country = ANY($5::text[]))
   AND NOT EXISTS (SELECT 1 FROM cashback_payouts c
                    WHERE c.promotion_id = $6 AND c.period_start = $7 AND c.player_id = m.player_id)
 GROUP BY m.player_id, m.currency
HAVING sum(m.loss) >= GREATEST(1, COALESCE((($8::jsonb) -> m.currency ->> 'minLoss')::bigint, 0))
 ORDER BY m.player_id
 LIMIT $9`;

/**
 * Cashback (issue 12 §2): after each period closes, every eligible player's
 * net loss of real money over it, times the promotion's percent, capped per
 * currency, paid once as cash from the house account `bonus-cost` (kind B,
 * key `cashback:<promotionId>:<periodStart>:<playerId>`). The payout row and
 * the transfer commit together; the row's primary key makes a second run, or
 * two at once, pay nothing more.
 */
export function cashbackFlows(deps: CashbackDeps) {
  const { db, clock, wallet } = deps;
  const listeners: ((p: CashbackPaid) => Promise<unknown> | unknown)[] = [];

  async function payOne(p: PromotionRow, periodStart: Date, c: Candidate): Promise<bigint> {
    const netLoss = BigInt(c.net_loss);
    const cap = p.money[c.currency]?.maxBonus;
    const amount = cashbackAmount(netLoss, p.cashback_percent!, cap === undefined ? null : BigInt(cap));
    if (amount <= 0n) return 0n;
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
    const event = {
      playerId: c.player_id,
      promotionId: p.id,
      periodStart,
      currency: c.currency,
      netLoss,
      amount,
      language: c.language,
    };
    for (const l of listeners) {
      try {
        await l(event);
      } catch {
        // a listener (the player's message) never undoes a payout
      }
    }
    return amount;
  }

  return {
    /** Called after each payout committed (services.ts: the player's message). */
    onPaid(listener: (p: CashbackPaid) => Promise<unknown> | unknown) {
      listeners.push(listener);
    },

    /** Pays the last closed period of every enabled cashback promotion; at most `limit` payouts per promotion and run. */
    async run(limit = 500): Promise<CashbackRunResult> {
      const now = clock.now();
      const promotions = await db.query<PromotionRow>(
        `SELECT id, money, regions, starts_at, ends_at, cashback_percent::text AS cashback_percent, cashback_period
           FROM promotions WHERE kind = 'cashback' AND enabled ORDER BY created_at`,
      );
      const result: CashbackRunResult = { promotions: 0, paid: 0, amount: {} };
      for (const p of promotions) {
        const period = lastClosedPeriod(p.cashback_period!, now);
        // only the part of the period the promotion ran in counts
        const from = p.starts_at && new Date(p.starts_at) > period.start ? new Date(p.starts_at) : period.start;
        const to = p.ends_at && new Date(p.ends_at) < period.end ? new Date(p.ends_at) : period.end;
        const currencies = Object.keys(p.money);
        if (from >= to || currencies.length === 0) continue;
        const done = await db.one("SELECT 1 AS done FROM cashback_periods WHERE promotion_id = $1 AND period_start = $2", [
          p.id,
          period.start,
        ]);
        if (done) continue;
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
      return result;
    },
  };
}

export type CashbackFlows = ReturnType<typeof cashbackFlows>;
