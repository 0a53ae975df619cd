import type { WalletStatus } from "@casino/contracts/seamless-wallet";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import type { AwardAnswer, FreeSpinAward } from "../catalogue/provider-client.js";
import type { TransferInput } from "../wallet/service.js";
import { promotionError } from "./errors.js";
import { BONUS_HOUSE, type BonusLedger, bonusAccount } from "./grants.js";
import type { BonusStatus, GrantRow, PromotionsRepository } from "./repository.js";
import { wageringRequired } from "./wagering.js";

/** Our studio's operator API as free spins need it (catalogue/provider-client.ts `awardFreeSpins`). */
export interface FreeSpinsStudio {
  awardFreeSpins(award: FreeSpinAward): Promise<AwardAnswer>;
  /** False when the studio could not be told (it closes the award at the first spin whose win is refused). */
  cancelFreeSpins(awardId: string): Promise<boolean>;
}

/** A free spin's result as the seamless wallet hands it over (`win` with `freeSpins.awardId`). */
export interface FreeSpinWin {
  provider: string;
  awardId: string;
  playerId: string;
  currency: string;
  gameId: string;
  roundId: string;
  transactionId: string;
  amount: bigint;
}

/** How long an unconfirmed award waits before the retry job asks the studio again. */
export const AWARD_RETRY_AFTER_MS = 30_000;

const uniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === "23505" && String((err as Error).message).includes("bonus_grants_one_active");

/**
 * Free spins at our studio (issue 12 §3). A grant is awarded at the studio
 * over its operator API: ACTIVATION_PENDING until the studio confirms (→
 * ACTIVE), refuses (→ FAILED) or does not answer (stays; the retry job asks
 * again, the award id being the grant id). Each spin's win arrives through
 * the seamless wallet and becomes bonus money of the grant: B from
 * `bonus-cost` into `bonus:<grantId>` under `freespin:<provider>:<transactionId>`,
 * the grant's amount and wagering growing with it. The last spin of an award
 * that won nothing ends the grant (FAILED, reason `no-free-spin-win`), as an
 * empty bonus ends.
 */
