import { randomUUID } from "node:crypto";
import type { Db } from "@casino/db";
import { createRng, settleRoulette, spinWheel } from "@casino/game-math/node";
import type { FastifyBaseLogger } from "fastify";
import { conflict } from "../errors.js";
import { newServerSeed } from "../fairness/service.js";
import { studioGame } from "../games/catalogue.js";
import type { RoundRow } from "../rounds/repository.js";
import type { RoundResult, RoundService } from "../rounds/service.js";
import type { SessionRow } from "../sessions/repository.js";
import { ownerOf } from "../sessions/service.js";
import { ROUNDS_PER_SEED, seedHourOf, tableMoment } from "./schedule.js";

export const LIVE_GAME = "live-roulette";
const tableOwner = (hour: number) => `table:${LIVE_GAME}:${hour}`;
/** The table's public client seed for an hour: the same for every seated player. */
const tableClientSeed = (hour: number) => `${LIVE_GAME}-${hour}`;

/**
 * The live roulette table: one shared spin per round for every seated player.
 * Bets go to the wallet during the betting window; when the ball rests, every
 * bet of the round is settled from the table's seed pair (nonce = round number).
 */
export function liveTable(deps: { db: Db; rounds: RoundService; now: () => Date; log: FastifyBaseLogger; streamUrl?: string }) {
  const { db, now } = deps;

  async function seedPair(hour: number) {
    const owner = tableOwner(hour);
    const fresh = newServerSeed();
    await db.query(
      `INSERT INTO seed_pairs (owner, game_id, server_seed, server_seed_hash, client_seed)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (owner, game_id) WHERE active DO NOTHING`,
      [owner, LIVE_GAME, fresh.serverSeed, fresh.serverSeedHash, tableClientSeed(hour)],
    );
    return (await db.one<{ id: bigint; server_seed: string; server_seed_hash: string; client_seed: string; active: boolean }>(
      "SELECT * FROM seed_pairs WHERE owner = $1 AND game_id = $2 ORDER BY id DESC LIMIT 1",
      [owner, LIVE_GAME],
    ))!;
  }

  async function pocketOf(round: number) {
    const pair = await seedPair(seedHourOf(round));
    return spinWheel(createRng({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: round }));
  }

  return {
    moment: () => tableMoment(now().getTime()),

    /** What every seated player sees: phase, countdown, the pocket once bets are closed, recent pockets, the seed commitment. */
    async view() {
      const m = tableMoment(now().getTime());
      const pair = await seedPair(seedHourOf(m.round));
      const recent: number[] = [];
      for (let r = m.round - 1; r >= m.round - 12 && r >= 0; r--) recent.push(await pocketOf(r));
      const spun = m.phase === "spinning" || m.phase === "result";
      return {
        round: m.round,
        phase: m.phase,
        phaseEndsAt: new Date(m.phaseEndsAt).toISOString(),
        serverTime: now().toISOString(),
        pocket: spun ? await pocketOf(m.round) : null,
        recent,
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        streamUrl: deps.streamUrl ?? null,
      };
    },

    /** The table's provably fair panel: this hour's commitment, and the last revealed hour. */
    async fairness() {
      const m = tableMoment(now().getTime());
      const hour = seedHourOf(m.round);
      const pair = await seedPair(hour);
      const prev = await db.one<{ server_seed: string; server_seed_hash: string; client_seed: string }>(
        "SELECT * FROM seed_pairs WHERE owner = $1 AND game_id = $2 AND NOT active ORDER BY id DESC LIMIT 1",
        [tableOwner(hour - 1), LIVE_GAME],
      );
      return {
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        nonce: m.round,
        previous: prev
          ? {
              serverSeed: prev.server_seed,
              serverSeedHash: prev.server_seed_hash,
              clientSeed: prev.client_seed,
              rounds: ROUNDS_PER_SEED,
            }
          : null,
      };
    },

    /** A seated player's bets for the current round; refused outside the betting window or twice in a round. */
    async placeBets(s: SessionRow, betInput: unknown): Promise<RoundResult> {
      const m = tableMoment(now().getTime());
      if (m.phase !== "betting") throw conflict("BETS_CLOSED", "No more bets: wait for the next round.");
      const game = studioGame(LIVE_GAME);
      const pair = await seedPair(seedHourOf(m.round));
      const already = await db.one(
        "SELECT id FROM rounds WHERE session_id = $1 AND game_id = $2 AND nonce = $3 AND status IN ('pending', 'open', 'settled')",
        [s.id, LIVE_GAME, m.round],
      );
      if (already) throw conflict("ALREADY_BET", "Your bets for this round are placed.");
      return deps.rounds.placeOpenBet(
        s,
        game,
        betInput,
        (bet) => settleRoulette(0, bet as Parameters<typeof settleRoulette>[1]).totalStake,
        {
          id: `${LIVE_GAME}:${m.round}:${randomUUID().slice(0, 8)}`,
          owner: ownerOf(s),
          seedPairId: pair.id,
          clientSeed: pair.client_seed,
          nonce: m.round,
        },
      );
    },

    /** Settles every open bet of rounds whose ball has come to rest, and reveals finished seed hours. */
    async settleDue(): Promise<number> {
      const m = tableMoment(now().getTime());
      const lastSettled = m.phase === "result" ? m.round : m.round - 1;
      const open = await db.query<RoundRow>(
        "SELECT * FROM rounds WHERE game_id = $1 AND status = 'open' AND nonce <= $2 ORDER BY nonce, id LIMIT 200",
        [LIVE_GAME, lastSettled],
      );
      let settled = 0;
      for (const r of open) {
        const pocket = await pocketOf(Number(r.nonce));
        const outcome = settleRoulette(pocket, r.action.bet as Parameters<typeof settleRoulette>[1]);
        if (await deps.rounds.settleOpenRound(r, outcome, outcome.totalWin)) settled++;
      }
      await db.query(
        "UPDATE seed_pairs SET active = false, revealed_at = $3 WHERE game_id = $1 AND owner LIKE 'table:%' AND owner <> $2 AND active",
        [LIVE_GAME, tableOwner(seedHourOf(m.round)), now()],
      );
      return settled;
    },

    /** The background loop; returns a stop function. */
    start(intervalMs: number) {
      let stopped = false;
      let running: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        if (stopped) return;
        running = running
          .then(() => (stopped ? 0 : this.settleDue()))
          .catch((err) => deps.log.error({ err }, "live table pass failed"));
      }, intervalMs);
      timer.unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await running;
      };
    },
  };
}

export type LiveTable = ReturnType<typeof liveTable>;
