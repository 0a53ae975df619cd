import type { LoyaltyLevelInput, LoyaltyLevelView, LoyaltyStatus } from "@casino/contracts/loyalty";
import { minorToNumber } from "@casino/money";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import type { AuditRecord } from "../operators/audit.js";
import type { GiftFlows } from "../promotions/gifts.js";
import { textIn } from "../promotions/present.js";
import type { GrantRow, PromotionRow, PromotionsRepository } from "../promotions/repository.js";
import { cappedMultiplier, wageringRequired } from "../promotions/wagering.js";
import { loyaltyError } from "./errors.js";
import type { LevelUp } from "./level-up-message.js";
import { type LevelRow, loyaltyRepository } from "./repository.js";
import { rollupWagers } from "./rollup.js";

export interface LoyaltyDeps {
  db: Db;
  clock: Clock;
  /** The level-up bonus is bonus money through the promotions' grants. */
  promotions: { repo: Pick<PromotionsRepository, "promotion" | "promotionsByIds">; gifts: GiftFlows };
}

/** The operator acting, as the frame's hook resolved them. */
export interface LoyaltyActor {
  operatorId: string;
  ip: string | null;
}

const nameIn = (names: Record<string, string>, locale: string) => names[locale] ?? names.en ?? Object.values(names)[0] ?? "";

/** The level-up bonus a promotion gives in a currency (0: none there). */
const levelUpAmount = (p: PromotionRow | undefined, currency: string) =>
  p && p.kind === "no_deposit" ? BigInt(p.money[currency]?.amount ?? 0) : 0n;

/**
 * The lucky club (issue 12 §1): levels by real money wagered, the operator's
 * ladder. A leased job rolls the ledger's cash bets up into each player's
 * total and moves levels; reaching a level grants its level-up bonus once (a
 * grant of bonus money, with the promotion's wagering) and the level's
 * cashback boost is added by the cashback job (promotions/cashback.ts).
 */
