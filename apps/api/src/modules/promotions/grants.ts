import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import type { TransferInput, WalletService } from "../wallet/service.js";
import { promotionError } from "./errors.js";
import type { BonusStatus, GrantRow, PromotionsRepository } from "./repository.js";
import { conversion } from "./wagering.js";

/** What bonus money needs of the wallet: keyed moves inside our own transaction. */
export type BonusLedger = Pick<WalletService, "prepare" | "moveIn" | "announce" | "lockedBalance" | "accountBalance">;

export interface GrantDeps {
  db: Db;
  clock: Clock;
  wallet: BonusLedger;
  repo: PromotionsRepository;
  /** After a bonus was cancelled or revoked (free spins: the studio is told). */
  ended?: (g: GrantRow) => Promise<unknown>;
}

/** The house account every bonus is funded from and returns to. */
export const BONUS_HOUSE = "bonus-cost";

const uniqueViolation = (err: unknown, constraint: string) =>
  (err as { code?: string })?.code === "23505" &&
  ((err as { constraint?: string }).constraint === constraint || String((err as Error).message).includes(constraint));

export const bonusAccount = (g: Pick<GrantRow, "id" | "player_id">) => ({
  player: g.player_id,
  kind: `bonus:${g.id}` as const,
});

/** Wagering done, and (free spins) every spin played. */
export const isCompleted = (
  g: Pick<GrantRow, "wagering_done" | "wagering_required"> & Partial<Pick<GrantRow, "free_spins" | "free_spins_played">>,
) => g.wagering_done >= g.wagering_required && (g.free_spins ?? 0) <= (g.free_spins_played ?? 0);

/**
 * The grant's moves of money and status, one flow per function. Every
 * status change is a conditional update inside the transaction that moves
 * the money, and every movement has its grant's key
 * (`bonus:<id>:fund|convert|return`), so a replay or a race moves nothing twice.
 */
