import { randomUUID } from "node:crypto";
import type { Db } from "@casino/db";
import { type AnyGame, type AnyMultiStepGame, createRng, GameMathError } from "@casino/game-math/node";
import { currencyRules } from "../currencies.js";
import { badRequest, conflict, StudioError, walletUnavailable } from "../errors.js";
import type { FairnessService } from "../fairness/service.js";
import type { AwardRow } from "../freespins/repository.js";
import type { FreeSpinService, FreeSpinsView } from "../freespins/service.js";
import { betLimits, studioGame } from "../games/catalogue.js";
import type { SessionRepository, SessionRow } from "../sessions/repository.js";
import { ownerOf, walletRefusal } from "../sessions/service.js";
import { type WalletClient, WalletUnanswered } from "../wallet/client.js";
import type { WalletOutbox } from "../wallet/outbox.js";
import { type RoundRow, roundRepository } from "./repository.js";

/** What the game page gets back from a round action. */
export interface RoundResult {
  roundId: string;
  nonce: number;
  stake: number;
  win: number;
  balance: number;
  settled: boolean;
  /** Single-step games: the outcome; games of several steps: the player's view of the state. */
  outcome: unknown;
  /** Several steps: the actions the player may take next. */
  legalActions?: unknown[];
  /** A free spin: the award it was played from and the spins left after it. */
  freeSpins?: FreeSpinsView;
}

function asGameMath<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    // Games spec §8: a bet or action the game's rules do not accept; the game-math reason stays beside it.
    if (err instanceof GameMathError && (err.code === "INVALID_BET" || err.code === "INVALID_ACTION"))
      throw badRequest("INVALID_PLAY_REQUEST", err.message, { reason: err.code });
    if (err instanceof GameMathError) throw badRequest(err.code, err.message);
    throw err;
  }
}

