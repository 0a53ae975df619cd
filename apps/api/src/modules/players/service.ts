import type { Paging } from "@casino/contracts/paging";
import type { PlayerListQuery } from "@casino/contracts/players";
import { type AuditWriter, auditOf, type OperatorActor } from "../../platform/actor.js";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import type { PaymentsService } from "../payments/service.js";
import { excluded } from "../protection/limits.js";
import type { SessionService } from "../session/service.js";
import type { WalletService } from "../wallet/service.js";
import { playersError } from "./errors.js";
import { type PlayerFilter, type PlayerRow, type PlayerSort, playersRepository, SORTS } from "./repository.js";

export interface PlayersDeps {
  db: Db;
  clock: Clock;
  config: Config;
  wallet: Pick<WalletService, "accountsOf" | "transfersOf" | "roundsOf">;
  payments: Pick<PaymentsService, "ofPlayer">;
  session: Pick<SessionService, "endAllIn" | "loginHistory">;
  audit: AuditWriter;
  /** The names of a player's bonuses by grant id (the promotion's title), for the balance cards (`bonus:<grantId>`). */
  bonusNames?: (playerId: string) => Promise<Map<string, string>>;
}

/**
 * The back office's players: search, the player page (profile, status,
 * balances, ledger, payments, rounds, logins, notes), block and unblock.
 * Reads other modules only through their services.
 */
