import type { Db } from "../../platform/db.js";
import type { PromotionInput, PromotionsRepository } from "./repository.js";

const text = (title: string, description: string, details: string) => ({ title, description, details });

/** The demo's promotions (`npm start`): a first-deposit match, a reload, and a no-deposit bonus behind the demo code. */
const DEMO: (PromotionInput & { code?: string })[] = [
  {
    kind: "deposit_match",
    trigger: "deposit",
    texts: {
      en: text(
        "Welcome bonus 100%",
        "Double your first deposit up to €200.",
        "We match your first deposit 100% up to €200. Wager the bonus 5× within 30 days; slots count in full.",
      ),
      de: text(
        "Willkommensbonus 100%",
        "Verdoppeln Sie Ihre erste Einzahlung bis 200 €.",
        "Wir verdoppeln Ihre erste Einzahlung bis 200 €. Bonus 5× in 30 Tagen umsetzen.",
      ),
      ru: text(
        "Приветственный бонус 100%",
        "Удвойте первый депозит до 200 €.",
        "Удваиваем первый депозит до 200 €. Отыграйте бонус 5× за 30 дней.",
      ),
      uk: text(
        "Вітальний бонус 100%",
        "Подвойте перший депозит до 200 €.",
        "Подвоюємо перший депозит до 200 €. Відіграйте бонус 5× за 30 днів.",
      ),
    },
    big_image_path: null,
    weight: 100,
    enabled: true,
    starts_at: null,
    ends_at: null,
    deposit_number: 1,
    match_percent: 100,
    money: {
      EUR: { maxBonus: 20_000, minDeposit: 2000, maxBet: 500 },
      UAH: { maxBonus: 800_000, minDeposit: 50_000, maxBet: 20_000 },
      INR: { maxBonus: 1_800_000, minDeposit: 100_000, maxBet: 40_000 },
    },
    wagering_multiplier: "5",
    wagering_base: "bonus",
    max_conversion: null,
    claim_hours: 72,
    wagering_hours: 720,
    allow_deposits: true,
    allow_withdrawals: false,
    games: null,
    regions: null,
    contribution: { categories: { slots: 100, table: 10, live: 5 }, default: 0 },
  },
  {
    kind: "deposit_match",
    trigger: "deposit",
    texts: {
      en: text(
        "Easy starter: 50% extra",
        "50% on your first deposit, up to €50, easy 3× wagering.",
        "A 50% match of your first deposit up to €50, to wager 3× within 7 days.",
      ),
    },
    big_image_path: null,
    weight: 50,
    enabled: true,
    starts_at: null,
    ends_at: null,
    deposit_number: 1,
    match_percent: 50,
    money: { EUR: { maxBonus: 5000, minDeposit: 1000, maxBet: 300 }, UAH: { maxBonus: 200_000, minDeposit: 25_000 } },
    wagering_multiplier: "3",
    wagering_base: "bonus",
    max_conversion: "5",
    claim_hours: 72,
    wagering_hours: 168,
    allow_deposits: true,
    allow_withdrawals: false,
    games: null,
    regions: null,
    contribution: { categories: { slots: 100, table: 10, live: 5 }, default: 0 },
  },
  {
    kind: "no_deposit",
    trigger: "promo_code",
    code: "WELCOME",
    texts: {
      en: text(
        "€10 without a deposit",
        "Register or apply code WELCOME: €10 to play with.",
        "A €10 bonus, no deposit needed. Wager it 10× within 7 days; at most 5× the bonus becomes cash.",
      ),
    },
    big_image_path: null,
    weight: 10,
    enabled: true,
    starts_at: null,
    ends_at: null,
    deposit_number: null,
    match_percent: null,
    money: { EUR: { amount: 1000, maxBet: 200 }, UAH: { amount: 40_000, maxBet: 8000 }, INR: { amount: 90_000, maxBet: 18_000 } },
    wagering_multiplier: "10",
    wagering_base: "bonus",
    max_conversion: "5",
    claim_hours: 168,
    wagering_hours: 168,
    allow_deposits: true,
    allow_withdrawals: false,
    games: null,
    regions: null,
    contribution: { categories: { slots: 100, table: 10, live: 5 }, default: 0 },
  },
];

/** Idempotent: seeds only into a casino without promotions; the demo code WELCOME points at the no-deposit bonus. */
export async function seedPromotionsDemo(db: Db, repo: PromotionsRepository) {
  if ((await repo.promotions()).length > 0) return;
  for (const { code, ...p } of DEMO) {
    const row = await repo.insertPromotion(p);
    if (code) {
      await db.query(
        `INSERT INTO promo_codes (code, promotion_id) VALUES ($1, $2)
         ON CONFLICT (code) DO UPDATE SET promotion_id = EXCLUDED.promotion_id WHERE promo_codes.promotion_id IS NULL`,
        [code, row.id],
      );
    }
  }
}