export function roundService(deps: {
  db: Db;
  wallet: WalletClient;
  outbox: WalletOutbox;
  fairness: FairnessService;
  sessions: SessionRepository;
  freeSpins: FreeSpinService;
  now: () => Date;
}) {
  const { db, wallet, outbox, fairness, sessions, now } = deps;
  const rounds = roundRepository(db);

  function checkStake(s: SessionRow, game: AnyGame, stake: number) {
    const limits = betLimits(game, currencyRules(s.currency)!);
    if (stake < limits.minBet || stake > limits.maxBet) {
      throw badRequest("BET_OUT_OF_LIMITS", "The bet is outside this game's limits.", {
        minBet: limits.minBet,
        maxBet: limits.maxBet,
      });
    }
  }

  function checkOpen(s: SessionRow) {
    if (s.closed_at)
      throw new StudioError(410, "SESSION_CLOSED", "This game session is closed. Reopen the game from the casino.");
    if (s.mode === "real" && !s.authenticated) throw new StudioError(409, "SESSION_NOT_READY", "Load the game before playing.");
  }

  /** Real mode: one bet transaction; refusals and silence never leave money taken. */
  async function placeBet(s: SessionRow, round: { id: string; gameId: string }, txId: string, amount: number) {
    try {
      const a = await wallet.call("bet", {
        playerId: s.player_id,
        token: s.token,
        currency: s.currency,
        gameId: round.gameId,
        roundId: round.id,
        transactionId: txId,
        amount,
      });
      return a;
    } catch (err) {
      if (!(err instanceof WalletUnanswered)) throw err;
      // No answer: the casino may or may not have taken it. Roll it back until it answers.
      const row = await db.transaction((tx) =>
        outbox.enqueue(tx, {
          roundId: round.id,
          operation: "rollback",
          transactionId: `${txId}:rollback`,
          payload: {
            playerId: s.player_id,
            currency: s.currency,
            gameId: round.gameId,
            roundId: round.id,
            transactionId: `${txId}:rollback`,
            rollbackTransactionId: txId,
          },
        }),
      );
      void outbox.deliver(row.id).catch(() => {});
      return null;
    }
  }

  /** Records the win (zero closes the round) and tells the casino, now or from the outbox. */
  async function settleReal(
    s: Pick<SessionRow, "player_id" | "currency" | "game_id">,
    round: RoundRow | { id: string },
    f: { outcome: unknown; action?: RoundRow["action"]; stake: number; win: number; balanceAfterBet: number },
    onlyIfOpen = false,
  ): Promise<number | null> {
    const txId = `${round.id}:win`;
    const row = await db.transaction(async (tx) => {
      // A shared round may be settled by several studio processes at once: only one takes it.
      if (onlyIfOpen && !(await rounds.claimOpen(tx, round.id))) return null;
      await rounds.update(tx, round.id, {
        status: "settled",
        outcome: f.outcome,
        action: f.action,
        stake: f.stake,
        win: f.win,
        balanceAfter: f.balanceAfterBet + f.win,
        settledAt: now(),
      });
      return outbox.enqueue(tx, {
        roundId: round.id,
        operation: "win",
        transactionId: txId,
        payload: {
          playerId: s.player_id,
          currency: s.currency,
          gameId: s.game_id,
          roundId: round.id,
          transactionId: txId,
          betTransactionId: `${round.id}:bet:0`,
          amount: f.win,
          roundClosed: true,
        },
      });
    });
    if (!row) return null;
    if (!row) return null;
    const answer = await outbox.deliver(row.id);
    if (answer?.status === "OK" && typeof answer.balance === "number") {
      await rounds.update(db, round.id, { balanceAfter: answer.balance });
      return answer.balance;
    }
    return f.balanceAfterBet + f.win;
  }

  /**
   * What every round's start shares, in its transaction: the owner's next
   * nonce, the outcome drawn from it (a paid round's stake checked against
   * the game's limits) and the round recorded, its bets and status as the
   * mode says.
   */
  async function drawRound(
    tx: Db,
    s: SessionRow,
    game: AnyGame,
    id: string,
    bet: unknown,
    record: {
      mode: "real" | "fun";
      /** The round's status as recorded, from whether the outcome settled it in one step. */
      status: (settled: boolean) => RoundRow["status"];
      /** Its first bet's status (none for a free spin). */
      bet: string | null;
      freeSpinAward?: string;
    },
  ) {
    const owner = ownerOf(s);
    const { pair, nonce } = await fairness.takeNonce(tx, owner, game.id);
    const rng = createRng({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce });
    const computed = asGameMath(() => computeStart(game, rng, bet));
    if (!record.freeSpinAward) checkStake(s, game, computed.stake);
    await rounds.insert(tx, {
      id,
      session_id: s.id,
      game_id: game.id,
      mode: record.mode,
      player_id: s.player_id,
      owner,
      currency: s.currency,
      client_seed: pair.client_seed,
      seed_pair_id: pair.id,
      nonce: BigInt(nonce),
      action: { bet, actions: [] },
      outcome: computed.stored,
      stake: computed.stake,
      bets: record.bet ? [{ transactionId: `${id}:bet:0`, amount: computed.stake, status: record.bet }] : [],
      status: record.status(computed.settled),
      freeSpinAward: record.freeSpinAward,
    });
    return { nonce, computed };
  }

  /**
   * A free spin of an award: played at the award's bet whatever the page
   * sent, with no bet at the wallet; its win (zero too: the casino counts the
   * spins) goes to the casino marked `freeSpins.awardId`, from the outbox. A
   * refused win means the bonus ended at the casino: the award is closed.
   */
  async function freeSpin(s: SessionRow, game: AnyGame, award: AwardRow): Promise<RoundResult | null> {
    const id = randomUUID();
    const txId = `${id}:win`;
    const bet = asGameMath(() => game.validateBet({ stake: Number(award.bet) }));
    const played = await db.transaction(async (tx) => {
      const taken = await deps.freeSpins.repo.takeSpin(tx, award.award_id, now());
      if (!taken) return null;
      const { nonce, computed } = await drawRound(tx, s, game, id, bet, {
        mode: "real",
        status: () => "settled",
        bet: null,
        freeSpinAward: award.award_id,
      });
      await rounds.update(tx, id, { win: computed.win, settledAt: now() });
      const row = await outbox.enqueue(tx, {
        roundId: id,
        operation: "win",
        transactionId: txId,
        payload: {
          playerId: s.player_id,
          currency: s.currency,
          gameId: game.id,
          roundId: id,
          transactionId: txId,
          amount: computed.win,
          roundClosed: true,
          freeSpins: { awardId: award.award_id },
        },
      });
      return { taken, nonce, computed, outboxId: row.id };
    });
    if (!played) return null;
    const answer = await outbox.deliver(played.outboxId);
    if (answer && answer.status !== "OK") await deps.freeSpins.repo.close(award.award_id, now());
    let balance = typeof answer?.balance === "number" ? answer.balance : null;
    if (balance === null) {
      // The casino has not heard the win yet (the outbox retries): show what the wallet says now.
      const b = await wallet.call("balance", { playerId: s.player_id, currency: s.currency, token: s.token }).catch(() => null);
      balance = typeof b?.balance === "number" ? b.balance : 0;
    }
    await rounds.update(db, id, { balanceAfter: balance });
    const after = answer && answer.status !== "OK" ? { ...played.taken, played: played.taken.count } : played.taken;
    return {
      roundId: id,
      nonce: played.nonce,
      stake: played.computed.stake,
      win: played.computed.win,
      balance,
      settled: true,
      outcome: played.computed.shown,
      freeSpins: { awardId: after.award_id, left: after.count - after.played, total: after.count, bet: Number(after.bet) },
    };
  }

  async function startRound(s: SessionRow, game: AnyGame, betInput: unknown): Promise<RoundResult> {
    const owner = ownerOf(s);
    const bet = asGameMath(() => game.validateBet(betInput));
    const id = randomUUID();

    if (game.kind === "multi") {
      const open = await rounds.openFor(owner, game.id);
      if (open) throw conflict("ROUND_IN_PROGRESS", "Finish the current round first.");
    }

    if (s.mode === "fun") {
      return db.transaction(async (tx) => {
        const { nonce, computed } = await drawRound(tx, s, game, id, bet, {
          mode: "fun",
          status: (settled) => (settled ? "settled" : "open"),
          bet: "OK",
        });
        const debited = await sessions.debitFun(tx, s.id, computed.stake);
        if (!debited) throw walletRefusal("INSUFFICIENT_FUNDS");
        let balance = Number(debited.fun_balance);
        if (computed.settled) balance = Number((await sessions.creditFun(tx, s.id, computed.win))!.fun_balance);
        if (computed.settled) await rounds.update(tx, id, { win: computed.win, balanceAfter: balance, settledAt: now() });
        return {
          roundId: id,
          nonce,
          stake: computed.stake,
          win: computed.win,
          balance,
          settled: computed.settled,
          outcome: computed.shown,
          legalActions: computed.legalActions,
        };
      });
    }

    // Real mode: reserve the nonce and record the round, then ask the casino for the stake.
    const prepared = await db.transaction((tx) =>
      drawRound(tx, s, game, id, bet, { mode: "real", status: () => "pending", bet: "PENDING" }),
    );
    const { nonce, computed } = prepared;
    const answer = await placeBet(s, { id, gameId: game.id }, `${id}:bet:0`, computed.stake);
    if (!answer) {
      await rounds.update(db, id, {
        status: "rolled_back",
        bets: [{ transactionId: `${id}:bet:0`, amount: computed.stake, status: "ROLLED_BACK" }],
      });
      throw walletUnavailable();
    }
    if (answer.status !== "OK") {
      await rounds.update(db, id, {
        status: "refused",
        bets: [{ transactionId: `${id}:bet:0`, amount: computed.stake, status: answer.status }],
      });
      throw walletRefusal(answer.status);
    }
    const afterBet = Number(answer.balance ?? 0);
    await rounds.update(db, id, { bets: [{ transactionId: `${id}:bet:0`, amount: computed.stake, status: "OK" }] });
    if (!computed.settled) {
      await rounds.update(db, id, { status: "open", balanceAfter: afterBet });
      return {
        roundId: id,
        nonce,
        stake: computed.stake,
        win: 0,
        balance: afterBet,
        settled: false,
        outcome: computed.shown,
        legalActions: computed.legalActions,
      };
    }
    const balance = (await settleReal(
      s,
      { id },
      { outcome: computed.stored, stake: computed.stake, win: computed.win, balanceAfterBet: afterBet },
    ))!;
    return { roundId: id, nonce, stake: computed.stake, win: computed.win, balance, settled: true, outcome: computed.shown };
  }

  /** A step of an open round of several steps (hit, stand, double, split, insurance, draw…). */
  async function act(s: SessionRow, game: AnyMultiStepGame, actionInput: unknown): Promise<RoundResult> {
    const owner = ownerOf(s);
    const open = await rounds.openFor(owner, game.id);
    if (open?.status !== "open") throw conflict("NO_OPEN_ROUND", "There is no round to continue.");
    const pair = (await fairness.pairById(open.seed_pair_id))!;
    const seeds = { serverSeed: pair.server_seed, clientSeed: open.client_seed, nonce: Number(open.nonce) };
    // Replay the round from its seeds so the random stream continues exactly where the verifier's would.
    const rng = createRng(seeds);
    let state = game.start(rng, open.action.bet);
    for (const a of open.action.actions) state = game.act(state, game.validateAction(state, a), rng);
    const action = asGameMath(() => game.validateAction(state, actionInput));
    const cost = game.actionCost(state, action);
    const actions = [...open.action.actions, action];
    const bets = [...open.bets];
    let balance = Number(open.balance_after ?? 0);

    if (cost > 0) {
      const txId = `${open.id}:bet:${bets.length}`;
      if (s.mode === "fun") {
        const debited = await sessions.debitFun(db, s.id, cost);
        if (!debited) throw walletRefusal("INSUFFICIENT_FUNDS");
        balance = Number(debited.fun_balance);
      } else {
        const answer = await placeBet(s, { id: open.id, gameId: game.id }, txId, cost);
        if (answer?.status !== "OK") {
          // Keep the failed transaction in the round, so a retry of the action is a new transaction.
          await rounds.update(db, open.id, {
            bets: [...bets, { transactionId: txId, amount: cost, status: answer ? answer.status : "ROLLED_BACK" }],
          });
          throw answer ? walletRefusal(answer.status) : walletUnavailable();
        }
        balance = Number(answer.balance ?? 0);
      }
      bets.push({ transactionId: txId, amount: cost, status: "OK" });
    }
    const next = asGameMath(() => game.act(state, action, rng));
    const pay = game.payout(next);
    const settled = game.isSettled(next);
    const result = (b: number): RoundResult => ({
      roundId: open.id,
      nonce: Number(open.nonce),
      stake: pay.totalStake,
      win: settled ? pay.totalWin : 0,
      balance: b,
      settled,
      outcome: game.view(next),
      legalActions: settled ? [] : game.legalActions(next),
    });
    if (!settled) {
      await rounds.update(db, open.id, {
        action: { bet: open.action.bet, actions },
        outcome: next,
        stake: pay.totalStake,
        bets,
        balanceAfter: balance,
      });
      return result(balance);
    }
    if (s.mode === "fun") {
      return db.transaction(async (tx) => {
        const credited = Number((await sessions.creditFun(tx, s.id, pay.totalWin))!.fun_balance);
        await rounds.update(tx, open.id, {
          status: "settled",
          action: { bet: open.action.bet, actions },
          outcome: next,
          stake: pay.totalStake,
          win: pay.totalWin,
          bets,
          balanceAfter: credited,
          settledAt: now(),
        });
        return result(credited);
      });
    }
    await rounds.update(db, open.id, { bets });
    const after = (await settleReal(s, open, {
      outcome: next,
      action: { bet: open.action.bet, actions },
      stake: pay.totalStake,
      win: pay.totalWin,
      balanceAfterBet: balance,
    }))!;
    return result(after);
  }

  return {
    rounds,
    /**
     * Rounds left `pending` (the studio stopped between asking for the bet and
     * recording its answer): the bet is rolled back through the outbox, so the
     * casino refunds it or refuses it if it never arrived.
     */
    async recoverPending(olderThanMs: number): Promise<number> {
      const stale = await rounds.stalePending(new Date(now().getTime() - olderThanMs));
      for (const r of stale) {
        const txId = `${r.id}:bet:0`;
        await db.transaction(async (tx) => {
          if (!(await rounds.claimPending(tx, r.id))) return;
          await rounds.update(tx, r.id, {
            status: "rolled_back",
            bets: [{ transactionId: txId, amount: Number(r.stake), status: "ROLLED_BACK" }],
          });
          await outbox.enqueue(tx, {
            roundId: r.id,
            operation: "rollback",
            transactionId: `${txId}:rollback`,
            payload: {
              playerId: r.player_id,
              currency: r.currency,
              gameId: r.game_id,
              roundId: r.id,
              transactionId: `${txId}:rollback`,
              rollbackTransactionId: txId,
            },
          });
        });
      }
      return stale.length;
    },
    /**
     * A bet on a shared round (the live table): taken from the wallet now, settled
     * later by `settleOpenRound` when the shared outcome is known.
     */
    async placeOpenBet(
      s: SessionRow,
      game: AnyGame,
      betInput: unknown,
      stakeOf: (bet: unknown) => number,
      at: { id: string; owner: string; seedPairId: bigint; clientSeed: string; nonce: number },
    ): Promise<RoundResult> {
      checkOpen(s);
      if (s.mode !== "real") throw badRequest("NO_DEMO", "This game has no demo mode.");
      const bet = asGameMath(() => game.validateBet(betInput));
      const stake = stakeOf(bet);
      checkStake(s, game, stake);
      const txId = `${at.id}:bet:0`;
      await db.transaction((tx) =>
        rounds.insert(tx, {
          id: at.id,
          session_id: s.id,
          game_id: game.id,
          mode: "real",
          player_id: s.player_id,
          owner: at.owner,
          currency: s.currency,
          client_seed: at.clientSeed,
          seed_pair_id: at.seedPairId,
          nonce: BigInt(at.nonce),
          action: { bet, actions: [] },
          outcome: null,
          stake,
          bets: [{ transactionId: txId, amount: stake, status: "PENDING" }],
          status: "pending",
        }),
      );
      const answer = await placeBet(s, { id: at.id, gameId: game.id }, txId, stake);
      if (!answer) {
        await rounds.update(db, at.id, {
          status: "rolled_back",
          bets: [{ transactionId: txId, amount: stake, status: "ROLLED_BACK" }],
        });
        throw walletUnavailable();
      }
      if (answer.status !== "OK") {
        await rounds.update(db, at.id, {
          status: "refused",
          bets: [{ transactionId: txId, amount: stake, status: answer.status }],
        });
        throw walletRefusal(answer.status);
      }
      const balance = Number(answer.balance ?? 0);
      await rounds.update(db, at.id, {
        status: "open",
        balanceAfter: balance,
        bets: [{ transactionId: txId, amount: stake, status: "OK" }],
      });
      return { roundId: at.id, nonce: at.nonce, stake, win: 0, balance, settled: false, outcome: null };
    },
    /** Settles an open shared round with its outcome; false when another process already did. */
    async settleOpenRound(row: RoundRow, outcome: unknown, win: number): Promise<boolean> {
      const balance = await settleReal(
        row,
        row,
        { outcome, stake: Number(row.stake), win, balanceAfterBet: Number(row.balance_after ?? 0) },
        true,
      );
      return balance !== null;
    },
    /** Plays a round (single step) or starts one (several steps). */
    async play(s: SessionRow, betInput: unknown): Promise<RoundResult> {
      checkOpen(s);
      const game = studioGame(s.game_id);
      // Spins the casino awarded on this game come first (a race for the last one falls back to a paid round).
      const award = game.family === "slot" ? await deps.freeSpins.forSession(s) : undefined;
      const spun = award ? await freeSpin(s, game, award) : null;
      return spun ?? startRound(s, game, betInput);
    },
    async act(s: SessionRow, actionInput: unknown): Promise<RoundResult> {
      checkOpen(s);
      const game = studioGame(s.game_id);
      if (game.kind !== "multi") throw badRequest("NOT_A_STEP_GAME", "This game settles each round in one step.");
      return act(s, game, actionInput);
    },
    /** The open round of several steps, as the player sees it after a reload. */
    async openRound(s: SessionRow) {
      const game = studioGame(s.game_id);
      if (game.kind !== "multi") return null;
      const open = await rounds.openFor(ownerOf(s), game.id);
      if (open?.status !== "open") return null;
      return {
        roundId: open.id,
        nonce: Number(open.nonce),
        stake: Number(open.stake),
        outcome: game.view(open.outcome),
        legalActions: game.legalActions(open.outcome),
      };
    },
    async hasOpenRound(s: SessionRow) {
      return !!(await rounds.openFor(ownerOf(s), s.game_id));
    },
    async history(s: SessionRow) {
      const rows = await rounds.history(ownerOf(s), s.game_id);
      const game = studioGame(s.game_id);
      return rows.map((r) => ({
        roundId: r.id,
        at: (r.settled_at ?? r.created_at).toISOString(),
        stake: Number(r.stake),
        win: Number(r.win),
        currency: r.currency,
        nonce: Number(r.nonce),
        clientSeed: r.client_seed,
        serverSeedHash: r.server_seed_hash,
        verifiable: r.revealed,
        outcome: game.kind === "multi" ? game.view(r.outcome) : r.outcome,
      }));
    },
  };
}

interface Started {
  stake: number;
  win: number;
  settled: boolean;
  /** What the round row keeps: the outcome, or the full state of a round of several steps. */
  stored: unknown;
  /** What the player sees now. */
  shown: unknown;
  legalActions?: unknown[];
}

function computeStart(game: AnyGame, rng: ReturnType<typeof createRng>, bet: unknown): Started {
  if (game.kind === "single") {
    const outcome = game.play(rng, bet);
    return { stake: outcome.totalStake, win: outcome.totalWin, settled: true, stored: outcome, shown: outcome };
  }
  const state = game.start(rng, bet);
  const pay = game.payout(state);
  const settled = game.isSettled(state);
  return {
    stake: pay.totalStake,
    win: settled ? pay.totalWin : 0,
    settled,
    stored: state,
    shown: game.view(state),
    legalActions: settled ? [] : game.legalActions(state),
  };
}

export type RoundService = ReturnType<typeof roundService>;
