import { GameMathError, hashServerSeed, verifyRound } from "@casino/game-math/node";
import { badRequest, conflict, notFound } from "../errors.js";
import type { FairnessService } from "../fairness/service.js";
import { studioGame } from "../games/catalogue.js";
import type { RoundRepository } from "../rounds/repository.js";

export interface VerifyInput {
  roundId?: string;
  gameId?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  bet?: unknown;
  actions?: unknown[];
}

/** JSON with sorted keys: the stored outcome (jsonb) and the recomputed one compare equal when they are. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

/** The public verifier: recomputes a settled round from its revealed server seed. */
export function verifyService(deps: { rounds: RoundRepository; fairness: FairnessService }) {
  function recompute(
    gameId: string,
    seeds: { serverSeed: string; clientSeed: string; nonce: number },
    bet: unknown,
    actions: unknown[],
  ) {
    studioGame(gameId);
    try {
      return verifyRound(gameId, seeds, bet, actions);
    } catch (err) {
      if (err instanceof GameMathError) throw badRequest(err.code, err.message);
      throw err;
    }
  }

  return {
    async verify(input: VerifyInput) {
      if (input.roundId) {
        const round = await deps.rounds.find(input.roundId);
        if (round?.status !== "settled") throw notFound("ROUND_NOT_FOUND", "No settled round with this id.");
        const pair = (await deps.fairness.pairById(round.seed_pair_id))!;
        if (pair.active) {
          throw conflict(
            "SEED_NOT_REVEALED",
            "This round's server seed is still in use. Rotate the seed pair in the game to reveal it, then verify.",
          );
        }
        const seeds = { serverSeed: pair.server_seed, clientSeed: round.client_seed, nonce: Number(round.nonce) };
        const result = recompute(round.game_id, seeds, round.action.bet, round.action.actions);
        return {
          roundId: round.id,
          gameId: round.game_id,
          ...seeds,
          serverSeedHash: pair.server_seed_hash,
          bet: round.action.bet,
          actions: round.action.actions,
          outcome: result.outcome,
          totalStake: result.totalStake,
          totalWin: result.totalWin,
          recorded: { stake: Number(round.stake), win: Number(round.win) },
          matches:
            canonical(result.outcome) === canonical(round.outcome) &&
            result.totalWin === Number(round.win) &&
            result.totalStake === Number(round.stake),
        };
      }
      if (
        !input.gameId ||
        !input.serverSeed ||
        input.clientSeed === undefined ||
        input.nonce === undefined ||
        input.bet === undefined
      ) {
        throw badRequest("VALIDATION_ERROR", "Give a roundId, or gameId, serverSeed, clientSeed, nonce and bet.");
      }
      const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
      const result = recompute(input.gameId, seeds, input.bet, input.actions ?? []);
      return {
        gameId: input.gameId,
        ...seeds,
        serverSeedHash: hashServerSeed(input.serverSeed),
        bet: input.bet,
        actions: input.actions ?? [],
        outcome: result.outcome,
        totalStake: result.totalStake,
        totalWin: result.totalWin,
      };
    },
  };
}
