import type { PromotionInput, PromotionRow } from "../src/modules/promotions/repository.js";
import type { TestApp } from "./harness.js";

/** A promotion as an operator would set it up: a 100 % first-deposit match by default. */
export async function promotion(app: TestApp, over: Partial<PromotionInput> = {}): Promise<PromotionRow> {
  return app.services.promotions.repo.insertPromotion({
    kind: "deposit_match",
    trigger: "deposit",
    texts: {
      en: { title: "Welcome 100%", description: "Double your first deposit", details: "Wager 5× the bonus within 30 days." },
      de: { title: "Willkommen 100%", description: "Verdopple deine erste Einzahlung", details: "5× umsetzen." },
    },
    big_image_path: null,
    weight: 10,
    enabled: true,
    starts_at: null,
    ends_at: null,
    deposit_number: 1,
    match_percent: 100,
    money: { EUR: { maxBonus: 20_000, minDeposit: 2000, maxBet: 500 } },
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
    ...over,
  });
}

export async function promoCode(app: TestApp, code: string, promotionId: string, maxUses: number | null = null) {
  await app.db.query("INSERT INTO promo_codes (code, promotion_id, max_uses) VALUES ($1, $2, $3)", [code, promotionId, maxUses]);
}

/** Games of the studio in the catalogue, with their exact RTP: a slot (96.5 %) and European roulette (36/37). */
export async function costGames(app: TestApp) {
  await app.db.query("INSERT INTO game_vendors (id, name) VALUES ('aurum-studio', 'Aurum Studio') ON CONFLICT DO NOTHING");
  await app.db.query(
    `INSERT INTO games (id, vendor_id, name, family, rtp, art_version) VALUES
       ('sun-slot', 'aurum-studio', 'Book of Sun', 'slot', 0.965, 'v1'),
       ('euro-roulette', 'aurum-studio', 'European Roulette', 'roulette', 0.9730, 'v1')
     ON CONFLICT DO NOTHING`,
  );
}

/** A losing bet paid from the bonus balance, as the wallet books one (for tests of a bonus whose money ran out). */
export async function loseFromBonus(app: TestApp, playerId: string, grantId: string, amount: bigint, key: string) {
  await app.services.wallet.transfer({
    kind: "BET",
    key,
    from: { player: playerId, kind: `bonus:${grantId}` },
    to: { house: "game:aurum-studio" },
    amount,
    currency: "EUR",
  });
}
