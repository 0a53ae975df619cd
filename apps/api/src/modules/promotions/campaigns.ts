import type { PromotionInput } from "@casino/contracts/promotions";
import { z } from "zod";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { AuditRecord } from "../operators/audit.js";
import { promotionError } from "./errors.js";
import type { GrantFlows } from "./grants.js";
import type { offerFlows } from "./offers.js";
import type { PromotionRow, PromotionsRepository } from "./repository.js";

/** The operator acting, as the frame's hook resolved them. */
export interface PromotionActor {
  operatorId: string;
  ip: string | null;
}

export type PromotionPatch = {
  enabled?: boolean;
  weight?: number;
  texts?: PromotionRow["texts"];
  bigImagePath?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  wageringMultiplier?: number;
  maxConversion?: number | null;
  reason?: string;
};

const toRow = (p: PromotionInput): Omit<PromotionRow, "id" | "created_at" | "updated_at"> => ({
  kind: p.kind,
  trigger: p.trigger,
  texts: p.texts as PromotionRow["texts"],
  big_image_path: p.bigImagePath,
  weight: p.weight,
  enabled: p.enabled,
  starts_at: p.startsAt ? new Date(p.startsAt) : null,
  ends_at: p.endsAt ? new Date(p.endsAt) : null,
  deposit_number: p.depositNumber,
  match_percent: p.matchPercent,
  money: p.money,
  wagering_multiplier: String(p.wageringMultiplier),
  wagering_base: p.wageringBase,
  max_conversion: p.maxConversion === null ? null : String(p.maxConversion),
  claim_hours: p.claimHours,
  wagering_hours: p.wageringHours,
  allow_deposits: p.allowDeposits,
  allow_withdrawals: p.allowWithdrawals,
  games: p.games,
  regions: p.regions,
  contribution: p.contribution,
  cashback_percent: p.kind === "cashback" && p.cashbackPercent !== null ? p.cashbackPercent.toFixed(2) : null,
  cashback_period: p.kind === "cashback" ? p.cashbackPeriod : null,
  cashback_paid_as: p.kind === "cashback" ? p.cashbackPaidAs : "cash",
  free_spins: p.kind === "free_spins" ? p.freeSpins : null,
  free_spin_games: p.kind === "free_spins" ? p.freeSpinGames : null,
});

const invalid = (message: string) => new AppError(400, "INVALID_PROMOTION", message);

/** Free spins: a count, our studio's slots only, and a bet value in every currency offered. */
async function checkFreeSpins(repo: PromotionsRepository, p: PromotionInput) {
  if (p.freeSpins === null) throw invalid("Free spins need their number of spins.");
  if (!p.freeSpinGames || p.freeSpinGames.length === 0) throw invalid("Free spins need at least one of our studio's slots.");
  const ours = new Set(await repo.studioSlots(p.freeSpinGames));
  const notOurs = p.freeSpinGames.filter((g) => !ours.has(g));
  if (notOurs.length > 0) throw invalid(`Free spins are played on our studio's slots only: ${notOurs.join(", ")} is not one.`);
  const noBet = Object.entries(p.money).filter(([, m]) => m.spinBet === undefined);
  if (noBet.length > 0) throw invalid(`Give the bet value of a spin in ${noBet.map(([c]) => c).join(", ")}.`);
}

/**
 * The back office's side of promotions (issue 12 §5): the editor, promo
 * codes, a player's bonuses with manual grant and revoke. Every change writes
 * its audit row in the change's own transaction.
 */
