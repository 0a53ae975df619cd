// The wallet benches' players: each with a session, a deposit and a launch
// token for the bench's game; a bonus to wager; loss limits never reached.
import type { Db } from "../../apps/api/src/platform/db.js";
import type { createServices } from "../../apps/api/src/services.js";

type Services = ReturnType<typeof createServices>;

export interface BenchPlayer {
  id: string;
  /** The game's launch token (the signed bet call carries it). */
  token: string;
}

export const BENCH_GAME = "bench-slot";
export const BENCH_PROVIDER = "aurum-studio";

/** `n` players named `<prefix><i>`, each with 10^12 cents of cash. */
export async function benchPlayers(db: Db, services: Services, n: number, prefix = "BENCH"): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  for (let i = 0; i < n; i++) {
    const row = await db.one<{ id: string }>(
      "INSERT INTO players (customer_id, password_hash, currency, country) VALUES ($1, 'x', 'EUR', 'EST') RETURNING id",
      [`${prefix}${i}`],
    );
    const s = await services.session.start(row!.id, null);
    await services.wallet.credit({
      playerId: row!.id,
      amount: 10n ** 12n,
      currency: "EUR",
      key: `bench-dep-${prefix}${i}`,
      kind: "D",
      from: "psp:bench",
    });
    const { token } = await services.seamlessWallet.issueLaunchToken({
      playerId: row!.id,
      sessionId: s.sessionId,
      currency: "EUR",
      gameId: BENCH_GAME,
      provider: BENCH_PROVIDER,
    });
    players.push({ id: row!.id, token });
  }
  return players;
}

/**
 * Puts the players on a bonus of 10^12 cents with no cash left: each of their bets is paid from the bonus account
 * and adds to the grant's wagering, in the same statement (promotions/bet-sql.ts).
 */
export async function putOnBonus(services: Services, players: BenchPlayer[]) {
  const promo = await services.promotions.repo.insertPromotion({
    kind: "no_deposit",
    trigger: "manual",
    texts: { en: { title: "Bench bonus", description: "", details: "" } },
    big_image_path: null,
    weight: 0,
    enabled: true,
    starts_at: null,
    ends_at: null,
    deposit_number: null,
    match_percent: null,
    money: { EUR: { amount: 10 ** 12 } },
    wagering_multiplier: "10",
    wagering_base: "bonus",
    max_conversion: null,
    claim_hours: 24,
    wagering_hours: 24,
    allow_deposits: true,
    allow_withdrawals: true,
    games: null,
    regions: null,
    contribution: { games: { [BENCH_GAME]: 100 }, default: 0 },
  });
  for (const p of players) {
    const cash = (await services.wallet.balance(p.id, "EUR")).cash;
    await services.wallet.debit({
      playerId: p.id,
      amount: cash,
      currency: "EUR",
      key: `bench-out-${p.id}`,
      kind: "C",
      to: "corrections",
    });
    const g = await services.promotions.offers.offer({ id: p.id, currency: "EUR", country: "EST", promo_code: null }, promo, {
      source: "manual",
      promoCode: null,
    });
    await services.promotions.accept(p.id, g.id, "en");
  }
}

/** Loss limits on every window, never reached: each bet moves the player's loss windows all the same. */
export async function putOnLossLimits(services: Services, players: BenchPlayer[]) {
  for (const p of players) {
    await services.protection.setLimits(p.id, { losses: { daily: 1e15, weekly: 1e15, monthly: 1e15 } });
  }
}
