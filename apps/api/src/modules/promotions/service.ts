import type { PaymentCode } from "@casino/contracts/payments";
import type { Available, Bonus, BonusCost, BonusHistory } from "@casino/contracts/promotions";
import { minorToNumber } from "@casino/money";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import type { CaptchaService } from "../captcha/service.js";
import type { AuditRecord } from "../operators/audit.js";
import type { BonusBalances } from "../wallet/service.js";
import { campaignFlows } from "./campaigns.js";
import { cashbackFlows } from "./cashback.js";
import { seedPromotionsDemo } from "./demo.js";
import { promotionError } from "./errors.js";
import { type FreeSpinsStudio, freeSpinFlows } from "./free-spins.js";
import { giftFlows } from "./gifts.js";
import { type BonusLedger, bonusAccount, grantFlows, isCompleted } from "./grants.js";
import { offerFlows } from "./offers.js";
import { presentBonus, presentPromotion, rulesOf, textIn } from "./present.js";
import { type GrantRow, type PromotionRow, promotionsRepository } from "./repository.js";
import {
  type CostGame,
  cappedMultiplier,
  categoryOfFamily,
  contributionPercent,
  conversionCap,
  expectedCostToClear,
  expectedValue,
  matchAmount,
  wageringRequired,
} from "./wagering.js";

export interface PromotionsDeps {
  db: Db;
  clock: Clock;
  wallet: BonusLedger;
  captcha: Pick<CaptchaService, "verify">;
  /** Our studio's operator API, where free spins are awarded (undefined: none configured). */
  studio?: () => FreeSpinsStudio | undefined;
}

const IN_PLAY = ["ACTIVE", "CLAIM_PENDING", "CANCEL_PENDING"] as const;

