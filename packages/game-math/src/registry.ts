import { baccarat } from "./cards/baccarat.js";
import { blackjack, singleDeckBlackjack } from "./cards/blackjack.js";
import { KENO_GAMES } from "./lottery/keno.js";
import { SCRATCH_GAMES } from "./lottery/scratch.js";
import { type FairCrypto, pureCrypto } from "./rng/crypto.js";
import { GameMathError } from "./rng/errors.js";
import { createRng, type FairSeeds } from "./rng/fair.js";
import { europeanRoulette, frenchRoulette, liveRoulette } from "./roulette/european.js";
import { SLOT_GAMES } from "./slots/index.js";
import type { AnyGame, Settlement } from "./types.js";

/** Every game of the studio, by id. */
export const GAMES: readonly AnyGame[] = [
  ...SLOT_GAMES,
  europeanRoulette,
  frenchRoulette,
  liveRoulette,
  blackjack,
  singleDeckBlackjack,
  baccarat,
  ...KENO_GAMES,
  ...SCRATCH_GAMES,
];

const BY_ID = new Map<string, AnyGame>(GAMES.map((g) => [g.id, g]));

export function listGames(): readonly AnyGame[] {
  return GAMES;
}

export function getGame(id: string): AnyGame {
  const game = BY_ID.get(id);
  if (!game) throw new GameMathError("UNKNOWN_GAME", `no game ${id}`);
  return game;
}

export type VerifiedRound = Settlement & {
  gameId: string;
  /** The single-step outcome, or the final state of a multi-step round. */
  outcome: unknown;
  settled: boolean;
};

/**
 * Recomputes a round from its revealed seeds, the bet and (multi-step games)
 * the player's actions in order. Compare `outcome` with the round history.
 */
export function verifyRound(
  gameId: string,
  seeds: FairSeeds,
  bet: unknown,
  actions: unknown[] = [],
  crypto: FairCrypto = pureCrypto,
): VerifiedRound {
  const game = getGame(gameId);
  const rng = createRng(seeds, crypto);
  const parsed = game.validateBet(bet);
  if (game.kind === "single") {
    const outcome = game.play(rng, parsed);
    return { gameId, outcome, settled: true, totalStake: outcome.totalStake, totalWin: outcome.totalWin };
  }
  let state = game.start(rng, parsed);
  for (const action of actions) state = game.act(state, game.validateAction(state, action), rng);
  const { totalStake, totalWin } = game.payout(state);
  return { gameId, outcome: state, settled: game.isSettled(state), totalStake, totalWin };
}
