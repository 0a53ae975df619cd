import type { BonusBalance } from "@casino/contracts/promotions";
import { isCurrency, minorToNumber } from "@casino/money";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import {
  duplicateTransfer,
  insufficientFunds,
  invalidAccount,
  invalidAmount,
  playerNotFound,
  unknownCurrency,
  withdrawalAlreadyFinished,
  withdrawalNotReserved,
} from "./errors.js";
import { isUniqueViolation, ledgerRepository, type MoveResult, type TransferKind, type TransferRow } from "./repository.js";
import type { BalanceHub, UpdateType } from "./updates.js";

/** A player's own accounts: spendable cash, funds reserved for pending withdrawals, bonus balances. */
export type PlayerAccountKind = "cash" | "reserved" | `bonus:${string}`;

/**
 * Either side of a transfer. House accounts may go negative and are never
 * updated in place: `game:<provider>` (game revenue), `psp:<provider>` (payment
 * clearing), `corrections`, `bonus-cost` (what bonuses cost the house).
 */
export type AccountRef = { player: string; kind?: PlayerAccountKind } | { house: string };

export interface TransferInput {
  kind: TransferKind;
  /** Unique idempotency key: the same key moves money at most once. */
  key: string;
  from: AccountRef;
  to: AccountRef;
  /** Positive integer minor units of `currency`. */
  amount: bigint;
  currency: string;
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: string;
  key: string;
  /** true when the key had already been applied: nothing moved this time. */
  replayed: boolean;
  createdAt: Date;
}

export interface PlayerBalance {
  currency: string;
  /** Spendable cash, minor units. */
  cash: bigint;
  /** Reserved for pending withdrawals. */
  reserved: bigint;
  /** Sum of bonus balances. */
  bonus: bigint;
}

const PLAYER_KIND = /^(cash|reserved|bonus:[A-Za-z0-9_-]{1,64})$/;
const HOUSE_KIND = /^(game|psp|corrections|bonus|bonus-cost)(:[A-Za-z0-9_.-]{1,64})?$/;

/** The bonus part of a balance update (accounts spec §3 `balance.bonus`), given by the promotions module. */
export interface BonusBalances {
  inprogress: boolean;
  balances: BonusBalance[];
}
const NO_BONUS: BonusBalances = { inprogress: false, balances: [] };

export interface WalletDeps {
  db: Db;
  clock: Clock;
  hub?: Pick<BalanceHub, "publish">;
}