export function freeSpinFlows(deps: {
  db: Db;
  clock: Clock;
  wallet: BonusLedger;
  repo: PromotionsRepository;
  studio: () => FreeSpinsStudio | undefined;
}) {
  const { db, clock, wallet, repo } = deps;

  const winTransfer = (g: Pick<GrantRow, "id" | "player_id" | "promotion_id">, w: FreeSpinWin, amount: bigint) =>
    ({
      kind: "B",
      key: `freespin:${w.provider}:${w.transactionId}`,
      from: { house: BONUS_HOUSE },
      to: bonusAccount(g),
      amount,
      currency: w.currency,
      meta: { grantId: g.id, promotionId: g.promotion_id, step: "free-spin", gameId: w.gameId, roundId: w.roundId },
    }) satisfies TransferInput;

  /** Asks the studio for the award of a grant in ACTIVATION_PENDING and moves it on its answer. */
  async function award(g: GrantRow): Promise<GrantRow> {
    const spins = g.rules.freeSpins!;
    const studio = deps.studio();
    const answer: AwardAnswer = studio
      ? await studio.awardFreeSpins({
          awardId: g.id,
          playerId: g.player_id,
          gameIds: spins.games,
          count: g.free_spins,
          bet: spins.bet,
          currency: g.currency,
          expiresAt: (g.expires_at ?? clock.now()).toISOString(),
        })
      : { status: "UNAVAILABLE", code: null, detail: "no studio configured" };
    const now = clock.now();
    let moved: GrantRow | undefined;
    if (answer.status === "AWARDED") {
      moved = await repo.move(db, g.id, ["ACTIVATION_PENDING"], "ACTIVE", now, { activated_at: now, activation_error: null });
      if (moved) await wallet.announce([{ player: g.player_id }], "B");
    } else if (answer.status === "REFUSED") {
      moved = await repo.move(db, g.id, ["ACTIVATION_PENDING"], "FAILED", now, {
        reason: "studio-refused",
        activation_error: `${answer.code ?? "REFUSED"}: ${answer.detail}`.slice(0, 500),
        finished_at: now,
      });
    } else {
      await repo.noteActivationError(db, g.id, answer.detail, now);
    }
    return moved ?? (await repo.grantById(g.id))!;
  }

  return {
    /**
     * A free-spin offer accepted (or granted at once): → ACTIVATION_PENDING,
     * with the wagering window starting now (the award's expiry), then the
     * studio is asked. BONUS_ALREADY_ACTIVE when another bonus is in play.
     */
    async activate(g: GrantRow, from: readonly BonusStatus[]): Promise<GrantRow | undefined> {
      const now = clock.now();
      let pending: GrantRow | undefined;
      try {
        pending = await repo.move(db, g.id, from, "ACTIVATION_PENDING", now, {
          expires_at: new Date(now.getTime() + g.rules.wageringHours * 3_600_000),
          amount: 0n,
          wagering_required: 0n,
        });
      } catch (err) {
        if (uniqueViolation(err)) throw promotionError("BONUS_ALREADY_ACTIVE");
        throw err;
      }
      return pending && award(pending);
    },

    /** The retry job: awards the studio has not confirmed for `olderThanMs`, asked again (at most `limit`). */
    async retry(limit = 100, olderThanMs = AWARD_RETRY_AFTER_MS) {
      const due = await repo.awaitingActivation(new Date(clock.now().getTime() - olderThanMs), limit);
      let activated = 0;
      for (const { id } of due) {
        const g = await repo.grantById(id);
        if (g?.status !== "ACTIVATION_PENDING") continue;
        if ((await award(g)).status === "ACTIVE") activated++;
      }
      return { tried: due.length, activated };
    },

    /**
     * Before the win's transaction: the award's bonus account (created if
     * new) when `awardId` is a free-spin grant of this player in this
     * currency; undefined otherwise.
     */
    async prepareWin(w: FreeSpinWin) {
      if (!isUuid(w.awardId)) return undefined;
      const g = await repo.grantById(w.awardId);
      if (g?.rules.kind !== "free_spins" || g.player_id !== w.playerId || g.currency !== w.currency) return undefined;
      return wallet.prepare(winTransfer(g, w, 1n));
    },

    /**
     * In the win's transaction (the transaction id claimed already): counts
     * the spin and books its win. A status other than OK leaves nothing moved.
     */
    async settleWin(
      tx: Db,
      w: FreeSpinWin,
      accounts: { fromId: bigint; toId: bigint } | undefined,
    ): Promise<{ status: WalletStatus; transferId: bigint | null; grant?: GrantRow }> {
      let g = accounts ? await repo.grantForUpdate(tx, w.awardId) : undefined;
      if (!g || !accounts) return { status: "TRANSACTION_NOT_FOUND", transferId: null };
      if (!g.rules.freeSpins?.games.includes(w.gameId)) return { status: "INVALID_GAME", transferId: null };
      const now = clock.now();
      // The studio's answer to the award was lost, but a spin of it proves the studio holds it: it is confirmed.
      if (g.status === "ACTIVATION_PENDING")
        g = (await repo.move(tx, g.id, ["ACTIVATION_PENDING"], "ACTIVE", now, { activated_at: now, activation_error: null }))!;
      if (g.status !== "ACTIVE" || g.free_spins_played >= g.free_spins)
        return { status: "ROUND_ALREADY_CLOSED", transferId: null };
      const amount = g.amount + w.amount;
      const after = (await repo.addFreeSpinWin(tx, g.id, w.amount, wageringRequired(g.rules.multiplier, amount), now))!;
      let transferId: bigint | null = null;
      if (w.amount > 0n) {
        const moved = await wallet.moveIn(tx, winTransfer(g, w, w.amount), accounts);
        if (moved.status !== "DONE") throw new Error(`free-spin win ${w.transactionId} refused by the ledger`);
        transferId = moved.id;
      }
      if (after.free_spins_played === after.free_spins && after.amount === 0n) {
        const ended = await repo.move(tx, g.id, ["ACTIVE"], "FAILED", now, {
          reason: "no-free-spin-win",
          returned: 0n,
          converted: 0n,
          finished_at: now,
        });
        return { status: "OK", transferId, grant: ended };
      }
      return { status: "OK", transferId, grant: after };
    },

    /**
     * A free-spin bonus ended with spins left (cancelled, revoked, expired): the studio is told, so the slot
     * stops offering them at once. Answers whether it heard; when it did not, the first spin's win the casino
     * refuses closes the award there (docs/integration/studio-operator-api.md).
     */
    async withdraw(g: GrantRow): Promise<boolean> {
      if (g.rules.kind !== "free_spins" || g.free_spins_played >= g.free_spins) return true;
      const studio = deps.studio();
      return studio ? studio.cancelFreeSpins(g.id) : false;
    },

    /** Spins left of a grant (0 for other kinds). */
    spinsLeft: (g: Pick<GrantRow, "free_spins" | "free_spins_played">) => Math.max(0, g.free_spins - g.free_spins_played),
  };
}

export type FreeSpinFlows = ReturnType<typeof freeSpinFlows>;
