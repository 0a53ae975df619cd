import { createHash, randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import type { WalletAnswer, WalletStatus } from "@casino/contracts/seamless-wallet";
import { isCurrency, minorToNumber } from "@casino/money";
import { MAX_SKEW_MS, verify } from "@casino/signing";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import type { FreeSpinWin } from "../promotions/free-spins.js";
import { winShares } from "../promotions/wagering.js";
import { betQueue } from "./bet-queue.js";
import { isUniqueViolation } from "./repository.js";
import { type ClaimInput, type GameTxKind, type GameTxRow, seamlessRepository } from "./seamless.repository.js";
import type { WalletService } from "./service.js";

export type { WalletAnswer, WalletStatus };

/** A call whose signature checked out: who made it, its nonce, and whether that nonce is new. */
export interface SignedCall {
  provider: string;
  nonce: { caller: string; nonce: string; expiresAt: Date };
  /** Records the nonce (once); false when it was seen before — a replay. */
  fresh(): Promise<boolean>;
}

export interface BetRequest {
  playerId: string;
  token: string;
  currency: string;
  gameId: string;
  roundId: string;
  transactionId: string;
  amount: bigint;
}
export interface WinRequest {
  playerId: string;
  currency: string;
  gameId: string;
  roundId: string;
  transactionId: string;
  betTransactionId?: string;
  amount: bigint;
  roundClosed?: boolean;
  /** A free spin's result (no bet): its win is bonus money of the award (the grant), see FreeSpinsHook. */
  freeSpins?: { awardId: string };
}
export interface RollbackRequest {
  playerId: string;
  currency: string;
  gameId: string;
  roundId: string;
  transactionId: string;
  rollbackTransactionId: string;
}

/** A check other modules add before a bet is taken (limits: LIMIT_REACHED). */
export type BetGuard = (bet: BetRequest & { provider: string; sessionId: string }) => Promise<WalletStatus | null>;

/**
 * Work another module does inside a win's or a rollback's transaction, after
 * the money moved (protection: the loss windows follow wins and rollbacks).
 */
export interface SettlementHook {
  win(tx: Db, w: { playerId: string; amount: bigint }): Promise<void>;
  rollback(tx: Db, r: { playerId: string; betId: bigint }): Promise<void>;
}

/**
 * Free spins (promotions/free-spins.ts): the award's accounts resolved before
 * the win's transaction, then the spin counted and its win booked inside it.
 */
export interface FreeSpinsHook {
  prepareWin(w: FreeSpinWin): Promise<{ fromId: bigint; toId: bigint } | undefined>;
  settleWin(
    tx: Db,
    w: FreeSpinWin,
    accounts: { fromId: bigint; toId: bigint } | undefined,
  ): Promise<{ status: WalletStatus; transferId: bigint | null }>;
}

/** Emitted after a settled win (big wins feed, history). */
export interface WinSettled {
  provider: string;
  playerId: string;
  gameId: string;
  roundId: string;
  /** The provider's win transaction id (a retried win repeats it). */
  transactionId: string;
  currency: string;
  win: bigint;
  /** Sum of the round's settled bets; 0 when the answer was a replay. */
  stake: bigint;
  /** When the win was settled. */
  at: Date;
}

/** How long a launch token lives unless the session ends first. */
export const LAUNCH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const hash = (token: string) => createHash("sha256").update(token).digest();
const canonicalUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function seamlessWalletService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  /** provider id → shared secret */
  secrets: Record<string, string>;
  /** Bet statements in flight at once (bets arriving meanwhile share the next one); default 1, always 1 on PGlite. */
  betStatements?: number;
  /** Told the number of bets of each group-committed statement (metrics). */
  onBetStatement?: (bets: number) => void;
}) {
  const { db, clock, wallet } = deps;
  const repo = seamlessRepository();
  const guards: BetGuard[] = [];
  const settlementHooks: SettlementHook[] = [];
  let freeSpins: FreeSpinsHook | undefined;
  const events = new EventEmitter();
  const bets = betQueue((batch, statement) => repo.placeBets(db, batch, clock.now(), statement), {
    statements: db.engine === "pglite" ? 1 : (deps.betStatements ?? 1),
    maxBatch: 64,
    lingerMs: 1,
    onStatement: deps.onBetStatement,
  });
  let calls = 0;
  let purging = false;

  // What a game may spend: cash and the active bonus of the currency (the bet takes cash first).
  const cash = (q: Db, playerId: string, currency: string) => repo.playableBalance(q, playerId, currency);
  const money = (v: bigint) => minorToNumber(v);
  // The active bonus's max bet, told with the balance so a game can say so before it sends a bigger stake.
  const maxBetField = async (q: Db, playerId: string, currency: string): Promise<Partial<WalletAnswer>> => {
    const max = await repo.bonusMaxBet(q, playerId, currency);
    return max === null ? {} : { bonusMaxBet: money(max) };
  };

  async function answer(q: Db, status: WalletStatus, playerId: string, currency: string, extra: Partial<WalletAnswer> = {}) {
    const balance = isUuid(playerId) && isCurrency(currency) ? await cash(q, playerId, currency) : 0n;
    return { status, balance: money(balance), currency, ...extra } satisfies WalletAnswer;
  }

  /** The first answer to a transaction id, or DUPLICATE_TRANSACTION when the data differ. */
  async function replay(q: Db, first: GameTxRow, c: ClaimInput): Promise<WalletAnswer> {
    const same =
      first.kind === c.kind &&
      first.player_id === c.playerId &&
      first.currency === c.currency &&
      first.game_id === c.gameId &&
      first.round_id === c.roundId &&
      first.amount === c.amount &&
      (c.kind === "BET" || first.ref_transaction === c.ref) &&
      (c.kind !== "WIN" || first.round_closed === c.roundClosed);
    if (!same) return answer(q, "DUPLICATE_TRANSACTION", c.playerId, c.currency);
    return answer(q, first.status as WalletStatus, c.playerId, c.currency, {
      casinoTransactionId: String(first.id),
      ...(c.kind === "WIN" ? { roundClosed: first.round_closed || first.amount === 0n } : {}),
    });
  }

  const service = {
    /** Bets waiting for or in a bet statement (graceful shutdown waits for them). */
    pendingBets: () => bets.pending(),
    /**
     * A token for one game session of a player; a provider exchanges it in `authenticate`. `q`: the launch's
     * transaction, where protection claimed the session-time period the token's life comes from.
     */
    async issueLaunchToken(
      a: {
        playerId: string;
        sessionId: string;
        currency: string;
        gameId: string;
        provider: string;
        /** The casino's game session the token plays in (the reality check pauses it). */
        gameSessionId?: string | null;
        /** A shorter life (a session-time limit); at most LAUNCH_TOKEN_TTL_MS. */
        ttlMs?: number | null;
        /** The player's reality-check interval: stakes wait for the player's answer from then on. */
        realityCheckMs?: number | null;
      },
      q: Db = db,
    ) {
      const token = randomBytes(32).toString("base64url");
      const now = clock.now().getTime();
      const expiresAt = new Date(now + Math.min(a.ttlMs ?? LAUNCH_TOKEN_TTL_MS, LAUNCH_TOKEN_TTL_MS));
      const { ttlMs: _ttl, realityCheckMs, gameSessionId, ...t } = a;
      await repo.insertLaunchToken(q, {
        hash: hash(token),
        ...t,
        expiresAt,
        gameSessionId: gameSessionId ?? null,
        realityDueAt: realityCheckMs ? new Date(now + realityCheckMs) : null,
      });
      return { token, expiresAt };
    },

    /**
     * The player answered the game session's reality check (continue): its
     * stakes are taken again until the next check, `dueAt` (null: none).
     * False when the session has no launch token of the player's.
     */
    realityCheckAnswered(gameSessionId: string, playerId: string, dueAt: Date | null) {
      return repo.setRealityDue(db, gameSessionId, playerId, dueAt);
    },

    /**
     * Checks the signature and skew of a signed call (no I/O). Its nonce is
     * recorded when `fresh()` is first asked (false: seen before, a replay);
     * the bet records it inside its own statement instead, one commit per bet.
     */
    checkCall(headers: Record<string, string | string[] | undefined>, rawBody: string): SignedCall | null {
      const caller = headers["x-caller"];
      const provider = Array.isArray(caller) ? caller[0] : caller;
      if (!provider || !Object.hasOwn(deps.secrets, provider)) return null;
      const v = verify(deps.secrets[provider]!, headers, rawBody, clock.now().getTime());
      if (!v.ok) return null;
      calls += 1;
      if (calls % 1000 === 0 && !purging) {
        // One purge at a time: under load a slow purge must not pile up on the pool beside the bets.
        purging = true;
        void repo
          .purgeNonces(db, clock.now())
          .catch(() => {})
          .finally(() => {
            purging = false;
          });
      }
      const nonce = { caller: provider, nonce: v.nonce, expiresAt: new Date(v.timestamp + MAX_SKEW_MS + 60_000) };
      let recorded: Promise<boolean> | undefined;
      return {
        provider,
        nonce,
        fresh: () => {
          recorded ??= repo.useNonce(db, nonce.caller, nonce.nonce, nonce.expiresAt);
          return recorded;
        },
      };
    },

    addBetGuard(g: BetGuard) {
      guards.push(g);
    },

    addSettlementHook(h: SettlementHook) {
      settlementHooks.push(h);
    },

    /** Promotions books free-spin wins (built after the wallet, so it plugs in). */
    useFreeSpins(hook: FreeSpinsHook) {
      freeSpins = hook;
    },

    onWin(listener: (w: WinSettled) => void) {
      events.on("win", listener);
    },

    async authenticate(provider: string, token: string): Promise<WalletAnswer> {
      const t = await repo.launchToken(db, hash(token), provider, clock.now());
      if (!t || t.problem) return { status: t?.problem ?? "TOKEN_EXPIRED" };
      const balance = await cash(db, t.player_id, t.currency);
      return {
        status: "OK",
        playerId: t.player_id,
        currency: t.currency,
        balance: money(balance),
        ...(await maxBetField(db, t.player_id, t.currency)),
        country: t.country,
        language: t.language,
        gameId: t.game_id,
        sessionId: t.session_id,
      };
    },

    async balance(_provider: string, playerId: string, currency: string): Promise<WalletAnswer> {
      const p = isUuid(playerId) ? await repo.player(db, playerId) : undefined;
      if (!p) return { status: "TOKEN_EXPIRED", balance: 0, currency };
      if (p.currency !== currency) return answer(db, "WRONG_CURRENCY", playerId, p.currency);
      return answer(db, "OK", playerId, currency, await maxBetField(db, playerId, currency));
    },

    /**
     * A bet; `call` is its signed call, whose nonce the bet statement records
     * (a test may pass none). One statement checks the token and takes the bet;
     * only when other modules added bet guards is the token read first, for
     * the session they need.
     */
    async bet(provider: string, b: BetRequest, call?: SignedCall): Promise<WalletAnswer> {
      const now = clock.now();
      const tokenHash = hash(b.token);
      let guardProblem: WalletStatus | null = null;
      if (guards.length > 0) {
        const t = await repo.launchToken(db, tokenHash, provider, now);
        for (const g of t && !t.problem ? guards : []) {
          guardProblem = await g({ ...b, provider, sessionId: t!.session_id });
          if (guardProblem) break;
        }
      }
      const claim: ClaimInput = {
        provider,
        transactionId: b.transactionId,
        kind: "BET",
        // Only the id as the database writes it (lower case) is the player's: wins, rollbacks and
        // replays compare it as text, so another spelling is treated as no player at all.
        playerId: canonicalUuid.test(b.playerId) ? b.playerId : "00000000-0000-0000-0000-000000000000",
        currency: b.currency,
        gameId: b.gameId,
        roundId: b.roundId,
        amount: b.amount,
        ref: null,
        roundClosed: false,
        status: "PENDING",
      };
      // An unknown currency never reaches the debit (the token's currency differs): no house account for it.
      const houseId = isCurrency(b.currency) ? await wallet.houseAccount(`game:${provider}`, b.currency) : null;
      const placed = await bets
        .place({
          ...claim,
          houseId,
          meta: JSON.stringify({ gameId: b.gameId, roundId: b.roundId, transactionId: b.transactionId }),
          nonce: call?.nonce ?? null,
          tokenHash,
          guardProblem,
        })
        .catch((err: unknown) => {
          if (!isUniqueViolation(err)) throw err;
          return undefined;
        });
      if (placed && !placed.fresh) return { status: "INVALID_SIGNATURE" };
      // A transaction id seen before: the statement failed whole, its nonce unrecorded; record it, then replay.
      if (!placed) {
        if (call && !(await call.fresh())) return { status: "INVALID_SIGNATURE" };
        return replay(db, (await repo.gameTx(db, provider, b.transactionId))!, claim);
      }
      const casinoTransactionId = String(placed.id);
      if (placed.status !== "OK") {
        return answer(db, placed.status as WalletStatus, b.playerId, b.currency, { casinoTransactionId });
      }
      void wallet.announce([{ player: b.playerId }], "BET");
      return { status: "OK", balance: money(placed.balance!), currency: b.currency, casinoTransactionId };
    },

    async win(provider: string, w: WinRequest): Promise<WalletAnswer> {
      if (w.freeSpins) return freeSpinWin(provider, w, w.freeSpins.awardId);
      const playerOk = isUuid(w.playerId);
      const claim = winClaim(provider, w, w.betTransactionId ?? null, w.roundClosed === true);
      const transfer = {
        kind: "WIN" as const,
        key: `win:${provider}:${w.transactionId}`,
        from: { house: `game:${provider}` },
        to: { player: w.playerId },
        amount: w.amount,
        currency: w.currency,
        meta: { gameId: w.gameId, roundId: w.roundId, transactionId: w.transactionId },
      };
      let stake = 0n;
      // Account ids are resolved before the transaction opens (PGlite has one connection).
      const accounts = playerOk && w.amount > 0n ? await wallet.prepare(transfer).catch(() => undefined) : undefined;
      const bonusHouse = accounts ? await wallet.houseAccount("bonus-cost", w.currency) : undefined;
      const result = await db.transaction(async (tx): Promise<WalletAnswer> => {
        const id = await repo.claim(tx, claim);
        if (id === undefined) return replay(tx, (await repo.gameTx(tx, provider, w.transactionId))!, claim);
        const fail = async (status: WalletStatus) => {
          await repo.finish(tx, id, status, null);
          return answer(tx, status, w.playerId, w.currency, { casinoTransactionId: String(id) });
        };
        const round = await repo.roundForUpdate(tx, provider, w.roundId);
        if (
          !round ||
          round.player_id !== w.playerId ||
          round.game_id !== w.gameId ||
          (await repo.liveBets(tx, provider, w.roundId)) === 0
        ) {
          return fail("TRANSACTION_NOT_FOUND");
        }
        if (round.currency !== w.currency) return fail("WRONG_CURRENCY");
        if (w.betTransactionId) {
          const bet = await repo.gameTx(tx, provider, w.betTransactionId);
          if (bet?.kind !== "BET" || bet.status !== "OK" || bet.rolled_back || bet.round_id !== w.roundId) {
            return fail("TRANSACTION_NOT_FOUND");
          }
        }
        if (round.closed_at) return fail("ROUND_ALREADY_CLOSED");
        const closes = w.amount === 0n || w.roundClosed === true;
        await repo.recordWin(tx, provider, w.roundId, closes, clock.now());
        let balance: bigint | null = null;
        let transferId: bigint | null = null;
        if (w.amount > 0n) {
          if (!accounts) return fail("TRANSACTION_NOT_FOUND");
          // A round staked partly from a bonus wins back in the stake's proportions (bonus share rounded down,
          // the rest to cash); a bonus no longer active forfeits its share to the house.
          const bonus = await repo.roundBonus(tx, provider, w.roundId);
          const staked = bonus ? await stakeOf(tx, provider, w.roundId) : 0n;
          const share = bonus ? winShares(w.amount, { cash: staked - bonus.bonus, bonus: bonus.bonus }).bonus : 0n;
          if (share > 0n && bonus) {
            const toBonus = bonus.active && bonus.account !== null;
            const moved = await wallet.moveIn(
              tx,
              {
                ...transfer,
                key: `${transfer.key}:bonus`,
                to: toBonus ? { player: w.playerId, kind: `bonus:${bonus.grantId}` } : { house: "bonus-cost" },
                amount: share,
                meta: { ...transfer.meta, grantId: bonus.grantId },
              },
              { fromId: accounts.fromId, toId: toBonus ? bonus.account! : bonusHouse! },
            );
            transferId = moved.id;
          }
          if (w.amount - share > 0n) {
            const moved = await wallet.moveIn(tx, { ...transfer, amount: w.amount - share }, accounts);
            transferId = moved.id;
            balance = moved.to_balance;
          }
          for (const h of settlementHooks) await h.win(tx, { playerId: w.playerId, amount: w.amount });
        }
        await repo.finish(tx, id, "OK", transferId);
        if (events.listenerCount("win") > 0) stake = await stakeOf(tx, provider, w.roundId);
        void balance;
        return {
          status: "OK",
          balance: money(await cash(tx, w.playerId, w.currency)),
          currency: w.currency,
          casinoTransactionId: String(id),
          roundClosed: closes,
        };
      });
      if (result.status === "OK" && w.amount > 0n) {
        void wallet.announce([{ player: w.playerId }], "WIN");
        events.emit("win", {
          provider,
          playerId: w.playerId,
          gameId: w.gameId,
          roundId: w.roundId,
          transactionId: w.transactionId,
          currency: w.currency,
          win: w.amount,
          stake,
          at: clock.now(),
        });
      }
      return result;
    },

    async rollback(provider: string, r: RollbackRequest): Promise<WalletAnswer> {
      const playerOk = isUuid(r.playerId);
      const claim: ClaimInput = {
        provider,
        transactionId: r.transactionId,
        kind: "ROLLBACK",
        playerId: playerOk ? r.playerId : "00000000-0000-0000-0000-000000000000",
        currency: r.currency,
        gameId: r.gameId,
        roundId: r.roundId,
        amount: 0n,
        ref: r.rollbackTransactionId,
        roundClosed: false,
        status: "PENDING",
      };
      let refunded = false;
      const refund = {
        kind: "ROLLBACK" as const,
        key: `rollback:${provider}:${r.rollbackTransactionId}`,
        from: { house: `game:${provider}` },
        to: { player: r.playerId },
        amount: 1n,
        currency: r.currency,
        meta: { gameId: r.gameId, roundId: r.roundId, transactionId: r.transactionId, bet: r.rollbackTransactionId },
      };
      const accounts = playerOk && isCurrency(r.currency) ? await wallet.prepare(refund).catch(() => undefined) : undefined;
      const bonusHouse = accounts ? await wallet.houseAccount("bonus-cost", r.currency) : undefined;
      const result = await db.transaction(async (tx): Promise<WalletAnswer> => {
        const id = await repo.claim(tx, claim);
        if (id === undefined) return replay(tx, (await repo.gameTx(tx, provider, r.transactionId))!, claim);
        const done = async (status: WalletStatus, transferId: bigint | null = null) => {
          await repo.finish(tx, id, status, transferId);
          return answer(tx, status, r.playerId, r.currency, { casinoTransactionId: String(id) });
        };
        let bet = await repo.gameTx(tx, provider, r.rollbackTransactionId, true);
        if (!bet) {
          const tomb = await repo.claim(tx, {
            ...claim,
            transactionId: r.rollbackTransactionId,
            kind: "TOMBSTONE",
            ref: r.transactionId,
            status: "ROLLED_BACK",
          });
          if (tomb !== undefined) return done("OK");
          bet = await repo.gameTx(tx, provider, r.rollbackTransactionId, true);
        }
        if (!bet) return done("TRANSACTION_NOT_FOUND");
        if (bet.kind === "TOMBSTONE") return done("OK");
        if (bet.kind !== "BET" || bet.player_id !== r.playerId) return done("TRANSACTION_NOT_FOUND");
        if (bet.rolled_back || bet.status !== "OK") {
          if (!bet.rolled_back) await repo.markRolledBack(tx, bet.id);
          return done("OK");
        }
        const round = await repo.roundForUpdate(tx, provider, bet.round_id);
        if (round && round.wins > 0) return done("ROUND_ALREADY_CLOSED");
        let transferId: bigint | null = null;
        if (bet.currency !== r.currency) return done("WRONG_CURRENCY");
        if (bet.amount > 0n) {
          if (!accounts) return done("TRANSACTION_NOT_FOUND");
          const fromBonus = BigInt(bet.bonus_amount ?? 0);
          if (bet.grant_id) {
            // the bonus part goes back to its bonus (and its wagering is undone) while that bonus is active
            const grant = await repo.betGrant(tx, bet.grant_id, r.playerId, r.currency);
            if (grant?.active) await repo.undoWagering(tx, bet.grant_id, BigInt(bet.bonus_weighted ?? 0));
            if (fromBonus > 0n) {
              const toBonus = !!grant?.active && grant.account !== null;
              const moved = await wallet.moveIn(
                tx,
                {
                  ...refund,
                  key: `${refund.key}:bonus`,
                  to: toBonus ? { player: r.playerId, kind: `bonus:${bet.grant_id}` } : { house: "bonus-cost" },
                  amount: fromBonus,
                  meta: { ...refund.meta, grantId: bet.grant_id },
                },
                { fromId: accounts.fromId, toId: toBonus ? grant!.account! : bonusHouse! },
              );
              transferId = moved.id;
            }
          }
          if (bet.amount - fromBonus > 0n) {
            const moved = await wallet.moveIn(tx, { ...refund, amount: bet.amount - fromBonus }, accounts);
            transferId = moved.id;
          }
          refunded = true;
          for (const h of settlementHooks) await h.rollback(tx, { playerId: r.playerId, betId: bet.id });
        }
        await repo.markRolledBack(tx, bet.id);
        return done("OK", transferId);
      });
      if (refunded) void wallet.announce([{ player: r.playerId }], "ROLLBACK");
      return result;
    },
  };

  /** A win's game transaction as claimed before it settles (a malformed player id as the zero uuid: no account). */
  const winClaim = (provider: string, w: WinRequest, ref: string | null, roundClosed: boolean): ClaimInput => ({
    provider,
    transactionId: w.transactionId,
    kind: "WIN",
    playerId: isUuid(w.playerId) ? w.playerId : "00000000-0000-0000-0000-000000000000",
    currency: w.currency,
    gameId: w.gameId,
    roundId: w.roundId,
    amount: w.amount,
    ref,
    roundClosed,
    status: "PENDING",
  });

  /**
   * A free spin's result: no bet and no round at the casino; the transaction
   * id is claimed like any win's (a retry replays the first answer), and the
   * win becomes bonus money of the award, never cash.
   */
  async function freeSpinWin(provider: string, w: WinRequest, awardId: string): Promise<WalletAnswer> {
    const playerOk = isUuid(w.playerId);
    const claim = winClaim(provider, w, `freespins:${awardId}`, true);
    const spin: FreeSpinWin = { provider, awardId, ...w };
    const accounts = playerOk && freeSpins ? await freeSpins.prepareWin(spin).catch(() => undefined) : undefined;
    const result = await db.transaction(async (tx): Promise<WalletAnswer> => {
      const id = await repo.claim(tx, claim);
      if (id === undefined) return replay(tx, (await repo.gameTx(tx, provider, w.transactionId))!, claim);
      const r = freeSpins
        ? await freeSpins.settleWin(tx, spin, accounts)
        : { status: "TRANSACTION_NOT_FOUND" as const, transferId: null };
      // like any win (and as protection's loss windows read the game transactions again), it offsets the player's losses
      if (r.status === "OK" && w.amount > 0n)
        for (const h of settlementHooks) await h.win(tx, { playerId: w.playerId, amount: w.amount });
      await repo.finish(tx, id, r.status, r.transferId);
      return answer(tx, r.status, w.playerId, w.currency, {
        casinoTransactionId: String(id),
        ...(r.status === "OK" ? { roundClosed: true } : {}),
      });
    });
    if (result.status === "OK") void wallet.announce([{ player: w.playerId }], "B");
    return result;
  }

  async function stakeOf(tx: Db, provider: string, roundId: string) {
    const rows = await tx.query<{ s: string | null }>(
      "SELECT sum(amount)::text AS s FROM wallet_game_transactions WHERE provider = $1 AND round_id = $2 AND kind = 'BET' AND status = 'OK' AND NOT rolled_back",
      [provider, roundId],
    );
    return BigInt(rows[0]?.s ?? "0");
  }

  return service;
}

export type SeamlessWalletService = ReturnType<typeof seamlessWalletService>;
export type { GameTxKind };