export function loyaltyService(deps: LoyaltyDeps) {
  const { db, clock, promotions } = deps;
  const repo = loyaltyRepository(db);
  let audit: (tx: Db, e: AuditRecord) => Promise<unknown> = async () => {
    throw new Error("loyalty: no audit trail wired (services.ts)");
  };
  const listeners: ((e: LevelUp) => Promise<unknown> | unknown)[] = [];

  function view(l: LevelRow, title: string | null): LoyaltyLevelView {
    return {
      level: l.level,
      names: l.names,
      thresholds: l.thresholds,
      cashbackBoost: Number(l.cashback_boost),
      promotionId: l.promotion_id,
      promotionTitle: title,
    };
  }

  /** Levels reached by a player: each crossed level's reward claimed once, its bonus written in the same transaction. */
  /** The level-up bonuses' promotions of a ladder, in one read. */
  const levelUpPromotions = (levels: { promotion_id: string | null }[]) =>
    promotions.repo.promotionsByIds(levels.flatMap((l) => (l.promotion_id ? [l.promotion_id] : [])));

  async function levelUp(d: { player_id: string; currency: string; country: string | null; reached: number }) {
    const now = clock.now();
    const ladder = await repo.levels();
    const { giftable, language } = await repo.playerFacts(d.player_id, now);
    const bonuses = new Map<number, PromotionRow>();
    for (const l of ladder) {
      if (!l.promotion_id) continue;
      const p = await promotions.repo.promotion(l.promotion_id);
      if (p?.enabled && levelUpAmount(p, d.currency) > 0n) bonuses.set(l.level, p);
    }
    const given = await db.transaction(async (tx) => {
      const cur = await repo.standingForUpdate(tx, d.player_id, d.currency);
      if (!cur || cur.level >= d.reached) return undefined;
      await repo.moveLevel(tx, d.player_id, d.currency, d.reached, now);
      const grants: GrantRow[] = [];
      for (const l of ladder) {
        if (l.level <= cur.level || l.level > d.reached) continue;
        const claimed = await repo.claimReward(tx, {
          playerId: d.player_id,
          level: l.level,
          currency: d.currency,
          promotionId: l.promotion_id,
          now,
        });
        const p = bonuses.get(l.level);
        if (!claimed || !p || !giftable) continue;
        const g = await promotions.gifts.give(tx, { playerId: d.player_id, currency: d.currency, country: d.country }, p, {
          source: "loyalty",
          amount: levelUpAmount(p, d.currency),
          note: `lucky club level ${l.level}`,
        });
        if (!g) continue;
        await repo.rewardGranted(tx, d.player_id, l.level, g.id);
        grants.push(g);
      }
      return grants;
    });
    if (!given) return 0;
    // the first becomes the active bonus if none is in play; the others wait in the player's offers
    for (const g of given) await promotions.gifts.activateIfFree(g);
    const top = ladder.find((l) => l.level === d.reached);
    if (top) {
      const mine = given.find((g) => g.note === `lucky club level ${top.level}`);
      const event: LevelUp = {
        playerId: d.player_id,
        language,
        currency: d.currency,
        level: top.level,
        names: top.names,
        cashbackBoost: Number(top.cashback_boost),
        bonus: mine ? { amount: mine.amount, wagering: wageringRequired(mine.rules.multiplier, mine.amount) } : null,
      };
      for (const l of listeners) {
        try {
          await l(event);
        } catch {
          // a listener (the player's message) never undoes a level
        }
      }
    }
    return 1;
  }

  /** Checks a ladder: names, thresholds rising level by level in each currency, level-up bonuses that can be granted. */
  async function checked(levels: LoyaltyLevelInput[]) {
    const last: Record<string, number> = {};
    for (const [i, l] of levels.entries()) {
      if (Object.keys(l.thresholds).length === 0)
        throw loyaltyError("INVALID_LADDER", `Level ${i + 1} needs its threshold in at least one currency.`);
      for (const [c, t] of Object.entries(l.thresholds)) {
        if (last[c] !== undefined && t <= last[c]!)
          throw loyaltyError("INVALID_LADDER", `Level ${i + 1} must need more than level ${i} in ${c}.`, {
            field: `levels.${i}.thresholds.${c}`,
          });
        last[c] = t;
      }
      if (l.promotionId) {
        const p = await promotions.repo.promotion(l.promotionId);
        const everywhere = Object.keys(l.thresholds).every((c) => levelUpAmount(p, c) > 0n);
        if (!p || !everywhere) throw loyaltyError("LEVEL_BONUS_NOT_GRANTABLE", undefined, { field: `levels.${i}.promotionId` });
      }
    }
  }

  const service = {
    repo,

    /** Called after a player moved up (services.ts: the player's message). */
    onLevelUp(listener: (e: LevelUp) => Promise<unknown> | unknown) {
      listeners.push(listener);
    },

    /** Operator edits write their audit rows through this (the frame's audit trail). */
    useAudit(record: (tx: Db, e: AuditRecord) => Promise<unknown>) {
      audit = record;
    },

    /** The ladder for the back office, lowest level first. */
    async ladder(): Promise<LoyaltyLevelView[]> {
      const levels = await repo.levels();
      const bonuses = await levelUpPromotions(levels);
      return levels.map((l) => {
        const p = l.promotion_id ? bonuses.get(l.promotion_id) : undefined;
        return view(l, p ? textIn(p.texts, "en").title : null);
      });
    },

    /** Replaces the ladder (audited, with the reason, in the same transaction). Players keep the levels they reached. */
    async setLadder(actor: LoyaltyActor, levels: LoyaltyLevelInput[], reason: string): Promise<LoyaltyLevelView[]> {
      await checked(levels);
      await db.transaction(async (tx) => {
        const before = await repo.levelsForUpdate(tx);
        const after = await repo.replaceLevels(
          tx,
          levels.map((l) => ({
            names: l.names,
            thresholds: l.thresholds,
            boost: l.cashbackBoost.toFixed(2),
            promotionId: l.promotionId,
          })),
          clock.now(),
        );
        await audit(tx, {
          operatorId: actor.operatorId,
          ip: actor.ip,
          action: "loyalty.ladder_changed",
          objectType: "loyalty",
          objectId: "ladder",
          before,
          after,
          reason,
        });
      });
      return service.ladder();
    },

    /** `GET /loyalty/v1/status`: the player's level, progress to the next and what each level brings. */
    async status(player: { playerId: string; currency: string }, locale: string): Promise<LoyaltyStatus> {
      const { playerId, currency } = player;
      const [standing, ladder, country] = await Promise.all([
        repo.standing(playerId, currency),
        repo.levels(),
        repo.country(playerId),
      ]);
      const bonuses = await levelUpPromotions(ladder);
      const wagered = standing?.wagered ?? 0n;
      const levels = [];
      for (const l of ladder) {
        const t = l.thresholds[currency];
        if (t === undefined) continue; // a level this currency cannot reach
        const p = l.promotion_id ? bonuses.get(l.promotion_id) : undefined;
        const amount = levelUpAmount(p, currency);
        levels.push({
          level: l.level,
          name: nameIn(l.names, locale),
          threshold: t,
          cashbackBoost: Number(l.cashback_boost),
          levelUpBonus:
            p && amount > 0n
              ? {
                  title: textIn(p.texts, locale).title,
                  amount: minorToNumber(amount),
                  // as the grant will ask it of this player: capped for their region
                  wageringMultiplier: cappedMultiplier(Number(p.wagering_multiplier), country),
                }
              : null,
        });
      }
      const level = standing?.level ?? 0;
      const current = levels.filter((l) => l.level <= level).at(-1);
      const next = levels.find((l) => l.level > level);
      const from = current?.threshold ?? 0;
      const done = minorToNumber(wagered);
      return {
        currency,
        wagered: done,
        level,
        levelName: current?.name ?? null,
        next: next
          ? {
              level: next.level,
              name: next.name,
              threshold: next.threshold,
              left: Math.max(0, next.threshold - done),
              percent: Math.max(0, Math.min(100, Math.floor(((done - from) * 100) / (next.threshold - from)))),
            }
          : null,
        levels,
      };
    },

    /**
     * The job (jobs.ts): the ledger's new cash bets rolled up, then at most
     * `limit` players moved to the level they reached. Safe to run again or
     * in two processes at once: the rollup's watermark, the conditional level
     * move and the reward row's key each act once.
     */
    async run(limit = 500) {
      const rolled = await rollupWagers(db, { now: clock.now() });
      let levelUps = 0;
      for (const d of await repo.due(limit)) levelUps += await levelUp(d);
      return { rows: rolled.rows, caughtUp: rolled.caughtUp, levelUps };
    },
  };
  return service;
}

export type LoyaltyService = ReturnType<typeof loyaltyService>;
