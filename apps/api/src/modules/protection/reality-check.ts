import type { RealityCheck } from "@casino/contracts/protection";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { gameSessionNotFound } from "../launch/errors.js";
import { protectionRepository } from "./repository.js";

/** One real-money game session and what it played so far (history module). */
export interface SessionTotals {
  sessionId: string;
  gameId: string;
  currency: string;
  started: Date;
  closed: Date | null;
  rounds: number;
  wager: bigint;
  win: bigint;
}

export interface RealityCheckDeps {
  db: Db;
  clock: Clock;
  /** PLAY_MINUTE_MS: 60,000 but in the journeys. */
  minuteMs: number;
  sessionTotals(playerId: string, sessionId: string): Promise<SessionTotals | undefined>;
  /** The wallet takes the game session's stakes again until `dueAt`, the next check (false: no launch token of it). */
  answered(gameSessionId: string, playerId: string, dueAt: Date | null): Promise<boolean>;
}

/**
 * The reality check (MGA, beyond the accounts spec): every 15, 30 or 60
 * minutes of a real-money game session play pauses and the web shows the time
 * played and the session's net result, read here. The pause holds on the
 * server: from the check's moment the wallet refuses the session's stakes
 * (LIMIT_REACHED) until the player answers it with continue.
 */
export function realityCheckService(deps: RealityCheckDeps) {
  const repo = protectionRepository(deps.db);
  const intervalMs = async (playerId: string) => {
    const minutes = (await repo.settings(deps.db, playerId))?.reality_check ?? null;
    return minutes === null ? null : minutes * deps.minuteMs;
  };
  /** `GET /account/v1/details/reality-check/:sessionId`. GAME_SESSION_NOT_FOUND (another player's, a demo). */
  async function check(playerId: string, sessionId: string): Promise<RealityCheck> {
    const s = await deps.sessionTotals(playerId, sessionId);
    if (!s) throw gameSessionNotFound();
    const interval = (await repo.settings(deps.db, playerId))?.reality_check ?? null;
    const until = s.closed ?? deps.clock.now();
    const elapsedMs = Math.max(0, until.getTime() - s.started.getTime());
    return {
      sessionId: s.sessionId,
      gameId: s.gameId,
      interval,
      intervalMs: interval === null ? null : interval * deps.minuteMs,
      started: s.started.toISOString(),
      elapsedMs,
      playedSeconds: Math.floor((elapsedMs / deps.minuteMs) * 60),
      rounds: s.rounds,
      wager: Number(s.wager),
      win: Number(s.win),
      net: Number(s.win - s.wager),
      currency: s.currency,
    };
  }

  return {
    /** The player's interval in milliseconds (null: off), for a launch's first check. */
    intervalMs,

    /**
     * `POST /account/v1/details/reality-check/:sessionId/continue`: the player
     * read the check and plays on; stakes are taken until the next one.
     */
    async continue(playerId: string, sessionId: string): Promise<RealityCheck> {
      const s = await deps.sessionTotals(playerId, sessionId);
      if (!s || s.closed) throw gameSessionNotFound();
      const ms = await intervalMs(playerId);
      const due = ms === null ? null : new Date(deps.clock.now().getTime() + ms);
      if (!(await deps.answered(sessionId, playerId, due))) throw gameSessionNotFound();
      return check(playerId, sessionId);
    },

    check,
  };
}

export type RealityCheckService = ReturnType<typeof realityCheckService>;
