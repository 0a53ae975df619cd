import type { Db } from "@casino/db";
import { GameMathError } from "@casino/game-math/node";
import { currencyRules } from "../currencies.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { betLimits, studioGames } from "../games/catalogue.js";
import type { SessionRow } from "../sessions/repository.js";
import { type AwardRow, freeSpinRepository, type NewAward } from "./repository.js";

/** What the game page shows of the spins a session may play: "Free spins: N left" at `bet`. */
export interface FreeSpinsView {
  awardId: string;
  left: number;
  total: number;
  bet: number;
}

export const freeSpinsView = (a: AwardRow): FreeSpinsView => ({
  awardId: a.award_id,
  left: a.count - a.played,
  total: a.count,
  bet: Number(a.bet),
});

const same = (row: AwardRow, a: NewAward) =>
  row.player_id === a.playerId &&
  row.count === a.count &&
  Number(row.bet) === a.bet &&
  row.currency === a.currency &&
  row.game_ids.length === a.gameIds.length &&
  row.game_ids.every((g, i) => g === a.gameIds[i]);

/**
 * Free spins the casino awards (docs/integration/studio-operator-api.md
 * "Free spins"): on our slots only, at a bet each slot takes, once per award id.
 */
export function freeSpinService(deps: { db: Db; now: () => Date }) {
  const repo = freeSpinRepository(deps.db);
  return {
    repo,

    /** `POST /operator/v1/free-spins`: AWARDED (again, for the same award id); 400 or 409 with a code otherwise. */
    async award(a: NewAward) {
      const rules = currencyRules(a.currency);
      if (!rules) throw badRequest("CURRENCY_NOT_SUPPORTED", `The studio does not play in ${a.currency}.`);
      const slots = new Map(
        studioGames()
          .filter((g) => g.family === "slot")
          .map((g) => [g.id, g]),
      );
      for (const id of a.gameIds) {
        const game = slots.get(id);
        if (!game) throw badRequest("GAME_NOT_FOUND", `${id} is not one of the studio's slots.`);
        const limits = betLimits(game, rules);
        let fits = a.bet >= limits.minBet && a.bet <= limits.maxBet;
        try {
          game.validateBet({ stake: a.bet });
        } catch (err) {
          if (!(err instanceof GameMathError)) throw err;
          fits = false;
        }
        if (!fits)
          throw badRequest("INVALID_BET", `A spin of ${a.bet} is not a bet ${id} takes in ${a.currency}.`, {
            gameId: id,
            minBet: limits.minBet,
            maxBet: limits.maxBet,
            stakeStep: limits.stakeStep,
          });
      }
      if (a.expiresAt.getTime() <= deps.now().getTime()) throw badRequest("AWARD_EXPIRED", "The award expires in the past.");
      const row = (await repo.insert(a)) ?? (await repo.find(a.awardId))!;
      if (!same(row, a)) throw conflict("AWARD_CONFLICT", "This award id was used for another award.");
      return { awardId: row.award_id, status: "AWARDED" as const, spinsLeft: row.count - row.played };
    },

    /**
     * `POST /operator/v1/free-spins/:awardId/cancel`: the casino ended the bonus; the spins left are not played.
     * CANCELLED again for an award cancelled before; 404 AWARD_NOT_FOUND for an id never awarded.
     */
    async cancel(awardId: string) {
      const row = await repo.close(awardId, deps.now());
      if (!row) throw notFound("AWARD_NOT_FOUND", "No award has this id.");
      return { awardId: row.award_id, status: "CANCELLED" as const, spinsPlayed: row.played };
    },

    /** The spins a real session may play now in its game (null: none; a fun session never has any). */
    async forSession(s: Pick<SessionRow, "mode" | "player_id" | "game_id" | "currency">): Promise<AwardRow | undefined> {
      if (s.mode !== "real" || !s.player_id) return undefined;
      return repo.playable(s.player_id, s.game_id, s.currency, deps.now());
    },
  };
}

export type FreeSpinService = ReturnType<typeof freeSpinService>;