/** Promotions and bonus balances: the player's calls of the accounts spec §7 and the rules behind them. */
export function promotionsService(deps: PromotionsDeps) {
  const { db, clock, wallet } = deps;
  const repo = promotionsRepository(db);
  const freeSpins = freeSpinFlows({ db, clock, wallet, repo, studio: deps.studio ?? (() => undefined) });
  const flows = grantFlows({ db, clock, wallet, repo, ended: freeSpins.withdraw });
  const offers = offerFlows({ db, clock, repo, flows });
  const gifts = giftFlows({ db, clock, repo, flows });
  let audit: (tx: Db, e: AuditRecord) => Promise<unknown> = async () => {
    throw new Error("promotions: no audit trail wired (services.ts)");
  };
  const campaigns = campaignFlows({ db, clock, repo, flows, offers, audit: (tx, e) => audit(tx, e) });

  const bonusBalance = (g: GrantRow) => wallet.accountBalance(bonusAccount(g), g.currency);

  /** The cheapest way to clear `left` on the games the rules allow, from the studio's RTP in the catalogue. */
  async function costOf(
    rules: Pick<GrantRow["rules"], "games" | "contribution">,
    left: bigint,
    reachable: bigint,
    cap: bigint | null,
  ) {
    const games = await repo.gamesForCost(rules.games);
    const costGames: CostGame[] = games.map((g) => ({
      id: g.id,
      name: g.name,
      rtp: Number(g.rtp),
      contribution: contributionPercent(rules.contribution, { id: g.id, category: categoryOfFamily(g.family) }),
    }));
    const best = left > 0n ? expectedCostToClear(left, costGames) : { cost: 0n, game: null };
    const cost: BonusCost = {
      wageringLeft: minorToNumber(left),
      expectedCost: best ? minorToNumber(best.cost) : null,
      expectedValue: best ? minorToNumber(expectedValue(reachable, cap, best.cost)) : null,
      cheapestGame: best?.game
        ? { id: best.game.id, name: best.game.name ?? best.game.id, rtp: best.game.rtp, contribution: best.game.contribution }
        : null,
    };
    return cost;
  }

  /** The figures of a promotion taken at its fullest (the most bonus it gives), for the player to weigh it. */
  function fullFigures(p: PromotionRow, currency: string, multiplier: number, known?: bigint) {
    const m = p.money[currency] ?? {};
    // a gift waiting as an offer (a cashback paid as bonus, a level-up bonus) has its amount already
    const bonus = known !== undefined && known > 0n ? known : BigInt((p.kind === "no_deposit" ? m.amount : m.maxBonus) ?? 0);
    const deposit = p.kind === "deposit_match" && p.match_percent ? (bonus * 100n) / BigInt(p.match_percent) : 0n;
    const base = p.wagering_base === "bonus_deposit" ? bonus + deposit : bonus;
    const cap = conversionCap(p.max_conversion === null ? null : Number(p.max_conversion), bonus);
    return { bonus, wagering: wageringRequired(multiplier, base), cap };
  }

  async function presentGrant(g: GrantRow, locale: string): Promise<Bonus> {
    const balance = (IN_PLAY as readonly string[]).includes(g.status) ? await bonusBalance(g) : 0n;
    const left = g.wagering_required > g.wagering_done ? g.wagering_required - g.wagering_done : 0n;
    const cost = g.status === "ACTIVE" ? await costOf(g.rules, left, balance, g.max_conversion) : null;
    return presentBonus(g, { locale, balance, cost });
  }

  async function activeOrThrow(playerId: string) {
    const g = await repo.inPlay(playerId);
    if (!g) throw promotionError("NO_ACTIVE_BONUS");
    return g;
  }

  /** Figures a grant gets when it becomes active: amount, wagering and cap under the rules it was granted with. */
  async function activationFigures(g: GrantRow, p: PromotionRow | undefined) {
    const m = p?.money[g.currency] ?? {};
    const amount =
      g.rules.kind === "deposit_match"
        ? matchAmount(g.deposit_amount ?? 0n, p?.match_percent ?? 0, m.maxBonus === undefined ? null : BigInt(m.maxBonus))
        : g.amount > 0n
          ? g.amount
          : BigInt(m.amount ?? 0);
    const base = g.rules.base === "bonus_deposit" ? amount + (g.deposit_amount ?? 0n) : amount;
    return {
      amount,
      wageringRequired: wageringRequired(g.rules.multiplier, base),
      maxConversion: conversionCap(g.rules.maxConversionMultiple, amount),
    };
  }

  async function activateGrant(g: GrantRow, from: "PENDING" | "ACCEPTED" = "PENDING") {
    if (await repo.inPlay(g.player_id)) throw promotionError("BONUS_ALREADY_ACTIVE");
    if (g.rules.kind === "free_spins") {
      // awarded at the studio: ACTIVE once it confirms, ACTIVATION_PENDING while it does not answer
      const awarded = await freeSpins.activate(g, [from]);
      if (!awarded) throw promotionError("PROMOTION_NOT_AVAILABLE");
      return awarded;
    }
    const p = await repo.promotion(g.promotion_id);
    const row = await flows.activate(g, [from], await activationFigures(g, p));
    if (!row) throw promotionError("PROMOTION_NOT_AVAILABLE");
    if (row.deposit_ref) await offers.dropSiblings(row);
    return row;
  }

  const service = {
    repo,
    flows,
    offers,
    /** Free spins at our studio: awards, their retry, and the spins' wins (the seamless wallet's hook). */
    freeSpins,

    /** The back office's editor, codes, manual grants and revokes (audited). */
    campaigns,
    /** Cashback on net losses, paid once per promotion, period and player (jobs.ts). */
    cashback: cashbackFlows({ db, clock, wallet, gifts }),
    /** Bonus money the house gives (a cashback paid as bonus, a lucky-club level-up bonus). */
    gifts,
    /** Operator actions write their audit rows through this (the frame's audit trail). */
    useAudit(record: (tx: Db, e: AuditRecord) => Promise<unknown>) {
      audit = record;
    },
    /** A grant as the player's calls show it (balance, progress, expected cost). */
    present: presentGrant,

    /** The player's bonuses' names by grant id: the promotion's English title as granted (the back office's balance cards). */
    async bonusNames(playerId: string): Promise<Map<string, string>> {
      const grants = await repo.grantsOf(playerId, null);
      return new Map(
        grants.map((g): [string, string] => [g.id, textIn(g.rules.texts, "en").title]).filter(([, title]) => title !== ""),
      );
    },

    /** Demo data of `npm start`. */
    seedDemo: () => seedPromotionsDemo(db, repo),

    /** `GET promotions/v2/available`: `available` (may be taken) and `pending` (offered to this player), weight first, coded first. */
    async available(
      player: { playerId: string; currency: string } | null,
      locale: string,
      q: { nthd?: number; ini?: boolean },
    ): Promise<Available> {
      const now = clock.now();
      const who = player ? await repo.playerOf(player.playerId) : undefined;
      if (who) await offers.registrationOffer(who);
      const currency = who?.currency ?? player?.currency ?? "EUR";
      const region = who?.country ?? null;
      const grants = who ? await repo.grantsOf(who.id, null) : [];
      const live = await repo.livePromotions(now);
      const codes = await offers.sharedCodes(live.map((p) => p.id));
      const view = async (p: PromotionRow, grant?: GrantRow) => {
        const multiplier = cappedMultiplier(Number(p.wagering_multiplier), region);
        const f = fullFigures(p, currency, multiplier, grant?.amount);
        const cost = f.bonus > 0n ? await costOf(p, f.wagering, f.bonus, f.cap) : null;
        return presentPromotion(p, { locale, currency, multiplier, code: codes.get(p.id) ?? null, cost, grant });
      };
      const pending = [];
      for (const g of grants.filter((x) => x.status === "PENDING" || x.status === "ACCEPTED")) {
        const p = (await repo.promotion(g.promotion_id))!;
        pending.push(await view(p, g));
      }
      const taken = new Set(grants.map((g) => g.promotion_id));
      const available = [];
      for (const p of live) {
        if (taken.has(p.id) || !offers.eligible(p, { currency, country: region }, now)) continue;
        if (p.trigger === "manual" || p.trigger === "registration") continue;
        if (q.ini && !(p.kind === "deposit_match" && p.deposit_number === 1)) continue;
        if (q.nthd !== undefined && p.kind === "deposit_match" && p.deposit_number !== null && p.deposit_number !== q.nthd)
          continue;
        available.push(await view(p));
      }
      const order = (a: { code: string | null; weight: number }, b: { code: string | null; weight: number }) =>
        Number(b.code !== null) - Number(a.code !== null) || b.weight - a.weight;
      return { available: available.sort(order), pending: pending.sort(order) };
    },

    /** `POST promotions/v2/{promoCode}/apply`: captcha, then the code's promotion is offered (PENDING) or opted into (ACCEPTED). */
    async apply(playerId: string, code: string, recaptchaKey: string | undefined, locale: string): Promise<Bonus> {
      await deps.captcha.verify(recaptchaKey);
      const who = await repo.playerOf(playerId);
      if (!who) throw promotionError("PROMOTION_NOT_AVAILABLE");
      const g = await offers.redeemCode(who, code, "promo_code");
      return presentGrant(g, locale);
    },

    /**
     * `POST promotions/v2/{id}/accept`: `id` is an offer of the player's (a
     * pending grant: it becomes the active bonus, funded) or a promotion the
     * player opts into (a deposit match waits ACCEPTED for its deposit; a
     * no-deposit bonus is granted and activated at once).
     */
    async accept(playerId: string, id: string, locale: string): Promise<Bonus> {
      const mine = await repo.grantById(id);
      if (mine && mine.player_id === playerId) {
        if (mine.status !== "PENDING") throw promotionError("PROMOTION_NOT_AVAILABLE");
        return presentGrant(await activateGrant(mine), locale);
      }
      const who = await repo.playerOf(playerId);
      const p = await repo.promotion(id);
      if (!who || !p) throw promotionError("PROMOTION_NOT_FOUND");
      if (p.trigger !== "deposit" && p.trigger !== "promo_code") throw promotionError("PROMOTION_NOT_AVAILABLE");
      if (p.trigger === "promo_code" && (await offers.needsCode(p.id))) throw promotionError("PROMOTION_NOT_AVAILABLE");
      const g = await offers.offer(who, p, { source: p.trigger === "deposit" ? "deposit" : "promo_code", promoCode: null });
      if (g.status === "PENDING") return presentGrant(await activateGrant(g), locale);
      return presentGrant(g, locale);
    },

    /** `GET promotions/v2/active`: the bonus in play, with its progress and expected cost to clear. */
    async active(playerId: string, locale: string): Promise<{ bonus: Bonus | null }> {
      const g = await repo.inPlay(playerId);
      return { bonus: g ? await presentGrant(g, locale) : null };
    },

    /** `POST promotions/v2/claim`: a completed bonus into cash, up to its cap; the rest back to the house. */
    async claim(playerId: string, locale: string): Promise<Bonus> {
      const g = await activeOrThrow(playerId);
      if (g.status === "ACTIVE") await flows.startSettling(g, "CLAIM_PENDING");
      const done = await flows.settle(g.id);
      if (!done || (done.status !== "CLAIMED" && done.status !== "CANCELLED")) throw promotionError("NO_ACTIVE_BONUS");
      return presentGrant(done, locale);
    },

    /** `POST promotions/v2/cancel`: the active bonus ends; its money goes back to the house. */
    async cancel(playerId: string, locale: string): Promise<Bonus> {
      const g = await activeOrThrow(playerId);
      if (g.status === "ACTIVE") await flows.startSettling(g, "CANCEL_PENDING");
      const done = await flows.settle(g.id);
      if (!done || (done.status !== "CLAIMED" && done.status !== "CANCELLED")) throw promotionError("NO_ACTIVE_BONUS");
      return presentGrant(done, locale);
    },

    /**
     * `POST promotions/v2/finish` (after the player confirms): a completed
     * bonus is claimed; one whose balance is gone before its wagering is
     * closed as FAILED. Anything else still has play in it: BONUS_NOT_FINISHED.
     */
    async finish(playerId: string, locale: string): Promise<Bonus> {
      const g = await activeOrThrow(playerId);
      if (freeSpins.spinsLeft(g) > 0) throw promotionError("BONUS_NOT_FINISHED");
      if (g.status !== "ACTIVE" || isCompleted(g)) return service.claim(playerId, locale);
      const failed = await flows.fail(g);
      if (!failed) throw promotionError("NO_ACTIVE_BONUS");
      return presentGrant(failed, locale);
    },

    /** `GET promotions/v2/history` (page from 0, size): every grant, newest first, each with `bonus.status`. */
    async history(playerId: string, page: number, size: number, locale: string): Promise<BonusHistory> {
      const { rows, total } = await repo.history(playerId, size, page * size);
      const items = [];
      for (const g of rows) items.push({ bonus: await presentGrant(g, locale) });
      return { page, size, total, items };
    },

    /** The session's `balance.bonus` (and every balance update's): the bonus in play in this currency. */
    async balances(playerId: string, currency: string): Promise<BonusBalances> {
      const g = await repo.inPlay(playerId);
      if (!g || g.currency !== currency) return { inprogress: false, balances: [] };
      const [value, cash] = await Promise.all([bonusBalance(g), wallet.accountBalance({ player: playerId }, currency)]);
      const completed = isCompleted(g);
      const spinsLeft = freeSpins.spinsLeft(g);
      return {
        inprogress: g.status === "ACTIVE" && !completed,
        balances: [
          {
            id: g.id,
            value: minorToNumber(value),
            current: minorToNumber(g.wagering_done > g.wagering_required ? g.wagering_required : g.wagering_done),
            total: minorToNumber(g.wagering_required),
            completed,
            failed: value === 0n && !completed && spinsLeft === 0,
            real: minorToNumber(cash),
            freespins: spinsLeft,
          },
        ],
      };
    },

    /** For the launch: the active bonus, its money and whether this game may spend it. */
    /**
     * The games a bonus balance (a grant in play) may pay for, for the search
     * the bonus-block dialog leads to: null for every game; undefined when it
     * is not this player's bonus in play.
     */
    async bonusGames(playerId: string, grantId: string): Promise<string[] | null | undefined> {
      const g = await repo.inPlay(playerId);
      if (!g || g.id !== grantId) return undefined;
      return g.rules.games ?? null;
    },

    async launchBonus(playerId: string, gameId: string) {
      const g = await repo.inPlay(playerId);
      if (!g || g.status !== "ACTIVE") return null;
      return {
        id: g.id,
        name: textIn(g.rules.texts, "en").title,
        balance: await bonusBalance(g),
        allowed: !g.rules.games || g.rules.games.includes(gameId),
        completed: isCompleted(g),
        freeSpins: g.rules.freeSpins?.games.includes(gameId) ? freeSpins.spinsLeft(g) : 0,
      };
    },

    /** A completed deposit: an ACCEPTED deposit match is funded, else matching promotions are offered (Choose your bonus). */
    async depositCompleted(d: { playerId: string; paymentId: string; amount: bigint; currency: string }) {
      const waiting = await offers.onDeposit(d);
      // the bonus the player chose ahead of this deposit becomes active (unless another is in play: it stays ACCEPTED)
      if (waiting) await activateGrant(waiting, "ACCEPTED").catch(() => undefined);
      // the player's page reads its offers (Choose your bonus) after this update
      await wallet.announce([{ player: d.playerId }], "B");
    },

    /** Before a deposit: the active bonus may forbid deposits; an opted-in match may need a minimum. */
    async depositGuard(a: { playerId: string; amount: bigint; currency: string }, q: Db = db): Promise<PaymentCode | null> {
      const g = await repo.inPlay(a.playerId, q);
      if (g && !g.rules.allowDeposits) return "BONUS_DOESNOT_ALLOW_DEPOSITS";
      const waiting = (await repo.grantsOf(a.playerId, ["ACCEPTED"], q)).find((x) => x.rules.kind === "deposit_match");
      if (waiting) {
        const p = await repo.promotion(waiting.promotion_id, q);
        const min = p?.money[a.currency]?.minDeposit;
        if (min !== undefined && a.amount < BigInt(min)) return "AMOUNT_IS_LESS_THAN_MINIMUM_IN_BONUS";
      }
      return null;
    },

    /** Before a withdrawal: an active bonus that forbids withdrawals refuses it (the player may cancel the bonus first). */
    async withdrawalGuard(a: { playerId: string }): Promise<PaymentCode | null> {
      const g = await repo.inPlay(a.playerId);
      return g && !g.rules.allowWithdrawals ? "BONUS_DOESNOT_ALLOW_WITHDRAWALS" : null;
    },

    /** Self-exclusion, closure, blocking: every open bonus of the player is revoked at once with its reason. */
    async forfeitAll(playerId: string, reason: "self-exclusion" | "blocked" | "withdrawal", note: string | null = null) {
      const open = await repo.grantsOf(playerId, ["PENDING", "ACCEPTED", "ACTIVATION_PENDING", "ACTIVE"]);
      let n = 0;
      for (const g of open) if (await flows.revoke(g.id, reason, { note })) n++;
      return n;
    },

    /**
     * The expiry sweep (jobs.ts): what an exclusion's forfeit left → REVOKED (self-exclusion); lapsed offers
     * and bonuses past their wagering window → REVOKED (expired); stuck settlements finished.
     */
    async sweep(limit = 500) {
      const now = clock.now();
      let offersLapsed = 0;
      let bonusesExpired = 0;
      let settled = 0;
      let forfeited = 0;
      for (const { id } of await repo.openOfExcluded(now, limit)) {
        if (await flows.revoke(id, "self-exclusion")) forfeited++;
      }
      for (const { id } of await repo.lapsedOffers(now, limit)) {
        if (await flows.revoke(id, "expired", { onlyIf: (g) => !!g.claim_until && g.claim_until <= now })) offersLapsed++;
      }
      for (const { id } of await repo.expiredActive(now, limit)) {
        if (await flows.revoke(id, "expired", { onlyIf: (g) => !!g.expires_at && g.expires_at <= now })) bonusesExpired++;
      }
      for (const { id } of await repo.stuckSettling(new Date(now.getTime() - 60_000), limit)) {
        if (await flows.settle(id)) settled++;
      }
      const awards = await freeSpins.retry(limit);
      return { offersLapsed, bonusesExpired, forfeited, settled, awardsActivated: awards.activated };
    },

    rulesOf,
  };
  return service;
}

export type PromotionsService = ReturnType<typeof promotionsService>;
