import {
  type Bonus,
  type BonusCost,
  FTD_TYPE,
  OTHER_TYPE,
  type Promotion,
  type PromotionTerms,
} from "@casino/contracts/promotions";
import { minorToNumber } from "@casino/money";
import type { GrantRow, GrantRules, PromotionRow, PromotionText } from "./repository.js";

const EMPTY_TEXT: PromotionText = { title: "", description: "", details: "" };

/** The text in the player's language, else English, else any. */
export function textIn(texts: Record<string, PromotionText>, locale: string): PromotionText {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? EMPTY_TEXT;
}

const num = (v: bigint | null | undefined) => (v === null || v === undefined ? null : minorToNumber(v));
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const isFtd = (p: Pick<PromotionRow, "kind" | "deposit_number">) => p.kind === "deposit_match" && p.deposit_number === 1;

/** The rules a grant keeps of its promotion. */
export function rulesOf(p: PromotionRow, currency: string, multiplier: number): GrantRules {
  const m = p.money[currency] ?? {};
  return {
    kind: p.kind,
    texts: p.texts,
    multiplier,
    base: p.wagering_base,
    maxConversionMultiple: p.max_conversion === null ? null : Number(p.max_conversion),
    maxBet: m.maxBet ?? null,
    allowDeposits: p.allow_deposits,
    allowWithdrawals: p.allow_withdrawals,
    games: p.games,
    contribution: p.contribution,
    wageringHours: p.wagering_hours,
    ftd: isFtd(p),
    ...(p.kind === "free_spins"
      ? { freeSpins: { count: p.free_spins ?? 0, games: p.free_spin_games ?? [], bet: m.spinBet ?? 0 } }
      : {}),
  };
}

export function termsOf(p: PromotionRow, currency: string, multiplier: number): PromotionTerms {
  const m = p.money[currency] ?? {};
  return {
    kind: p.kind,
    currency,
    amount: (p.kind === "no_deposit" ? m.amount : m.maxBonus) ?? null,
    matchPercent: p.match_percent,
    minDeposit: m.minDeposit ?? null,
    depositNumber: p.deposit_number,
    wageringMultiplier: multiplier,
    wageringBase: p.wagering_base,
    maxBet: m.maxBet ?? null,
    maxConversionMultiple: p.max_conversion === null ? null : Number(p.max_conversion),
    claimHours: p.claim_hours,
    wageringHours: p.wagering_hours,
    allowDeposits: p.allow_deposits,
    allowWithdrawals: p.allow_withdrawals,
    games: p.games,
    contribution: p.contribution,
    freeSpins:
      p.kind === "free_spins" ? { count: p.free_spins ?? 0, games: p.free_spin_games ?? [], bet: m.spinBet ?? null } : null,
  };
}

export function presentPromotion(
  p: PromotionRow,
  a: {
    locale: string;
    currency: string;
    multiplier: number;
    code: string | null;
    cost: BonusCost | null;
    grant?: GrantRow;
  },
): Promotion {
  const t = textIn(p.texts, a.locale);
  return {
    id: p.id,
    code: a.code,
    title: t.title,
    description: t.description,
    details: t.details,
    bigImagePath: p.big_image_path,
    weight: p.weight,
    type: isFtd(p) ? FTD_TYPE : OTHER_TYPE,
    texts: p.texts,
    data: {
      // an offer whose amount is known (a cashback paid as bonus, a level-up bonus) shows that amount
      terms: {
        ...termsOf(p, a.currency, a.multiplier),
        ...(a.grant && a.grant.amount > 0n ? { amount: minorToNumber(a.grant.amount) } : {}),
      },
      cost: a.cost,
      endsAt: iso(p.ends_at),
    },
    bonusId: a.grant?.id ?? null,
    bonus: a.grant ? { status: a.grant.status } : null,
  };
}

export function presentBonus(g: GrantRow, a: { locale: string; balance: bigint; cost: BonusCost | null }): Bonus {
  const spinsLeft = g.free_spins - g.free_spins_played;
  const completed = g.wagering_done >= g.wagering_required && spinsLeft <= 0;
  return {
    id: g.id,
    promotionId: g.promotion_id,
    title: textIn(g.rules.texts, a.locale).title,
    status: g.status,
    reason: g.reason,
    note: g.note,
    currency: g.currency,
    amount: minorToNumber(g.amount),
    balance: minorToNumber(a.balance),
    wageringRequired: minorToNumber(g.wagering_required),
    wageringDone: minorToNumber(g.wagering_done > g.wagering_required ? g.wagering_required : g.wagering_done),
    completed: g.status === "ACTIVE" || g.status === "CLAIM_PENDING" ? completed : g.status === "CLAIMED",
    failed: g.status === "FAILED" || (g.status === "ACTIVE" && a.balance === 0n && !completed && spinsLeft <= 0),
    maxConversion: num(g.max_conversion),
    converted: num(g.converted),
    returned: num(g.returned),
    maxBet: g.rules.maxBet,
    claimUntil: iso(g.claim_until),
    expiresAt: iso(g.expires_at),
    createdAt: new Date(g.created_at).toISOString(),
    finishedAt: iso(g.finished_at),
    type: g.rules.ftd ? FTD_TYPE : OTHER_TYPE,
    cost: a.cost,
    freeSpins: g.rules.kind === "free_spins" ? { total: g.free_spins, left: Math.max(0, spinsLeft) } : null,
  };
}