export function walletService(deps: WalletDeps) {
  const repo = ledgerRepository(deps.db);
  const ids = new Map<string, bigint>();
  let bonusView: (playerId: string, currency: string) => Promise<BonusBalances> = async () => NO_BONUS;

  const isPlayer = (r: AccountRef): r is { player: string; kind?: PlayerAccountKind } => "player" in r;

  /** Account ids, created on first use (outside any transaction, so a cached id always exists). */
  async function accountId(ref: AccountRef, currency: string): Promise<bigint> {
    const cacheKey = isPlayer(ref) ? `p|${ref.player}|${ref.kind ?? "cash"}|${currency}` : `h|${ref.house}|${currency}`;
    const hit = ids.get(cacheKey);
    if (hit !== undefined) return hit;
    let id: bigint;
    if (isPlayer(ref)) {
      const kind = ref.kind ?? "cash";
      if (!PLAYER_KIND.test(kind)) throw invalidAccount(kind);
      try {
        id = await repo.playerAccount(deps.db, ref.player, kind, currency);
      } catch (err) {
        if ((err as { code?: string }).code === "23503" || (err as { code?: string }).code === "22P02") throw playerNotFound();
        throw err;
      }
    } else {
      if (!HOUSE_KIND.test(ref.house)) throw invalidAccount(ref.house);
      id = await repo.houseAccount(deps.db, ref.house, currency);
    }
    if (ids.size > 100_000) ids.clear();
    ids.set(cacheKey, id);
    return id;
  }

  function checkInput(t: { amount: bigint; currency: string }) {
    if (typeof t.amount !== "bigint" || t.amount <= 0n) throw invalidAmount();
    if (!isCurrency(t.currency)) throw unknownCurrency(t.currency);
  }

  /** After a transfer touching players: tell their open pages. */
  async function announce(refs: AccountRef[], cause: TransferKind) {
    if (!deps.hub) return;
    const type: UpdateType = cause === "D" ? "DEPOSIT" : cause === "W" ? "WITHDRAWAL" : cause === "B" ? "BONUS" : "BALANCE";
    const players = new Set(refs.filter(isPlayer).map((r) => r.player));
    for (const p of players) await deps.hub.publish(p, type).catch(() => {});
  }

  async function resolveIds(t: TransferInput) {
    const [fromId, toId] = await Promise.all([accountId(t.from, t.currency), accountId(t.to, t.currency)]);
    if (fromId === toId) throw invalidAccount("a transfer needs two different accounts");
    return { fromId, toId };
  }

  /**
   * Moves money inside a transaction the caller holds (the seamless wallet
   * does: its bet record and the transfer commit together). Account ids must
   * be resolved beforehand with `prepare`. Answers FAILED instead of throwing
   * when the debit is refused; the caller must guarantee the key is new.
   */
  async function moveIn(tx: Db, t: TransferInput, accounts: { fromId: bigint; toId: bigint }): Promise<MoveResult> {
    return repo.move(tx, {
      key: t.key,
      kind: t.kind,
      from: { id: accounts.fromId, player: isPlayer(t.from) },
      to: { id: accounts.toId, player: isPlayer(t.to) },
      amount: t.amount,
      currency: t.currency,
      meta: t.meta ?? {},
    });
  }

  /**
   * Settle and release share one key (`${key}:finish`), so the unique index
   * lets exactly one of them happen, even when both race. They move exactly
   * what `${key}:reserve` reserved for this player.
   */
  async function finishWithdrawal(
    a: { playerId: string; amount?: bigint; currency: string; key: string; meta?: Record<string, unknown> },
    to: AccountRef,
    step: "settle" | "release",
  ): Promise<TransferResult> {
    const reserved = await repo.transferByKey(deps.db, `${a.key}:reserve`);
    const reservedFrom = reserved ? await accountId({ player: a.playerId }, a.currency) : undefined;
    if (
      reserved?.status !== "DONE" ||
      reserved.from_account !== reservedFrom ||
      (a.amount !== undefined && a.amount !== reserved.amount)
    ) {
      throw withdrawalNotReserved(a.key);
    }
    try {
      return await service.transfer({
        kind: "W",
        key: `${a.key}:finish`,
        from: { player: a.playerId, kind: "reserved" },
        to,
        amount: reserved.amount,
        currency: a.currency,
        meta: { ...a.meta, withdrawal: a.key, step },
      });
    } catch (err) {
      if ((err as { code?: string }).code !== "DUPLICATE_TRANSACTION") throw err;
      const done = await repo.transferByKey(deps.db, `${a.key}:finish`);
      throw withdrawalAlreadyFinished(a.key, (done?.meta as { step?: string })?.step === "settle" ? "paid out" : "released");
    }
  }

  /** The same key with the same data is a replay; other data DUPLICATE_TRANSACTION; a refused key stays refused. */
  function replayOf(first: TransferRow | undefined, t: TransferInput, accounts: { fromId: bigint; toId: bigint }) {
    if (
      !first ||
      first.kind !== t.kind ||
      first.from_account !== accounts.fromId ||
      first.to_account !== accounts.toId ||
      first.amount !== t.amount ||
      first.currency !== t.currency
    ) {
      throw duplicateTransfer(t.key);
    }
    if (first.status === "FAILED") throw insufficientFunds();
    return { transferId: String(first.id), key: t.key, replayed: true, createdAt: first.created_at };
  }

  /**
   * `transfer` inside a transaction the caller holds, so its own rows (a
   * correction, an audit row) commit with the money or not at all. Account ids
   * come from `prepare` (before the transaction). A refused debit throws
   * INSUFFICIENT_FUNDS and the caller's transaction rolls back, refusal included.
   * Players are told after the caller commits (`announce`).
   */
  async function transferIn(tx: Db, t: TransferInput, accounts: { fromId: bigint; toId: bigint }): Promise<TransferResult> {
    checkInput(t);
    const first = await repo.transferByKey(tx, t.key);
    if (first) return replayOf(first, t, accounts);
    const moved = await moveIn(tx, t, accounts);
    if (moved.status === "FAILED") throw insufficientFunds();
    return { transferId: String(moved.id), key: t.key, replayed: false, createdAt: moved.created_at };
  }

  const service = {
    /**
     * One movement of money between two accounts. Idempotent by key: the same
     * key with the same data answers the first result (`replayed: true`);
     * other data is DUPLICATE_TRANSACTION (409); a key refused for
     * insufficient funds stays refused (412 INSUFFICIENT_FUNDS).
     */
    async transfer(t: TransferInput): Promise<TransferResult> {
      checkInput(t);
      const accounts = await resolveIds(t);
      let moved: MoveResult | undefined;
      try {
        moved = await moveIn(deps.db, t, accounts);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      if (moved) {
        if (moved.status === "FAILED") throw insufficientFunds();
        await announce([t.from, t.to], t.kind);
        return { transferId: String(moved.id), key: t.key, replayed: false, createdAt: moved.created_at };
      }
      return replayOf(await repo.transferByKey(deps.db, t.key), t, accounts);
    },

    /** Money into a player's cash from a house account (deposit D from `psp:<id>`, bonus B, correction C). */
    credit(a: {
      playerId: string;
      amount: bigint;
      currency: string;
      key: string;
      kind: TransferKind;
      from: string;
      meta?: Record<string, unknown>;
    }) {
      return service.transfer({ ...a, from: { house: a.from }, to: { player: a.playerId } });
    },

    /** Money out of a player's cash to a house account (correction C, …). INSUFFICIENT_FUNDS when short. */
    debit(a: {
      playerId: string;
      amount: bigint;
      currency: string;
      key: string;
      kind: TransferKind;
      to: string;
      meta?: Record<string, unknown>;
    }) {
      return service.transfer({ ...a, from: { player: a.playerId }, to: { house: a.to } });
    },

    /** Withdrawal step 1: cash → reserved (key `${key}:reserve`). INSUFFICIENT_FUNDS when short. */
    reserve(a: { playerId: string; amount: bigint; currency: string; key: string; meta?: Record<string, unknown> }) {
      return service.transfer({
        kind: "W",
        key: `${a.key}:reserve`,
        from: { player: a.playerId },
        to: { player: a.playerId, kind: "reserved" },
        amount: a.amount,
        currency: a.currency,
        meta: { ...a.meta, withdrawal: a.key, step: "reserve" },
      });
    },

    /** Withdrawal declined or cancelled: reserved → cash. Refused once paid out (settle). */
    release(a: { playerId: string; amount?: bigint; currency: string; key: string; meta?: Record<string, unknown> }) {
      return finishWithdrawal(a, { player: a.playerId }, "release");
    },

    /** Withdrawal paid: reserved → `psp:<provider>` clearing. Refused once released. */
    settle(a: { playerId: string; amount?: bigint; currency: string; key: string; to: string; meta?: Record<string, unknown> }) {
      return finishWithdrawal(a, { house: a.to }, "settle");
    },

    /** The player's balances in one currency (their account currency when not given). */
    async balance(playerId: string, currency?: string): Promise<PlayerBalance> {
      let cur = currency;
      if (!cur) {
        const p = await repo.findPlayer(deps.db, playerId);
        if (!p) throw playerNotFound();
        cur = p.currency;
      }
      const rows = await repo.accountsOfPlayer(deps.db, playerId);
      const b: PlayerBalance = { currency: cur, cash: 0n, reserved: 0n, bonus: 0n };
      for (const r of rows) {
        if (r.currency !== cur) continue;
        if (r.kind === "cash") b.cash += r.balance;
        else if (r.kind === "reserved") b.reserved += r.balance;
        else if (r.kind.startsWith("bonus:")) b.bonus += r.balance;
      }
      return b;
    },

    /** One entry of the balance updates list (POST /updates/v1, WebSocket pushes). */
    async update(playerId: string, updateType: UpdateType = "BALANCE") {
      const [b, completed] = await Promise.all([service.balance(playerId), repo.completedDeposits(deps.db, playerId)]);
      return {
        updateType,
        balance: minorToNumber(b.cash),
        currency: b.currency,
        reserved: minorToNumber(b.reserved),
        bonus: await bonusView(playerId, b.currency),
        completed,
      };
    },

    /** A house account's balance (aggregated from its transfers). */
    async houseBalance(house: string, currency: string): Promise<bigint> {
      return repo.houseBalance(deps.db, await accountId({ house }, currency));
    },

    /**
     * Proves the ledger: per currency the sum of all balances is zero, no
     * player account is negative, and every stored balance equals the replay
     * of its transfers.
     */
    async reconcile() {
      const [sums, mismatches, negative, dangling] = await Promise.all([
        repo.sumsPerCurrency(deps.db),
        repo.replayMismatches(deps.db),
        repo.negativePlayerAccounts(deps.db),
        repo.danglingReferences(deps.db),
      ]);
      const ok = sums.every((s) => s.total === "0") && mismatches.length === 0 && negative === 0 && dangling === 0;
      return {
        ok,
        currencies: sums.map((s) => ({
          currency: s.currency,
          sum: s.total,
          players: s.players,
          house: s.house,
          transfers: s.transfers,
        })),
        mismatches: mismatches.map((m) => ({
          accountId: String(m.id),
          playerId: m.player_id,
          kind: m.kind,
          currency: m.currency,
          stored: String(m.stored),
          replayed: m.replayed,
        })),
        negativeAccounts: negative,
        danglingReferences: dangling,
      };
    },

    /**
     * Operator correction C: credit or debit a player's cash. The transfer, its
     * wallet_corrections row and whatever `inTx` writes (the audit row, the
     * request's decision) commit in one transaction; `inTx` runs only when money
     * moved (not for a replayed key). PLAYER_NOT_FOUND, INSUFFICIENT_FUNDS,
     * DUPLICATE_TRANSACTION (the key used for other data).
     */
    async correct(a: {
      direction: "credit" | "debit";
      player: string;
      amount: bigint;
      currency?: string;
      reason: string;
      operator: string;
      key?: string;
      requestId?: string;
      inTx?: (tx: Db, moved: TransferResult & { playerId: string; currency: string }) => Promise<void>;
    }) {
      const p = await repo.findPlayer(deps.db, a.player);
      if (!p) throw playerNotFound();
      const currency = a.currency ?? p.currency;
      const key = a.key ?? `correction:${crypto.randomUUID()}`;
      const meta = { reason: a.reason, operator: a.operator, ...(a.requestId ? { request: a.requestId } : {}) };
      const player: AccountRef = { player: p.id };
      const house: AccountRef = { house: "corrections" };
      const t: TransferInput = {
        kind: "C",
        key,
        from: a.direction === "credit" ? house : player,
        to: a.direction === "credit" ? player : house,
        amount: a.amount,
        currency,
        meta,
      };
      checkInput(t);
      const accounts = await resolveIds(t);
      const once = () =>
        deps.db.transaction(async (tx) => {
          const moved = await transferIn(tx, t, accounts);
          if (moved.replayed) return moved;
          await repo.insertCorrection(tx, BigInt(moved.transferId), p.id, a.operator, a.reason, a.requestId ?? null);
          await a.inTx?.(tx, { ...moved, playerId: p.id, currency });
          return moved;
        });
      let result: TransferResult;
      try {
        result = await once();
      } catch (err) {
        if (!isUniqueViolation(err, "wallet_transfers_key")) throw err;
        result = await once(); // the same key raced in from elsewhere: now a replay
      }
      if (!result.replayed) await announce([t.from, t.to], "C");
      const balance = await service.balance(p.id, currency);
      return { ...result, playerId: p.id, customerId: p.customer_id, currency, balance };
    },

    /** The promotions module tells balance updates what the player's bonus balances are. */
    setBonusView(view: (playerId: string, currency: string) => Promise<BonusBalances>) {
      bonusView = view;
    },

    /**
     * An account's balance (id from `prepare`), its row locked until the
     * caller's transaction ends: a bonus settling reads what it moves.
     */
    lockedBalance: (tx: Db, accountId: bigint) => repo.accountBalance(tx, accountId, true),

    /** A player account's balance now (the account is created on first use). */
    async accountBalance(ref: { player: string; kind?: PlayerAccountKind }, currency: string): Promise<bigint> {
      return repo.accountBalance(deps.db, await accountId(ref, currency), false);
    },

    /** Every account of a player (cash, reserved, bonus:<id>) in every currency, for the back office. */
    async accountsOf(playerId: string) {
      const rows = await repo.accountsOfPlayer(deps.db, playerId);
      return rows.map((r) => ({ id: String(r.id), kind: r.kind, currency: r.currency, balance: String(r.balance) }));
    },

    /** A player's ledger transfers, newest first: kind, key, amount, both sides and which way it went for the player. */
    async transfersOf(playerId: string, page: { limit: number; offset: number }) {
      const mine = await repo.accountsOfPlayer(deps.db, playerId);
      if (mine.length === 0) return [];
      const ids = new Set(mine.map((a) => a.id));
      const rows = await repo.transfersOfPlayer(
        deps.db,
        mine.map((a) => a.id),
        page.limit,
        page.offset,
      );
      return rows.map((t) => {
        const out = ids.has(t.from_account);
        const inn = ids.has(t.to_account);
        const side = (kind: string, player: string | null) => (player ? `player:${kind}` : kind);
        return {
          id: String(t.id),
          key: t.key,
          kind: t.kind,
          amount: String(t.amount),
          currency: t.currency,
          from: side(t.from_kind, t.from_player),
          to: side(t.to_kind, t.to_player),
          /** in: to the player from the house; out: to the house; own: between the player's accounts (cash → reserved). */
          direction: out && inn ? ("own" as const) : inn ? ("in" as const) : ("out" as const),
          createdAt: t.created_at.toISOString(),
        };
      });
    },

    /** A player's game rounds, newest first: stake, win, rolled-back stake, provider's round id. */
    async roundsOf(playerId: string, page: { limit: number; offset: number }) {
      const rows = await repo.roundsOfPlayer(deps.db, playerId, page.limit, page.offset);
      return rows.map((r) => ({
        provider: r.provider,
        roundId: r.round_id,
        gameId: r.game_id,
        currency: r.currency,
        bet: r.bet,
        win: r.win,
        rolledBack: r.rolled_back,
        startedAt: new Date(r.started_at).toISOString(),
        closedAt: r.closed_at ? new Date(r.closed_at).toISOString() : null,
      }));
    },

    /** For the seamless wallet: resolve account ids before opening its transaction. */
    prepare: resolveIds,
    /** The id of a house account (`game:<provider>`, …), created on first use. */
    houseAccount: (house: string, currency: string) => accountId({ house }, currency),
    moveIn,
    announce,
  };
  return service;
}

export type WalletService = ReturnType<typeof walletService>;
