import pino from "pino";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import type { WinSettled } from "../wallet/seamless.service.js";
import {
  bigWinNotFound,
  COMMENT_MAX_LENGTH,
  commentExists,
  commentRequired,
  commentTimedOut,
  commentTooLong,
  notYourBigWin,
} from "./errors.js";
import { type BigWinRow, bigWinsRepository } from "./repository.js";

/** How many big wins the feed shows. */
export const FEED_SIZE = 20;

/** A win as the wallet reports it once its ledger transaction committed. */
export type SettledWin = WinSettled;

export interface BigWinsDeps {
  db: Db;
  clock: Clock;
  config: Config;
  catalogue: { launchableGame(id: string): Promise<{ name: string; vendor_id: string } | undefined> };
  log?: { error(obj: object, msg: string): void };
}

/** "FSUA12345612" → "FSUA••••12": enough to recognise oneself, not to find someone. */
export function maskCustomerId(customerId: string): string {
  if (customerId.length <= 6) return `${customerId.slice(0, 1)}••••`;
  return `${customerId.slice(0, 4)}••••${customerId.slice(-2)}`;
}

/** Win ÷ stake with two decimals, exact in integers first. */
export function winMultiplier(win: bigint, stake: bigint): number {
  return Number((win * 100n) / stake) / 100;
}

/** Plain text: trimmed, control characters and angle brackets removed, inner spaces collapsed. */
export function cleanComment(raw: string | undefined): string {
  return (
    (raw ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f<>]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

export function bigWinsService(deps: BigWinsDeps) {
  const repo = bigWinsRepository(deps.db);
  const log = deps.log ?? pino({ level: deps.config.LOG_LEVEL, name: "bigwins" });
  const multiplier = BigInt(deps.config.BIG_WIN_MULTIPLIER);
  const windowMs = deps.config.BIG_WIN_COMMENT_WINDOW_MINUTES * 60_000;

  const isBig = (w: { win: bigint; stake: bigint }) => w.stake > 0n && w.win >= w.stake * multiplier;
  const canComment = (r: BigWinRow) => r.comment === null && deps.clock.now().getTime() < r.created_at.getTime() + windowMs;

  function present(r: BigWinRow, playerId: string | undefined) {
    const entry = {
      id: r.id,
      gameId: r.game_id,
      gameName: r.game_name,
      vendorId: r.vendor_id,
      amount: Number(r.amount),
      currency: r.currency,
      multiplier: winMultiplier(r.amount, r.stake),
      player: maskCustomerId(r.customer_id),
      createdAt: r.created_at.toISOString(),
      comment: r.comment,
    };
    if (!playerId || r.player_id !== playerId) return entry;
    return { ...entry, mine: true, canComment: canComment(r) };
  }

  const service = {
    isBig,

    /** Enters a settled win into the feed when it is big; a retried win enters once. */
    async record(w: SettledWin) {
      if (!isBig(w)) return undefined;
      const game = await deps.catalogue.launchableGame(w.gameId);
      const row = await repo.insert({
        provider: w.provider,
        transactionId: w.transactionId,
        roundId: w.roundId,
        playerId: w.playerId,
        gameId: w.gameId,
        gameName: game?.name ?? w.gameId,
        vendorId: game?.vendor_id ?? w.provider,
        currency: w.currency,
        stake: w.stake,
        amount: w.win,
        at: w.at,
      });
      return row?.id;
    },

    /**
     * The wallet's win listener: never throws and never holds up the wallet's answer;
     * a failure is logged (the money has moved either way). Resolves when recorded.
     */
    listen(w: SettledWin): Promise<void> {
      return service.record(w).then(
        () => undefined,
        (err) => log.error({ err, provider: w.provider, transactionId: w.transactionId }, "big win not recorded"),
      );
    },

    /** The newest big wins; a logged-in player's own carry `mine` and `canComment`. */
    async feed(playerId?: string) {
      const rows = await repo.latest(FEED_SIZE);
      return rows.map((r) => present(r, playerId));
    },

    /** The winner's one comment on a big win (by id, or their newest uncommented one). */
    async addComment(playerId: string, raw: string | undefined, id?: string) {
      const comment = cleanComment(raw);
      if (!comment) throw commentRequired();
      if ([...comment].length > COMMENT_MAX_LENGTH) throw commentTooLong();
      const win = id ? await repo.byId(id) : await repo.latestUncommented(playerId);
      if (!win) throw bigWinNotFound();
      if (win.player_id !== playerId) throw notYourBigWin();
      if (win.comment !== null) throw commentExists();
      if (!canComment(win)) throw commentTimedOut();
      if (!(await repo.addComment(win.id, comment, deps.clock.now()))) throw commentExists();
      return { id: win.id, comment };
    },
  };
  return service;
}

export type BigWinsService = ReturnType<typeof bigWinsService>;