export function grantFlows(deps: GrantDeps) {
  const { db, clock, wallet, repo } = deps;
  // Not awaited: the player's cancel (or a self-exclusion) never waits on another service; it is told at its pace.
  const afterEnd = (g: GrantRow) => void deps.ended?.(g).catch(() => undefined);

  const transfer = (g: GrantRow, step: "fund" | "convert" | "return", amount: bigint): TransferInput => {
    const bonus = bonusAccount(g);
    const meta = { grantId: g.id, promotionId: g.promotion_id, step };
    if (step === "fund")
      return {
        kind: "B",
        key: `bonus:${g.id}:fund`,
        from: { house: BONUS_HOUSE },
        to: bonus,
        amount,
        currency: g.currency,
        meta,
      };
    if (step === "convert")
      return {
        kind: "B",
        key: `bonus:${g.id}:convert`,
        from: bonus,
        to: { player: g.player_id },
        amount,
        currency: g.currency,
        meta,
      };
    return {
      kind: "B",
      key: `bonus:${g.id}:return`,
      from: bonus,
      to: { house: BONUS_HOUSE },
      amount,
      currency: g.currency,
      meta,
    };
  };

  /**
   * The grant's three transfers with their account ids, resolved before any
   * transaction opens (on PGlite a query outside the open transaction would
   * wait for it). Amounts are filled in inside the transaction.
   */
  async function accountsOf(g: GrantRow) {
    const [fund, convert, giveBack] = await Promise.all([
      wallet.prepare(transfer(g, "fund", 1n)),
      wallet.prepare(transfer(g, "convert", 1n)),
      wallet.prepare(transfer(g, "return", 1n)),
    ]);
    return { fund, convert, return: giveBack, bonusId: convert.fromId };
  }
  type Accounts = Awaited<ReturnType<typeof accountsOf>>;

  /** Moves `amount` (> 0) inside tx; a refused debit aborts the transaction. */
  async function move(tx: Db, g: GrantRow, step: "fund" | "convert" | "return", amount: bigint, acc: Accounts) {
    const r = await wallet.moveIn(tx, transfer(g, step, amount), acc[step]);
    if (r.status !== "DONE") throw new Error(`bonus transfer bonus:${g.id}:${step} refused`);
  }

  /** Sends back to the house whatever is left in the grant's balance (row locked). */
  async function giveBackAll(tx: Db, g: GrantRow, acc: Accounts): Promise<bigint> {
    const left = await wallet.lockedBalance(tx, acc.bonusId);
    if (left > 0n) await move(tx, g, "return", left, acc);
    return left;
  }

  return {
    /**
     * Makes an offer the active bonus and funds it: B from bonus-cost into
     * `bonus:<id>`. BONUS_ALREADY_ACTIVE when another bonus is in play (the
     * unique index says so, whatever raced). undefined when the grant was not
     * in one of `from` any more.
     */
    async activate(
      g: GrantRow,
      from: readonly BonusStatus[],
      f: { amount: bigint; wageringRequired: bigint; maxConversion: bigint | null },
    ): Promise<GrantRow | undefined> {
      const now = clock.now();
      const expires = new Date(now.getTime() + g.rules.wageringHours * 3_600_000);
      if (f.amount <= 0n) {
        return repo.move(db, g.id, from, "FAILED", now, { finished_at: now, reason: "nothing-to-grant" });
      }
      const acc = await accountsOf(g); // creates the bonus account outside the transaction
      let row: GrantRow | undefined;
      try {
        row = await db.transaction(async (tx) => {
          const moved = await repo.move(tx, g.id, from, "ACTIVE", now, {
            amount: f.amount,
            wagering_required: f.wageringRequired,
            max_conversion: f.maxConversion,
            expires_at: expires,
            activated_at: now,
          });
          if (!moved) return undefined;
          await move(tx, moved, "fund", f.amount, acc);
          return moved;
        });
      } catch (err) {
        if (uniqueViolation(err, "bonus_grants_one_active")) throw promotionError("BONUS_ALREADY_ACTIVE");
        throw err;
      }
      if (row) await wallet.announce([bonusAccount(row)], "B");
      return row;
    },

    /** Step 1 of a claim or cancel: ACTIVE → CLAIM_PENDING | CANCEL_PENDING; bets no longer feed it. */
    async startSettling(g: GrantRow, to: "CLAIM_PENDING" | "CANCEL_PENDING"): Promise<GrantRow | undefined> {
      return db.transaction(async (tx) => {
        const cur = await repo.grantForUpdate(tx, g.id);
        if (!cur || cur.status !== "ACTIVE") return undefined;
        if (to === "CLAIM_PENDING" && !isCompleted(cur)) throw promotionError("BONUS_NOT_COMPLETED");
        return repo.move(tx, g.id, ["ACTIVE"], to, clock.now());
      });
    },

    /**
     * Step 2: CLAIM_PENDING → CLAIMED (the balance into cash up to the cap,
     * the rest to the house) or CANCEL_PENDING → CANCELLED (all of it to the
     * house). Safe to call again: a settled grant is returned as it is.
     */
    async settle(id: string): Promise<GrantRow | undefined> {
      const before = await repo.grantById(id);
      if (!before) return undefined;
      const acc = await accountsOf(before);
      const row = await db.transaction(async (tx) => {
        const g = await repo.grantForUpdate(tx, id);
        if (!g || (g.status !== "CLAIM_PENDING" && g.status !== "CANCEL_PENDING")) return g;
        const now = clock.now();
        if (g.status === "CANCEL_PENDING") {
          const returned = await giveBackAll(tx, g, acc);
          return repo.move(tx, id, ["CANCEL_PENDING"], "CANCELLED", now, { returned, converted: 0n, finished_at: now });
        }
        const balance = await wallet.lockedBalance(tx, acc.bonusId);
        const { convert, giveBack } = conversion(balance, g.max_conversion);
        if (convert > 0n) await move(tx, g, "convert", convert, acc);
        if (giveBack > 0n) await move(tx, g, "return", giveBack, acc);
        return repo.move(tx, id, ["CLAIM_PENDING"], "CLAIMED", now, { converted: convert, returned: giveBack, finished_at: now });
      });
      if (row && (row.status === "CLAIMED" || row.status === "CANCELLED")) {
        await wallet.announce([bonusAccount(row), { player: row.player_id }], "B");
      }
      if (row?.status === "CANCELLED" && before.status === "CANCEL_PENDING") afterEnd(row);
      return row;
    },

    /** A bonus whose balance is gone before its wagering was: ACTIVE → FAILED. */
    async fail(g: GrantRow): Promise<GrantRow | undefined> {
      const acc = await accountsOf(g);
      return db.transaction(async (tx) => {
        const cur = await repo.grantForUpdate(tx, g.id);
        if (!cur || cur.status !== "ACTIVE") return undefined;
        const left = await wallet.lockedBalance(tx, acc.bonusId);
        if (left > 0n || isCompleted(cur)) throw promotionError("BONUS_NOT_FINISHED");
        const now = clock.now();
        return repo.move(tx, g.id, ["ACTIVE"], "FAILED", now, { returned: 0n, converted: 0n, finished_at: now });
      });
    },

    /**
     * Expiry, forfeit (self-exclusion, withdrawal, blocking) or an operator's
     * revoke: → REVOKED with its reason; an active bonus's money goes back
     * to the house in the same transaction. undefined when it had already
     * ended (terminal states never change).
     */
    async revoke(
      id: string,
      reason: string,
      opts: {
        note?: string | null;
        operatorId?: string | null;
        onlyIf?: (g: GrantRow) => boolean;
        /** Runs in the revoke's transaction with the grant before and after (the operator's audit row). */
        also?: (tx: Db, before: GrantRow, after: GrantRow) => Promise<void>;
      } = {},
    ): Promise<GrantRow | undefined> {
      const before = await repo.grantById(id);
      if (!before) return undefined;
      const acc = await accountsOf(before);
      const work = async (tx: Db) => {
        const g = await repo.grantForUpdate(tx, id);
        if (!g || !["PENDING", "ACCEPTED", "ACTIVATION_PENDING", "ACTIVE"].includes(g.status)) return undefined;
        if (opts.onlyIf && !opts.onlyIf(g)) return undefined;
        const now = clock.now();
        const returned = g.status === "ACTIVE" ? await giveBackAll(tx, g, acc) : 0n;
        const after = await repo.move(tx, id, [g.status], "REVOKED", now, {
          reason,
          note: opts.note ?? null,
          operator_id: opts.operatorId ?? null,
          returned,
          finished_at: now,
        });
        if (after && opts.also) await opts.also(tx, g, after);
        return after;
      };
      const row = await db.transaction(work);
      if (row) await wallet.announce([bonusAccount(row)], "B");
      if (row) afterEnd(row);
      return row;
    },
  };
}

export type GrantFlows = ReturnType<typeof grantFlows>;
