import type { Db } from "../../platform/db.js";
import type { PromotionInput, PromotionsRepository } from "../promotions/repository.js";
import type { LoyaltyRepository } from "./repository.js";

const text = (title: string, description: string, details: string) => ({ title, description, details });

/** A level-up bonus: granted by the lucky club (trigger manual, so it is never offered on its own). */
const levelUpBonus = (name: string, eur: number, uah: number, inr: number): PromotionInput => ({
  kind: "no_deposit",
  trigger: "manual",
  texts: {
    en: text(`Lucky club: ${name}`, `Your level-up bonus for reaching ${name}.`, "Wager the bonus 10× within 7 days."),
  },
  big_image_path: null,
  weight: 0,
  enabled: true,
  starts_at: null,
  ends_at: null,
  deposit_number: null,
  match_percent: null,
  money: { EUR: { amount: eur, maxBet: 500 }, UAH: { amount: uah, maxBet: 20_000 }, INR: { amount: inr, maxBet: 45_000 } },
  wagering_multiplier: "10",
  wagering_base: "bonus",
  max_conversion: null,
  claim_hours: 168,
  wagering_hours: 168,
  allow_deposits: true,
  allow_withdrawals: false,
  games: null,
  regions: null,
  contribution: { categories: { slots: 100, table: 10, live: 5 }, default: 0 },
});

/**
 * The demo's ladder (`npm start`): real money wagered per currency (minor units: Bronze at €10,000), each
 * level a bonus, the upper ones a cashback boost. High enough that no journey's or chaos run's player reaches it.
 */
const LADDER = [
  {
    names: { en: "Bronze", de: "Bronze", ru: "Бронза", uk: "Бронза" },
    at: [1_000_000, 40_000_000, 90_000_000],
    boost: "0.00",
    bonus: [1_000, 40_000, 90_000],
  },
  {
    names: { en: "Silver", de: "Silber", ru: "Серебро", uk: "Срібло" },
    at: [5_000_000, 200_000_000, 450_000_000],
    boost: "2.00",
    bonus: [5_000, 200_000, 450_000],
  },
  {
    names: { en: "Gold", de: "Gold", ru: "Золото", uk: "Золото" },
    at: [25_000_000, 1_000_000_000, 2_250_000_000],
    boost: "5.00",
    bonus: [25_000, 1_000_000, 2_250_000],
  },
];

/** Idempotent: seeds a ladder only into a casino that has none (an operator's ladder is never touched). */
export async function seedLoyaltyDemo(
  db: Db,
  repo: LoyaltyRepository,
  promotions: Pick<PromotionsRepository, "insertPromotion">,
  now: Date,
) {
  if ((await repo.levels()).length > 0) return;
  await db.transaction(async (tx) => {
    if ((await repo.levelsForUpdate(tx)).length > 0) return;
    const levels = [];
    for (const l of LADDER) {
      const [eur, uah, inr] = l.bonus as [number, number, number];
      const p = await promotions.insertPromotion(levelUpBonus(l.names.en, eur, uah, inr), tx);
      const [atEur, atUah, atInr] = l.at as [number, number, number];
      levels.push({ names: l.names, thresholds: { EUR: atEur, UAH: atUah, INR: atInr }, boost: l.boost, promotionId: p.id });
    }
    await repo.replaceLevels(tx, levels, now);
  });
}