export function playersService(deps: PlayersDeps) {
  const repo = playersRepository(deps.db);
  const now = () => deps.clock.now();
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

  /** ACTIVE, BLOCKED (by an operator, with its reason), SELF_EXCLUDED (until a date or for good), PENDING (contact not confirmed). */
  function standing(p: PlayerRow) {
    const excludedNow = excluded(p.self_exclusion_type, p.self_exclusion_expires && new Date(p.self_exclusion_expires), now());
    if (p.status === "LOCKED")
      return { status: "BLOCKED" as const, reason: p.locked_reason, since: iso(p.locked_at), until: null };
    if (excludedNow) {
      return {
        status: "SELF_EXCLUDED" as const,
        reason: p.self_exclusion_type,
        since: null,
        until: iso(p.self_exclusion_expires),
      };
    }
    return {
      status: p.status === "PENDING" ? ("PENDING" as const) : ("ACTIVE" as const),
      reason: null,
      since: null,
      until: null,
    };
  }

  const summary = (p: PlayerRow) => ({
    id: p.id,
    customerId: p.customer_id,
    email: p.email,
    phone: p.phone,
    firstName: p.first_name,
    lastName: p.last_name,
    country: p.country,
    currency: p.currency,
    registeredAt: iso(p.created_at)!,
    standing: standing(p),
  });

  async function load(id: string): Promise<PlayerRow> {
    const row = isUuid(id) ? await repo.byId(id) : await repo.byCustomerId(id);
    if (!row) throw playersError("PLAYER_NOT_FOUND");
    return row;
  }

  const page = (p: Paging = {}) => {
    const limit = Math.min(Math.max(p.pageSize ?? 50, 1), 200);
    return { limit, offset: (Math.max(p.page ?? 1, 1) - 1) * limit };
  };

  /** The player's accounts, a bonus one named by its promotion (null when it has no name). */
  async function accountsWithNames(playerId: string) {
    const accounts = await deps.wallet.accountsOf(playerId);
    const names = accounts.some((a) => a.kind.startsWith("bonus:")) && deps.bonusNames ? await deps.bonusNames(playerId) : null;
    return accounts.map((a) => ({
      ...a,
      name: a.kind.startsWith("bonus:") ? (names?.get(a.kind.slice("bonus:".length)) ?? null) : null,
    }));
  }

  const service = {
    /** Search by account id, e-mail, phone or name (prefix), country, registration dates, status; paged and sorted. */
    async search(q: PlayerListQuery) {
      const sort = (q.sort ?? "-registered").replace(/^-/, "") as PlayerSort;
      const filter: PlayerFilter = {
        q: q.q ?? null,
        country: q.country ?? null,
        status: q.status === "BLOCKED" ? "LOCKED" : (q.status ?? null),
        registeredFrom: q.registeredFrom ? new Date(q.registeredFrom) : null,
        registeredTo: q.registeredTo ? new Date(q.registeredTo) : null,
        sort: sort in SORTS ? sort : "registered",
        desc: (q.sort ?? "-registered").startsWith("-"),
        ...page(q),
      };
      const { rows, total, more } = await repo.search(filter);
      return { items: rows.map(summary), total, more };
    },

    /** The player page's header: profile, contact verification, status, balances. */
    async get(id: string) {
      const p = await load(id);
      return {
        ...summary(p),
        language: p.language,
        registrationMethod: p.registration_method,
        emailVerified: p.email_verified_at !== null,
        phoneVerified: p.phone_verified_at !== null || p.details.CONTACT_PHONE_VERIFIED === "true",
        withdrawalsBlocked: p.withdrawals_blocked,
        firstLoginAt: iso(p.first_login_at),
        details: p.details,
        accounts: await accountsWithNames(p.id),
      };
    },

    async transfers(id: string, paging?: Paging) {
      const p = await load(id);
      return { items: await deps.wallet.transfersOf(p.id, page(paging)) };
    },

    async payments(id: string, paging?: Paging) {
      const p = await load(id);
      return { items: await deps.payments.ofPlayer(p.id, page(paging)) };
    },

    /** Game rounds with the provider's round id; our studio's rounds link to its provably fair verifier. */
    async rounds(id: string, paging?: Paging) {
      const p = await load(id);
      const rounds = await deps.wallet.roundsOf(p.id, page(paging));
      return {
        items: rounds.map((r) => ({
          ...r,
          verifyUrl:
            r.provider === "aurum-studio" ? `${deps.config.studioPublicUrl}/verify?round=${encodeURIComponent(r.roundId)}` : null,
        })),
      };
    },

    async logins(id: string) {
      const p = await load(id);
      return { items: await deps.session.loginHistory(p.id, 100) };
    },

    async notes(id: string) {
      const p = await load(id);
      const rows = await repo.notes(p.id, 200);
      return {
        items: rows.map((n) => ({
          id: n.id,
          body: n.body,
          by: { id: n.operator_id, email: n.operator_email },
          at: iso(n.created_at)!,
        })),
      };
    },

    /** An internal note, audited with it. */
    async addNote(id: string, body: string, by: OperatorActor) {
      const p = await load(id);
      const n = await deps.db.transaction(async (tx) => {
        const note = await playersRepository(tx).addNote(p.id, by, body, now());
        await deps.audit(
          tx,
          auditOf(by, { action: "player.note", objectType: "player", objectId: p.id, after: { noteId: note.id, body } }),
        );
        return note;
      });
      return { id: n.id, body: n.body, by: { id: by.id, email: by.email }, at: iso(n.created_at)! };
    },

    /**
     * Blocks a player with a reason: their status turns LOCKED (login answers
     * 403 LOCKED, the bet statement refuses PLAYER_BLOCKED) and every session
     * ends, in one transaction with the audit row. PLAYER_ALREADY_BLOCKED.
     */
    async block(id: string, reason: string, by: OperatorActor) {
      const p = await load(id);
      await deps.db.transaction(async (tx) => {
        const r = playersRepository(tx);
        const cur = (await r.byIdForUpdate(p.id))!;
        if (cur.status === "LOCKED") throw playersError("PLAYER_ALREADY_BLOCKED");
        await r.lock(p.id, reason, now());
        await deps.session.endAllIn(tx, p.id);
        await deps.audit(
          tx,
          auditOf(by, {
            action: "player.block",
            objectType: "player",
            objectId: p.id,
            before: { status: cur.status },
            after: { status: "LOCKED" },
            reason,
          }),
        );
      });
      return service.get(p.id);
    },

    /** Lifts a block (with a reason): the status it had before comes back. PLAYER_NOT_BLOCKED. */
    async unblock(id: string, reason: string, by: OperatorActor) {
      const p = await load(id);
      await deps.db.transaction(async (tx) => {
        const r = playersRepository(tx);
        const cur = (await r.byIdForUpdate(p.id))!;
        if (cur.status !== "LOCKED") throw playersError("PLAYER_NOT_BLOCKED");
        await r.unlock(p.id);
        await deps.audit(
          tx,
          auditOf(by, {
            action: "player.unblock",
            objectType: "player",
            objectId: p.id,
            before: { status: "LOCKED", reason: cur.locked_reason },
            after: { status: cur.status_before_lock ?? "ACTIVE" },
            reason,
          }),
        );
      });
      return service.get(p.id);
    },
  };
  return service;
}

export type PlayersService = ReturnType<typeof playersService>;
