import type { Db } from "./db.js";
import { isUuid } from "./ids.js";

/** The operator an operator route acts for (from the operator session), with the address the call came from. */
export interface OperatorActor {
  id: string;
  email: string;
  ip: string | null;
}

/** One audit row, written in the transaction of the change it records. */
export interface AuditEntry {
  operatorId: string | null;
  operatorEmail?: string | null;
  action: string;
  objectType: string;
  objectId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

export type AuditWriter = (tx: Db, entry: AuditEntry) => Promise<unknown>;

/** Audit row of an actor's action (the command line acts as `cli:<name>`: no operator id, its name as e-mail). */
export const auditOf = (by: OperatorActor, e: Omit<AuditEntry, "operatorId" | "operatorEmail" | "ip">): AuditEntry => ({
  ...e,
  operatorId: isUuid(by.id) ? by.id : null,
  operatorEmail: by.email,
  ip: by.ip,
});