export function campaignFlows(deps: {
  db: Db;
  clock: Clock;
  repo: PromotionsRepository;
  flows: GrantFlows;
  offers: ReturnType<typeof offerFlows>;
  audit: (tx: Db, e: AuditRecord) => Promise<unknown>;
}) {
  const { db, clock, repo } = deps;
  const audited = (actor: PromotionActor, e: Omit<AuditRecord, "operatorId" | "ip">) => (tx: Db) =>
    deps.audit(tx, { ...e, operatorId: actor.operatorId, ip: actor.ip });

  return {
    /** Every promotion with its codes (weight first), or a page of them, newest first. */
    async list(page?: { limit: number; offset: number }) {
      const rows = page ? await repo.promotionPage(page.limit, page.offset) : await repo.promotions();
      const out = [];
      for (const p of rows) out.push({ ...p, codes: await repo.codesOf(p.id) });
      return out;
    },

    async create(actor: PromotionActor, input: PromotionInput) {
      if (input.kind === "deposit_match" && input.matchPercent === null) throw invalid("A deposit match needs its percent.");
      if (input.kind === "cashback" && (input.cashbackPercent === null || input.cashbackPeriod === null))
        throw invalid("A cashback needs its percent and period.");
      if (input.kind === "free_spins") await checkFreeSpins(repo, input);
      if (Object.keys(input.money).length === 0) throw invalid("Give the amounts of at least one currency.");
      return db.transaction(async (tx) => {
        const row = await repo.insertPromotion(toRow(input), tx);
        await audited(actor, {
          action: "promotion.created",
          objectType: "promotion",
          objectId: row.id,
          before: null,
          after: row,
        })(tx);
        return row;
      });
    },

    async update(actor: PromotionActor, id: string, patch: PromotionPatch) {
      if (!z.uuid().safeParse(id).success) throw promotionError("PROMOTION_NOT_FOUND");
      return db.transaction(async (tx) => {
        const before = await repo.promotionForUpdate(tx, id);
        if (!before) throw promotionError("PROMOTION_NOT_FOUND");
        const set: Parameters<PromotionsRepository["updatePromotion"]>[2] = {};
        if (patch.enabled !== undefined) set.enabled = patch.enabled;
        if (patch.weight !== undefined) set.weight = patch.weight;
        if (patch.texts !== undefined) set.texts = patch.texts;
        if (patch.bigImagePath !== undefined) set.big_image_path = patch.bigImagePath;
        if (patch.startsAt !== undefined) set.starts_at = patch.startsAt ? new Date(patch.startsAt) : null;
        if (patch.endsAt !== undefined) set.ends_at = patch.endsAt ? new Date(patch.endsAt) : null;
        if (patch.wageringMultiplier !== undefined) set.wagering_multiplier = String(patch.wageringMultiplier);
        if (patch.maxConversion !== undefined)
          set.max_conversion = patch.maxConversion === null ? null : String(patch.maxConversion);
        const after = (await repo.updatePromotion(tx, id, set, clock.now()))!;
        await audited(actor, {
          action: "promotion.updated",
          objectType: "promotion",
          objectId: id,
          before,
          after,
          reason: patch.reason ?? null,
        })(tx);
        return after;
      });
    },

    async addCode(actor: PromotionActor, promotionId: string, c: { code: string; maxUses: number | null }) {
      if (!(await repo.promotion(promotionId))) throw promotionError("PROMOTION_NOT_FOUND");
      return db.transaction(async (tx) => {
        const row = await repo.insertCode(tx, { code: c.code, promotionId, maxUses: c.maxUses });
        if (!row) throw new AppError(409, "PROMO_CODE_TAKEN", "This promo code exists already.");
        await audited(actor, { action: "promotion.code_added", objectType: "promotion", objectId: promotionId, after: c })(tx);
        return { code: c.code, maxUses: c.maxUses, uses: 0, active: true };
      });
    },

    playerGrants: (playerId: string) => repo.grantsOf(playerId, null),

    /** An operator offers a promotion to a player (PENDING: the player accepts it), with a note. */
    async grant(actor: PromotionActor, playerId: string, promotionId: string, note: string) {
      const who = await repo.playerOf(playerId);
      const p = await repo.promotion(promotionId);
      if (!who) throw new AppError(404, "PLAYER_NOT_FOUND", "This player does not exist.");
      if (!p) throw promotionError("PROMOTION_NOT_FOUND");
      return db.transaction(async (tx) => {
        const g = await deps.offers.offer(who, p, { source: "manual", promoCode: null, operatorId: actor.operatorId, note, tx });
        await audited(actor, { action: "bonus.granted", objectType: "bonus", objectId: g.id, after: g, reason: note })(tx);
        return g;
      });
    },

    /** An operator revokes a bonus with a note the player sees: its money goes back to the house. */
    async revoke(actor: PromotionActor, grantId: string, note: string) {
      if (!z.uuid().safeParse(grantId).success) throw promotionError("NO_ACTIVE_BONUS");
      const row = await deps.flows.revoke(grantId, "operator", {
        note,
        operatorId: actor.operatorId,
        also: (tx, before, after) =>
          audited(actor, { action: "bonus.revoked", objectType: "bonus", objectId: grantId, before, after, reason: note })(
            tx,
          ).then(() => undefined),
      });
      if (!row) throw new AppError(409, "BONUS_ALREADY_ENDED", "This bonus has already ended.");
      return row;
    },
  };
}
