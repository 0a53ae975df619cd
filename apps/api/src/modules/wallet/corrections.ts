import { randomUUID } from "node:crypto";
import { type AuditWriter, auditOf, type OperatorActor } from "../../platform/actor.js";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { type FourEyesLimits, needsSecondApprover } from "../../platform/four-eyes.js";
import { isUuid } from "../../platform/ids.js";
import { assertNotSameOperator } from "../operators/policies.js";
import {
  type CorrectionRequestRow,
  type CorrectionStatus,
  correctionsRepository,
  type NewCorrectionRequest,
} from "./corrections.repository.js";
import { correctionNotFound, correctionNotPending, playerNotFound } from "./errors.js";
import { ledgerRepository } from "./repository.js";
import type { WalletService } from "./service.js";

export interface CorrectionsDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  /** CORRECTION_FOUR_EYES: above these amounts a second operator approves. */
  limits: FourEyesLimits;
  audit: AuditWriter;
}

export interface CorrectionAsk {
  direction: "credit" | "debit";
  /** Player id or customer id. */
  player: string;
  amount: bigint;
  currency?: string;
  reason: string;
  /** Idempotency key: the same key asked twice is one correction. */
  key?: string;
}

/**
 * Operator corrections (kind C) with maker-checker: up to the four-eyes amount
 * a correction is applied at once; above it, it waits PENDING and moves no
 * money until a different operator approves. Applying is one transaction: the
 * transfer, its wallet_corrections row, the request's state and the audit row.
 */
export function correctionsService(deps: CorrectionsDeps) {
  const repo = correctionsRepository(deps.db);
  const ledger = ledgerRepository(deps.db);

  const present = (r: CorrectionRequestRow) => ({
    id: r.id,
    key: r.key,
    playerId: r.player_id,
    customerId: r.customer_id,
    direction: r.direction,
    amount: String(r.amount),
    currency: r.currency,
    reason: r.reason,
    status: r.status,
    requestedBy: { id: r.requested_by, email: r.requested_email },
    decidedBy: r.decided_by ? { id: r.decided_by, email: r.decided_email ?? "" } : null,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionReason: r.decision_reason,
    transferId: r.transfer_id === null ? null : String(r.transfer_id),
    createdAt: r.created_at.toISOString(),
    needsSecondApprover: needsSecondApprover(deps.limits, r.amount, r.currency),
  });
  type Correction = ReturnType<typeof present>;

  async function load(id: string): Promise<CorrectionRequestRow> {
    const row = isUuid(id) ? await repo.byId(id) : undefined;
    if (!row) throw correctionNotFound();
    return row;
  }

  /** Moves the money of a request in one transaction with its decision and audit row. */
  function apply(
    req: Pick<NewCorrectionRequest, "id" | "key" | "playerId" | "direction" | "amount" | "currency" | "reason">,
    by: OperatorActor,
    record: (tx: Db, transferId: bigint) => Promise<void>,
  ) {
    return deps.wallet.correct({
      direction: req.direction,
      player: req.playerId,
      amount: req.amount,
      currency: req.currency,
      reason: req.reason,
      operator: by.email,
      key: req.key,
      requestId: req.id,
      inTx: (tx, moved) => record(tx, BigInt(moved.transferId)),
    });
  }

  return {
    /**
     * Asks for a correction. Applied at once up to the four-eyes amount
     * (status APPLIED), else PENDING. The same key again answers the first
     * request. PLAYER_NOT_FOUND, INSUFFICIENT_FUNDS (a debit past the cash).
     */
    async request(a: CorrectionAsk, by: OperatorActor): Promise<Correction> {
      const p = await ledger.findPlayer(deps.db, a.player);
      if (!p) throw playerNotFound();
      const currency = a.currency ?? p.currency;
      const id = randomUUID();
      const key = a.key ? `correction:${a.key}` : `correction:${id}`;
      const seen = await repo.byKey(key);
      if (seen) return present(seen);
      const req = { id, key, playerId: p.id, direction: a.direction, amount: a.amount, currency, reason: a.reason };
      const base = { ...req, status: "PENDING" as CorrectionStatus, by, at: deps.clock.now() };
      const after = { direction: a.direction, amount: String(a.amount), currency, playerId: p.id };
      if (needsSecondApprover(deps.limits, a.amount, currency)) {
        await deps.db.transaction(async (tx) => {
          const inserted = await correctionsRepository(tx).insert(base);
          if (!inserted) return; // asked twice at once: the first stands
          await deps.audit(
            tx,
            auditOf(by, { action: "correction.request", objectType: "correction", objectId: id, after, reason: a.reason }),
          );
        });
      } else {
        await apply(req, by, async (tx, transferId) => {
          await correctionsRepository(tx).insert({ ...base, status: "APPLIED", transferId });
          await deps.audit(
            tx,
            auditOf(by, {
              action: "correction.apply",
              objectType: "correction",
              objectId: id,
              after: { ...after, transferId: String(transferId) },
              reason: a.reason,
            }),
          );
        });
      }
      return present((await repo.byKey(key))!);
    },

    /** A second operator approves a PENDING correction: the money moves now. SAME_OPERATOR, CORRECTION_NOT_PENDING. */
    async approve(id: string, by: OperatorActor): Promise<Correction> {
      const row = await load(id);
      if (row.status !== "PENDING") throw correctionNotPending(row.status);
      assertNotSameOperator(row.requested_by, by);
      const req = {
        id: row.id,
        key: row.key,
        playerId: row.player_id,
        direction: row.direction,
        amount: row.amount,
        currency: row.currency,
        reason: row.reason,
      };
      await apply(req, by, async (tx, transferId) => {
        const decided = await correctionsRepository(tx).decide(row.id, {
          status: "APPLIED",
          by,
          at: deps.clock.now(),
          transferId,
        });
        if (!decided) throw correctionNotPending("decided meanwhile"); // rolls the transfer back
        await deps.audit(
          tx,
          auditOf(by, {
            action: "correction.approve",
            objectType: "correction",
            objectId: row.id,
            before: { status: "PENDING" },
            after: { status: "APPLIED", transferId: String(transferId) },
            reason: row.reason,
          }),
        );
      });
      return present(await load(id));
    },

    /** Refuses a PENDING correction: nothing moves. Any operator may, the asker included (withdrawing it). */
    async reject(id: string, by: OperatorActor, reason: string): Promise<Correction> {
      const row = await load(id);
      if (row.status !== "PENDING") throw correctionNotPending(row.status);
      await deps.db.transaction(async (tx) => {
        const decided = await correctionsRepository(tx).decide(row.id, { status: "REJECTED", by, at: deps.clock.now(), reason });
        if (!decided) throw correctionNotPending("decided meanwhile");
        await deps.audit(
          tx,
          auditOf(by, {
            action: "correction.reject",
            objectType: "correction",
            objectId: row.id,
            before: { status: "PENDING" },
            after: { status: "REJECTED" },
            reason,
          }),
        );
      });
      return present(await load(id));
    },

    async get(id: string) {
      return present(await load(id));
    },

    async list(f: { status?: CorrectionStatus; playerId?: string; page?: number; pageSize?: number }) {
      const limit = Math.min(Math.max(f.pageSize ?? 50, 1), 200);
      const { rows, total } = await repo.list({
        status: f.status ?? null,
        playerId: f.playerId ?? null,
        limit,
        offset: (Math.max(f.page ?? 1, 1) - 1) * limit,
      });
      return { items: rows.map(present), total };
    },
  };
}

export type CorrectionsService = ReturnType<typeof correctionsService>;
