import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import type { GrantFlows } from "./grants.js";
import { rulesOf } from "./present.js";
import type { GrantRow, PromotionRow, PromotionsRepository } from "./repository.js";
import { cappedMultiplier, conversionCap, wageringRequired } from "./wagering.js";

/**
 * Bonus money the house gives of its own accord, its amount known at once: a
 * cashback paid as bonus, a lucky-club level-up bonus. The grant is written
 * as an offer (PENDING, with the promotion's rules copied in) inside the
 * caller's transaction, whose own row says "once"; after the commit it is
 * funded and made the active bonus when no other bonus is in play, else it
 * waits in the player's offers until accepted or its claim window lapses.
 */
export function giftFlows(deps: { db: Db; clock: Clock; repo: PromotionsRepository; flows: GrantFlows }) {
  const { db, clock, repo, flows } = deps;

  return {
    /** Writes the offer in `tx` (undefined: nothing to give). */
    async give(
      tx: Db,
      who: { playerId: string; currency: string; country: string | null },
      p: PromotionRow,
      a: { source: "cashback" | "loyalty"; amount: bigint; note?: string | null },
    ): Promise<GrantRow | undefined> {
      if (a.amount <= 0n) return undefined;
      const now = clock.now();
      const multiplier = cappedMultiplier(Number(p.wagering_multiplier), who.country);
      return repo.insertGrant(tx, {
        playerId: who.playerId,
        promotionId: p.id,
        currency: who.currency,
        status: "PENDING",
        source: a.source,
        promoCode: null,
        depositRef: null,
        depositAmount: null,
        rules: rulesOf(p, who.currency, multiplier),
        claimUntil: new Date(now.getTime() + p.claim_hours * 3_600_000),
        operatorId: null,
        note: a.note ?? null,
        now,
        amount: a.amount,
      });
    },

    /** Funds the offer and makes it the active bonus, unless another bonus is in play (then it stays an offer). */
    async activateIfFree(g: GrantRow): Promise<GrantRow> {
      if (await repo.inPlay(g.player_id)) return g;
      try {
        const row = await flows.activate(g, ["PENDING"], {
          amount: g.amount,
          wageringRequired: wageringRequired(g.rules.multiplier, g.amount),
          maxConversion: conversionCap(g.rules.maxConversionMultiple, g.amount),
        });
        return row ?? (await repo.grantById(g.id, db)) ?? g;
      } catch (err) {
        // another bonus became active meanwhile: this one waits as an offer
        if ((err as { code?: string }).code === "BONUS_ALREADY_ACTIVE") return g;
        throw err;
      }
    },
  };
}

export type GiftFlows = ReturnType<typeof giftFlows>;
