import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { promotionError } from "./errors.js";
import type { GrantFlows } from "./grants.js";
import { rulesOf } from "./present.js";
import type { GrantRow, GrantSource, PromotionRow, PromotionsRepository } from "./repository.js";
import { cappedMultiplier } from "./wagering.js";

type Player = { id: string; currency: string; country: string; promo_code: string | null };

/**
 * How a promotion comes to a player: opted into, offered after a deposit,
 * redeemed by a code (at registration or applied later), granted by an operator.
 * An offer is a grant in PENDING (waits for the player's accept) or ACCEPTED
 * (a deposit match waiting for its deposit), with a claim window.
 */
export function offerFlows(deps: { db: Db; clock: Clock; repo: PromotionsRepository; flows: GrantFlows }) {
  const { db, clock, repo, flows } = deps;

  function eligible(p: PromotionRow, who: { currency: string; country: string | null }, now: Date) {
    if (!p.enabled) return false;
    // a cashback is never offered: the cashback job pays it after each period (cashback.ts)
    if (p.kind === "cashback") return false;
    if (p.starts_at && p.starts_at > now) return false;
    if (p.ends_at && p.ends_at <= now) return false;
    if (!p.money[who.currency]) return false;
    if (p.regions && p.regions.length > 0 && (!who.country || !p.regions.includes(who.country))) return false;
    return true;
  }

  async function offer(
    who: Player,
    p: PromotionRow,
    a: {
      source: GrantSource;
      promoCode: string | null;
      deposit?: { ref: string; amount: bigint };
      operatorId?: string | null;
      note?: string | null;
      tx?: Db;
    },
  ): Promise<GrantRow> {
    const now = clock.now();
    if (!eligible(p, who, now)) throw promotionError("PROMOTION_NOT_AVAILABLE");
    const multiplier = cappedMultiplier(Number(p.wagering_multiplier), who.country);
    // a deposit match chosen before its deposit waits for it (ACCEPTED); anything else is offered (PENDING)
    const status = p.kind === "deposit_match" && !a.deposit ? "ACCEPTED" : "PENDING";
    const write = async (tx: Db) => {
      // No offer to a player in a cool-down or self-exclusion (or locked), checked in the offer's own transaction.
      if (!(await repo.mayBeOffered(tx, who.id, now))) throw promotionError("PLAYER_RESTRICTED");
      return repo.insertGrant(tx, {
        playerId: who.id,
        promotionId: p.id,
        currency: who.currency,
        status,
        source: a.source,
        promoCode: a.promoCode,
        depositRef: a.deposit?.ref ?? null,
        depositAmount: a.deposit?.amount ?? null,
        rules: rulesOf(p, who.currency, multiplier),
        claimUntil: new Date(now.getTime() + p.claim_hours * 3_600_000),
        operatorId: a.operatorId ?? null,
        note: a.note ?? null,
        now,
        freeSpins: p.kind === "free_spins" ? (p.free_spins ?? 0) : 0,
      });
    };
    const g = await (a.tx ? write(a.tx) : db.transaction(write));
    if (!g) throw promotionError("PROMOTION_ALREADY_TAKEN");
    return g;
  }

  const flowsApi = {
    eligible,
    offer,

    /** Shared codes (no use limit) shown with their promotion: the code people pass around. */
    async sharedCodes(promotionIds: string[]) {
      const map = new Map<string, string>();
      for (const id of promotionIds) {
        const shared = (await repo.codesOf(id)).find((c) => c.active && c.max_uses === null);
        if (shared) map.set(id, shared.code);
      }
      return map;
    },

    /** A promotion taken by code cannot be accepted without one. */
    async needsCode(promotionId: string) {
      return (await repo.codesOf(promotionId)).some((c) => c.active);
    },

    /** A code (applied or given at registration): counted once per use, in the same transaction as the offer. */
    async redeemCode(who: Player, code: string, source: "promo_code" | "registration"): Promise<GrantRow> {
      const c = await repo.codeForUse(code);
      if (!c?.promotion_id) throw promotionError("PROMO_CODE");
      const p = await repo.promotion(c.promotion_id);
      if (!p) throw promotionError("PROMO_CODE");
      return db.transaction(async (tx) => {
        if (!(await repo.useCode(tx, c.code))) throw promotionError("PROMO_CODE");
        return offer(who, p, { source, promoCode: c.code, tx });
      });
    },

    /** The promo code given at registration becomes an offer the first time we see the player (once). */
    async registrationOffer(who: Player) {
      if (!who.promo_code) return;
      const c = await repo.codeForUse(who.promo_code);
      if (!c?.promotion_id) return;
      const taken = await repo.grantsOf(who.id, null);
      if (taken.some((g) => g.source === "registration" || g.promotion_id === c.promotion_id)) return;
      await flowsApi.redeemCode(who, who.promo_code, "registration").catch(() => undefined);
    },

    /**
     * A completed deposit. A deposit match the player opted into is bound to
     * it and returned (to be activated); otherwise every deposit promotion
     * for this deposit number is offered (Choose your bonus), once per deposit.
     */
    async onDeposit(d: { playerId: string; paymentId: string; amount: bigint; currency: string }): Promise<GrantRow | undefined> {
      const who = await repo.playerOf(d.playerId);
      if (!who || who.currency !== d.currency) return undefined;
      await flowsApi.registrationOffer(who);
      const now = clock.now();
      const n = await repo.completedDeposits(db, who.id);
      const fits = (p: PromotionRow | undefined) => {
        if (!p || p.kind !== "deposit_match") return false;
        if (p.deposit_number !== null && p.deposit_number !== n) return false;
        const min = p.money[d.currency]?.minDeposit;
        return min === undefined || d.amount >= BigInt(min);
      };
      for (const g of await repo.grantsOf(who.id, ["ACCEPTED"])) {
        if (g.rules.kind !== "deposit_match" || g.deposit_ref) continue;
        if (!fits(await repo.promotion(g.promotion_id))) continue;
        const bound = await db.one<{ id: string }>(
          `UPDATE bonus_grants SET deposit_ref = $2, deposit_amount = $3, updated_at = $4
            WHERE id = $1 AND status = 'ACCEPTED' AND deposit_ref IS NULL RETURNING id`,
          [g.id, d.paymentId, d.amount, now],
        );
        if (bound) return repo.grantById(g.id);
      }
      const live = await repo.livePromotions(now);
      for (const p of live) {
        if (p.trigger !== "deposit" || !fits(p) || !eligible(p, who, now)) continue;
        await offer(who, p, { source: "deposit", promoCode: null, deposit: { ref: d.paymentId, amount: d.amount } }).catch(
          (err) => {
            // taken already, or the player was excluded while the deposit settled: no offer
            const code = (err as { code?: string }).code;
            if (code !== "PROMOTION_ALREADY_TAKEN" && code !== "PLAYER_RESTRICTED") throw err;
          },
        );
      }
      return undefined;
    },

    /** The player chose one bonus of a deposit's offers: the others of that deposit are withdrawn (CANCELLED). */
    async dropSiblings(chosen: GrantRow) {
      const now = clock.now();
      await db.query(
        `UPDATE bonus_grants SET status = 'CANCELLED', reason = 'another-bonus-chosen', finished_at = $3, updated_at = $3
          WHERE player_id = $1 AND deposit_ref = $2 AND status = 'PENDING' AND id <> $4`,
        [chosen.player_id, chosen.deposit_ref, now, chosen.id],
      );
    },

    flows,
  };
  return flowsApi;
}
