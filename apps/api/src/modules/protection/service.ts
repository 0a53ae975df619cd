import type {
  ExclusionList,
  GlobalLimits,
  GlobalLimitsBody,
  OperatorExclusionBody,
  OperatorLimit,
  OperatorLimitsBody,
  PlayerProtection,
  ProtectionHistory,
  SelfExclusion,
  SelfExclusionBody,
  SelfLimit,
  SelfLimits,
  SelfLimitsBody,
} from "@casino/contracts/protection";
import pino from "pino";
import { type AuditEntry, type AuditWriter, auditOf, type OperatorActor } from "../../platform/actor.js";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { type PaymentCode, paymentRefused } from "../payments/errors.js";
import type { DepositGuard } from "../payments/service.js";
import type { SessionService } from "../session/service.js";
import { playBlocked, protectionError, sessionTimeUsed } from "./errors.js";
import {
  confirm,
  confirmable,
  type ExclusionType,
  excluded,
  exclusionEnd,
  type LimitState,
  lowest,
  mergeExclusion,
  NO_LIMIT,
  PERIODS,
  type Period,
  passedPeriod,
  RULES,
  remainingCooldown,
  requestChange,
  windowStarts,
} from "./limits.js";
import {
  type ChangeRow,
  type GlobalLimitRow,
  type LimitKind,
  type LimitPeriod,
  type LimitRow,
  type LimitSource,
  protectionRepository,
} from "./repository.js";

/** What a module asks before it acts for a player. */

/** A review of the limits is asked for every 6 months. */
export const REVIEW_MS = 182 * 24 * 60 * 60 * 1000;

const stateOf = (r: LimitRow | undefined): LimitState =>
  r ? { amount: r.amount, pending: r.pending, pendingAmount: r.pending_amount, pendingReadyAt: r.pending_ready_at } : NO_LIMIT;
const rowOf = (kind: LimitKind, period: LimitPeriod, source: LimitSource, s: LimitState) => ({
  kind,
  period,
  source,
  amount: s.amount,
  pending: s.pending,
  pending_amount: s.pendingAmount,
  pending_ready_at: s.pendingReadyAt,
});
const num = (v: bigint | null) => (v === null ? null : Number(v));
/** "deposit.daily", "losses.weekly", "gameSessionDuration" ↔ stored kind and period. */
const LIMIT_NAMES: Record<string, [LimitKind, LimitPeriod]> = {
  "deposit.daily": ["deposit", "daily"],
  "deposit.weekly": ["deposit", "weekly"],
  "deposit.monthly": ["deposit", "monthly"],
  "losses.daily": ["loss", "daily"],
  "losses.weekly": ["loss", "weekly"],
  "losses.monthly": ["loss", "monthly"],
  gameSessionDuration: ["session", "session"],
};
const PAYMENT_PERIOD: Record<Period, "DAILY" | "WEEKLY" | "MONTHLY"> = { daily: "DAILY", weekly: "WEEKLY", monthly: "MONTHLY" };

export interface ProtectionDeps {
  db: Db;
  clock: Clock;
  session: SessionService;
  /** How long a minute of the session-time limit lasts (PLAY_MINUTE_MS: 60,000 but in the journeys). */
  minuteMs?: number;
  config?: Pick<Config, "LOG_LEVEL">;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Player protection: self-limits (deposit, loss, session time), operator
 * limits, cool-down and self-exclusion, reality checks. Other modules ask it
 * before they act (`check`, `depositGuard`); loss limits are checked inside
 * the bet statement itself (loss-windows.ts).
 */
export function protectionService(deps: ProtectionDeps) {
  const { db, clock } = deps;
  const repo = protectionRepository(db);
  const onExcluded: ((playerId: string) => Promise<void> | void)[] = [];
  const log = deps.log ?? pino({ level: deps.config?.LOG_LEVEL ?? "info", name: "protection" });
  let audit: AuditWriter | undefined;
  const writeAudit = (tx: Db, entry: AuditEntry) => {
    if (!audit) throw new Error("protection: the audit writer is not set (services.ts calls useAudit)");
    return audit(tx, entry);
  };
  async function playerRef(q: Db, idOrCustomerId: string) {
    const ref = await repo.playerRef(q, idOrCustomerId);
    if (!ref) throw protectionError("PLAYER_NOT_FOUND");
    return ref;
  }

  type ExclusionState = { type: ExclusionType | null; expires: string | null };
  const stateOfExclusion = (e: { type: ExclusionType | null; expires: Date | null }): ExclusionState => ({
    type: e.type,
    expires: e.expires?.toISOString() ?? null,
  });
  /**
   * The exclusion's one transaction: merged with the one in force (never
   * shortened), every session ended, the change recorded (and audited for an
   * operator); then, after commit, what other modules do (forfeit bonuses).
   */
  async function startExclusion(
    playerId: string,
    body: SelfExclusionBody,
    actor: string,
    by?: { reason: string; audit: (tx: Db, before: ExclusionState, after: ExclusionState) => Promise<unknown> },
  ) {
    const next = await db.transaction(async (tx) => {
      const now = clock.now();
      const p = await repo.lockPlayer(tx, playerId);
      if (!p) throw protectionError("PLAYER_NOT_FOUND");
      const end = exclusionEnd(body.type, body.period, now);
      if (end === undefined) throw protectionError("UNKNOWN_LIMIT", { period: body.period });
      const was = { type: p.self_exclusion_type ?? null, expires: p.self_exclusion_expires ?? null };
      const merged = mergeExclusion(was, { type: body.type, expires: end }, now);
      await repo.setExclusion(tx, playerId, merged.type, merged.expires);
      await deps.session.endOthers(playerId, undefined, tx);
      await repo.recordChange(
        tx,
        playerId,
        actor,
        body.type === "COOLDOWN" ? "cooldown.start" : "exclusion.start",
        {
          period: body.period,
          type: merged.type,
          expires: merged.expires?.toISOString() ?? null,
          ...(by ? { reason: by.reason } : {}),
        },
        now,
      );
      if (by) await by.audit(tx, stateOfExclusion(was), stateOfExclusion(merged));
      return merged;
    });
    // After commit: the exclusion holds whatever its followers do; a failed one is logged and the
    // promotions sweep forfeits what it left (promotions.expiry, once a minute).
    for (const l of onExcluded) {
      await Promise.resolve(l(playerId)).catch((err) => log.error({ err, playerId }, "exclusion follow-up failed"));
    }
    return next;
  }

  const find = (rows: LimitRow[], kind: LimitKind, period: LimitPeriod, source: LimitSource) =>
    rows.find((r) => r.kind === kind && r.period === period && r.source === source);

  /** Writes the loss limits the bet statement checks: the lowest of the player's and the operator's. */
  async function syncLossWindows(tx: Db, playerId: string) {
    const rows = await repo.limits(tx, playerId);
    const eff = (p: Period) => lowest(find(rows, "loss", p, "player")?.amount, find(rows, "loss", p, "operator")?.amount);
    const limits = { day: eff("daily"), week: eff("weekly"), month: eff("monthly") };
    if (limits.day === null && limits.week === null && limits.month === null) {
      const had = await repo.lossWindows(tx, playerId, clock.now());
      if (!had) return;
    }
    await repo.saveLossLimits(tx, playerId, limits, clock.now());
  }

  function checkBounds(name: string, amount: bigint | null) {
    if (amount === null) return;
    if (name === "gameSessionDuration") {
      if (amount < BigInt(RULES.minGameSessionDuration)) throw protectionError("LIMIT_BELOW_MINIMUM", { limit: name });
      if (amount > BigInt(RULES.maxGameSessionDuration)) throw protectionError("LIMIT_ABOVE_MAXIMUM", { limit: name });
      return;
    }
    const min = name.startsWith("deposit.") ? RULES.minDeposit : RULES.minLosses[name.split(".")[1] as Period];
    if (amount < BigInt(min)) throw protectionError("LIMIT_BELOW_MINIMUM", { limit: name, min });
  }

  async function view(playerId: string): Promise<SelfLimits> {
    const now = clock.now();
    const [rows, player, settings, windows] = [
      await repo.limits(db, playerId),
      await repo.exclusion(db, playerId),
      await repo.settings(db, playerId),
      await repo.lossWindows(db, playerId, now),
    ];
    const deposited = await usedDeposits(playerId);
    let longest = 0;
    const one = (kind: LimitKind, period: LimitPeriod, used?: bigint): SelfLimit => {
      const s = stateOf(find(rows, kind, period, "player"));
      const cooldown = remainingCooldown(s, now);
      if (s.pending) longest = Math.max(longest, cooldown);
      return {
        amount: num(s.amount),
        operatorAmount: num(find(rows, kind, period, "operator")?.amount ?? null),
        kind: kind === "session" ? "time" : "currency",
        ...(used !== undefined ? { used: Number(used) } : {}),
        pending: s.pending
          ? { amount: num(s.pendingAmount), confirmableAt: s.pendingReadyAt!.toISOString(), remainingCooldown: cooldown }
          : null,
      };
    };
    const lossUsed: Record<Period, bigint> = windows
      ? { daily: windows.day_net, weekly: windows.week_net, monthly: windows.month_net }
      : { daily: 0n, weekly: 0n, monthly: 0n };
    const reviewed = settings?.reviewed_at ?? null;
    const anyLimit = rows.some((r) => r.source === "player" && r.amount !== null);
    const ownDepositLimit = hasOwnDepositLimit(rows);
    return {
      currency: player?.currency ?? "EUR",
      deposit: {
        daily: one("deposit", "daily", deposited?.daily ?? 0n),
        weekly: one("deposit", "weekly", deposited?.weekly ?? 0n),
        monthly: one("deposit", "monthly", deposited?.monthly ?? 0n),
      },
      losses: {
        daily: one("loss", "daily", lossUsed.daily),
        weekly: one("loss", "weekly", lossUsed.weekly),
        monthly: one("loss", "monthly", lossUsed.monthly),
      },
      gameSessionDuration: one("session", "session"),
      realityCheck: settings?.reality_check ?? null,
      remainingCooldown: longest,
      rules: {
        minDeposit: RULES.minDeposit,
        minLosses: { ...RULES.minLosses },
        minGameSessionDuration: RULES.minGameSessionDuration,
        maxGameSessionDuration: RULES.maxGameSessionDuration,
      },
      reviewDue: anyLimit && (reviewed === null || now.getTime() - reviewed.getTime() >= REVIEW_MS),
      depositLimitOffer: !ownDepositLimit && !settings?.first_limit_prompt_at,
    };
  }

  /** Deposits per rolling window, when payments told us how to count them. */
  let depositedSince: ((playerId: string, since: Date, q?: Db) => Promise<bigint>) | undefined;
  async function usedDeposits(playerId: string, q: Db = db): Promise<Record<Period, bigint> | null> {
    if (!depositedSince) return null;
    const w = windowStarts(clock.now());
    return {
      daily: await depositedSince(playerId, w.daily, q),
      weekly: await depositedSince(playerId, w.weekly, q),
      monthly: await depositedSince(playerId, w.monthly, q),
    };
  }

  async function exclusionOf(
    playerId: string,
    q: Db = db,
    share = false,
  ): Promise<{ type: "COOLDOWN" | "LOCK" | null; expires: Date | null }> {
    const p = await repo.exclusion(q, playerId, share);
    if (!p || !excluded(p.self_exclusion_type, p.self_exclusion_expires, clock.now())) return { type: null, expires: null };
    return { type: p.self_exclusion_type, expires: p.self_exclusion_expires };
  }

  const service = {
    /** `GET /account/v1/details/self-limits`. */
    limits: view,

    /**
     * `POST /account/v1/details/self-limits`: each limit sent changes; a new
     * or lower limit applies at once, a higher one or a removal waits 24 h and
     * then needs a confirmation. LIMIT_BELOW_MINIMUM, LIMIT_ABOVE_MAXIMUM.
     */
    async setLimits(playerId: string, body: SelfLimitsBody): Promise<SelfLimits> {
      const wanted: [string, bigint | null][] = [];
      for (const p of PERIODS) {
        if (body.deposit && p in body.deposit) wanted.push([`deposit.${p}`, big(body.deposit[p])]);
        if (body.losses && p in body.losses) wanted.push([`losses.${p}`, big(body.losses[p])]);
      }
      if (body.gameSessionDuration !== undefined) wanted.push(["gameSessionDuration", big(body.gameSessionDuration)]);
      for (const [name, amount] of wanted) checkBounds(name, amount);
      await db.transaction(async (tx) => {
        const now = clock.now();
        await repo.lockPlayer(tx, playerId);
        const rows = await repo.limits(tx, playerId, true);
        let losses = false;
        for (const [name, amount] of wanted) {
          const [kind, period] = LIMIT_NAMES[name]!;
          const before = stateOf(find(rows, kind, period, "player"));
          const after = requestChange(before, amount, now);
          if (JSON.stringify(before, jsonBig) === JSON.stringify(after, jsonBig)) continue;
          await repo.saveLimit(tx, playerId, rowOf(kind, period, "player", after), now);
          await repo.recordChange(
            tx,
            playerId,
            "player",
            after.pending ? "limit.pending" : "limit.set",
            { limit: name, from: num(before.amount), to: num(after.pending ? after.pendingAmount : after.amount) },
            now,
          );
          if (kind === "loss") losses = true;
        }
        if (body.realityCheck !== undefined) {
          await repo.saveSettings(tx, playerId, body.realityCheck, now);
          await repo.recordChange(tx, playerId, "player", "reality-check.set", { minutes: body.realityCheck }, now);
        } else if (wanted.length > 0) {
          const s = await repo.settings(tx, playerId);
          await repo.saveSettings(tx, playerId, s?.reality_check ?? null, now);
        }
        if (losses) await syncLossWindows(tx, playerId);
        // The first-deposit offer is answered by a deposit limit, or by declining it as a choice of its own.
        if (body.depositLimitOffer === "DECLINED") {
          await repo.answerLimitOffer(tx, playerId, now);
          await repo.recordChange(tx, playerId, "player", "deposit-limit-offer.declined", {}, now);
        } else if (wanted.some(([name, amount]) => name.startsWith("deposit.") && amount !== null)) {
          await repo.answerLimitOffer(tx, playerId, now);
        }
      });
      return view(playerId);
    },

    /**
     * `POST /account/v1/details/self-limits/review`: the player looked at
     * their limits and keeps them as they are; the 6-monthly review prompt
     * (`reviewDue`) goes away for another 6 months. Setting a limit counts as
     * a review too (setLimits).
     */
    async reviewLimits(playerId: string): Promise<SelfLimits> {
      await db.transaction(async (tx) => {
        const now = clock.now();
        await repo.lockPlayer(tx, playerId);
        const s = await repo.settings(tx, playerId);
        await repo.saveSettings(tx, playerId, s?.reality_check ?? null, now);
        await repo.recordChange(tx, playerId, "player", "limits.reviewed", {}, now);
      });
      return view(playerId);
    },

    /** Applies waiting increases or removals whose 24 hours are over. NOTHING_TO_CONFIRM, UNKNOWN_LIMIT. */
    async confirmLimits(playerId: string, names?: string[]): Promise<SelfLimits> {
      for (const n of names ?? []) if (!LIMIT_NAMES[n]) throw protectionError("UNKNOWN_LIMIT", { limit: n });
      await db.transaction(async (tx) => {
        const now = clock.now();
        await repo.lockPlayer(tx, playerId);
        const rows = await repo.limits(tx, playerId, true);
        let done = 0;
        let losses = false;
        for (const [name, [kind, period]] of Object.entries(LIMIT_NAMES)) {
          if (names && names.length > 0 && !names.includes(name)) continue;
          const s = stateOf(find(rows, kind, period, "player"));
          if (!confirmable(s, now)) continue;
          const after = confirm(s);
          await repo.saveLimit(tx, playerId, rowOf(kind, period, "player", after), now);
          await repo.recordChange(
            tx,
            playerId,
            "player",
            "limit.confirmed",
            { limit: name, from: num(s.amount), to: num(after.amount) },
            now,
          );
          done += 1;
          if (kind === "loss") losses = true;
        }
        if (done === 0) throw protectionError("NOTHING_TO_CONFIRM");
        if (losses) await syncLossWindows(tx, playerId);
      });
      return view(playerId);
    },

    /** `GET /account/v1/details/self-exclusion`. */
    async exclusion(playerId: string): Promise<SelfExclusion> {
      const e = await exclusionOf(playerId);
      return { type: e.type ?? "NOT_SET", expires: e.expires?.toISOString() ?? null };
    },

    /**
     * `POST /account/v1/details/self-exclusion`: a cool-down or
     * self-exclusion from now, never shortening one in force; every session of
     * the player ends in the same transaction (every api process reads
     * sessions from the database, so each refuses the next call at once).
     */
    async exclude(playerId: string, body: SelfExclusionBody): Promise<SelfExclusion> {
      const next = await startExclusion(playerId, body, "player");
      return { type: next.type, expires: next.expires?.toISOString() ?? null };
    },

    /**
     * `POST /operator/v1/players/{id}/protection/exclusion`: support starts the
     * cool-down or self-exclusion a player asked them for, the same way as the
     * player's own (never shortening one), audited in the same transaction.
     */
    async operatorExclude(idOrCustomerId: string, body: OperatorExclusionBody, by: OperatorActor): Promise<PlayerProtection> {
      const ref = await playerRef(db, idOrCustomerId);
      await startExclusion(ref.id, { type: body.type, period: body.period } as SelfExclusionBody, `operator:${by.email}`, {
        reason: body.reason,
        audit: (tx, before, after) =>
          writeAudit(
            tx,
            auditOf(by, {
              action: "protection.exclusion_started",
              objectType: "player",
              objectId: ref.id,
              before,
              after: { ...after, period: body.period },
              reason: body.reason,
            }),
          ),
      });
      return service.operatorView(ref.id);
    },

    /**
     * Game launch: refused while excluded (PLAYER_BLOCKED). The session-time
     * limit counts from the first real-money launch of the login session: a
     * later launch gets the time left, none once it is used up
     * (SESSION_TIME_LIMIT_REACHED) until the player logs in again.
     * Run it in the launch token's transaction (`q`): the period's start is
     * claimed there (play_periods, one row per login session), so launches at
     * the same moment, in any api process, share one period; an exclusion
     * being written is waited for, not crossed.
     */
    async playAllowance(playerId: string, loginSessionId?: string, q: Db = db): Promise<{ ttlMs: number | null }> {
      return q.transaction(async (tx) => {
        const e = await exclusionOf(playerId, tx, true);
        if (e.type) throw playBlocked(e.expires);
        const rows = await repo.limits(tx, playerId);
        const now = clock.now();
        // Claimed with or without a limit: a limit set later in the login session counts from its first launch too.
        const first = loginSessionId ? await repo.claimPlayStart(tx, loginSessionId, playerId, now) : null;
        const minutes = lowest(
          find(rows, "session", "session", "player")?.amount,
          find(rows, "session", "session", "operator")?.amount,
        );
        if (minutes === null) return { ttlMs: null };
        const limitMs = Number(minutes) * (deps.minuteMs ?? 60_000);
        const ttlMs = first ? first.getTime() + limitMs - now.getTime() : limitMs;
        if (ttlMs <= 0) throw sessionTimeUsed(new Date(first!.getTime() + limitMs));
        return { ttlMs };
      });
    },

    /**
     * The deposit guard payments runs before a deposit starts: exclusion
     * (DEPOSIT_PROHIBITED_GLOBALLY), the first deposit's limit offer answered
     * (DEPOSIT_LIMIT_OFFER_OPEN), the player's own limits
     * (DEPOSIT_SELF_*_LIMIT), then the operator's (DEPOSIT_*_LIMIT).
     */
    depositGuard: (async ({ playerId, amount, currency }, q: Db = db) => {
      // In the deposit's transaction (payments' lock path), an exclusion starting now is waited for, not crossed.
      if ((await exclusionOf(playerId, q, q !== db)).type) throw paymentRefused("DEPOSIT_PROHIBITED_GLOBALLY");
      const rows = await repo.limits(q, playerId);
      // The deposit limit offered before the first deposit is answered first: a limit set, or declined (the web
      // offers it on the deposit page; any other client meets it here).
      if (!hasOwnDepositLimit(rows) && !(await repo.settings(q, playerId))?.first_limit_prompt_at) {
        throw paymentRefused("DEPOSIT_LIMIT_OFFER_OPEN");
      }
      const global = await repo.globalLimits(q, currency);
      if (!rows.some((r) => r.kind === "deposit" && r.amount !== null) && !global.some((g) => g.amount !== null)) return;
      const used = await usedDeposits(playerId, q);
      if (!used) return;
      const of = (source: LimitSource) =>
        Object.fromEntries(PERIODS.map((p) => [p, find(rows, "deposit", p, source)?.amount ?? null])) as Record<
          Period,
          bigint | null
        >;
      const own = passedPeriod(of("player"), used, amount);
      if (own) throw paymentRefused(`DEPOSIT_SELF_${PAYMENT_PERIOD[own]}_LIMIT` as PaymentCode);
      const operator = of("operator");
      const ops = Object.fromEntries(
        PERIODS.map((p) => [p, lowest(operator[p], global.find((g) => g.period === p)?.amount)]),
      ) as Record<Period, bigint | null>;
      const op = passedPeriod(ops, used, amount);
      if (op) throw paymentRefused(`DEPOSIT_${PAYMENT_PERIOD[op]}_LIMIT` as PaymentCode);
    }) satisfies DepositGuard,

    /** Payments tells how much a player deposited since a moment (every deposit not failed or cancelled). */
    countDepositsWith(fn: (playerId: string, since: Date, q?: Db) => Promise<bigint>) {
      depositedSince = fn;
    },

    /** Work of other modules when a player is excluded (promotions: forfeit active bonuses). */
    onExclusion(listener: (playerId: string) => Promise<void> | void) {
      onExcluded.push(listener);
    },

    /** For the seamless wallet's win and rollback transactions: the loss windows follow. */
    settlement: {
      win: (tx: Db, w: { playerId: string; amount: bigint }) => repo.recordWin(tx, w.playerId, w.amount, clock.now()),
      rollback: (tx: Db, r: { playerId: string; betId: bigint }) => repo.recordRollback(tx, r.playerId, r.betId, clock.now()),
    },

    /** History of changes of a player's protection (back office). */
    changes: (playerId: string) => repo.changes(playerId),

    excludedPlayers: (limit = 50, offset = 0) => repo.excludedPlayers(clock.now(), limit, offset),

    /** The back office's audit trail (services.ts hands it over once the operators module is built). */
    useAudit(writer: AuditWriter) {
      audit = writer;
    },

    /** `GET /operator/v1/players/:id/protection`: every source of each limit, the exclusion, the history. */
    async operatorView(idOrCustomerId: string): Promise<PlayerProtection> {
      const ref = await playerRef(db, idOrCustomerId);
      const now = clock.now();
      const [rows, global, settings, windows, deposited, e, history, historyTotal] = [
        await repo.limits(db, ref.id),
        await repo.globalLimits(db, ref.currency),
        await repo.settings(db, ref.id),
        await repo.lossWindows(db, ref.id, now),
        await usedDeposits(ref.id),
        await exclusionOf(ref.id),
        await repo.changes(ref.id),
        await repo.countChanges(ref.id),
      ];
      const one = (kind: "deposit" | "loss", p: Period, used: bigint | undefined): OperatorLimit => {
        const own = find(rows, kind, p, "player");
        const op = find(rows, kind, p, "operator")?.amount ?? null;
        const gl = kind === "deposit" ? (global.find((g) => g.period === p)?.amount ?? null) : null;
        return {
          player: num(own?.amount ?? null),
          playerPending:
            own?.pending && own.pending_ready_at
              ? { amount: num(own.pending_amount), confirmableAt: own.pending_ready_at.toISOString() }
              : null,
          operator: num(op),
          global: num(gl),
          effective: num(lowest(own?.amount, op, gl)),
          ...(used !== undefined ? { used: Number(used) } : {}),
        };
      };
      const lossUsed = (p: Period) =>
        windows ? (p === "daily" ? windows.day_net : p === "weekly" ? windows.week_net : windows.month_net) : 0n;
      const periods = (kind: "deposit" | "loss") =>
        Object.fromEntries(
          PERIODS.map((p) => [p, one(kind, p, kind === "deposit" ? (deposited?.[p] ?? undefined) : lossUsed(p))]),
        ) as Record<Period, OperatorLimit>;
      return {
        playerId: ref.id,
        customerId: ref.customer_id,
        currency: ref.currency,
        deposit: periods("deposit"),
        losses: periods("loss"),
        gameSessionDuration: {
          player: num(find(rows, "session", "session", "player")?.amount ?? null),
          operator: num(find(rows, "session", "session", "operator")?.amount ?? null),
        },
        realityCheck: settings?.reality_check ?? null,
        exclusion: { type: e.type ?? "NOT_SET", expires: e.expires?.toISOString() ?? null },
        history: history.map(presentChange),
        historyTotal,
      };
    },

    /** `GET /operator/v1/players/:id/protection/history`: a page of the player's changes, newest first. */
    async operatorHistory(idOrCustomerId: string, page: number, pageSize: number): Promise<ProtectionHistory> {
      const ref = await playerRef(db, idOrCustomerId);
      const [rows, total] = [await repo.changes(ref.id, pageSize, (page - 1) * pageSize), await repo.countChanges(ref.id)];
      return { items: rows.map(presentChange), total };
    },

    /**
     * `PUT /operator/v1/players/:id/protection/limits`: an operator's limits
     * of one player, in force at once (deposits: the guard reads them; losses:
     * the loss windows follow in the same transaction). Only the keys sent
     * change; null removes the operator's limit (the player's own stays). An
     * operator may tighten, never loosen: a limit above the player's own in
     * force (or above the raise the player waits to confirm) would change
     * nothing and is refused (OPERATOR_MAY_ONLY_TIGHTEN).
     * Each change writes a history row and one audit row with before, after
     * and the reason, in the same transaction. PLAYER_NOT_FOUND, NOTHING_TO_CHANGE.
     */
    async setOperatorLimits(idOrCustomerId: string, body: OperatorLimitsBody, by: OperatorActor): Promise<PlayerProtection> {
      const ref = await playerRef(db, idOrCustomerId);
      const wanted: [string, bigint | null][] = [];
      for (const p of PERIODS) {
        if (body.deposit && p in body.deposit) wanted.push([`deposit.${p}`, big(body.deposit[p])]);
        if (body.losses && p in body.losses) wanted.push([`losses.${p}`, big(body.losses[p])]);
      }
      if (body.gameSessionDuration !== undefined) wanted.push(["gameSessionDuration", big(body.gameSessionDuration)]);
      if (wanted.length === 0) throw protectionError("NOTHING_TO_CHANGE");
      await db.transaction(async (tx) => {
        const now = clock.now();
        await repo.lockPlayer(tx, ref.id);
        const rows = await repo.limits(tx, ref.id, true);
        const before: Record<string, number | null> = {};
        const after: Record<string, number | null> = {};
        let losses = false;
        for (const [name, amount] of wanted) {
          const [kind, period] = LIMIT_NAMES[name]!;
          const own = find(rows, kind, period, "player");
          const ceiling = playerCeiling(own);
          if (amount !== null && ceiling !== null && amount > ceiling) {
            throw protectionError("OPERATOR_MAY_ONLY_TIGHTEN", { limit: name, playerAmount: Number(ceiling) });
          }
          const was = find(rows, kind, period, "operator")?.amount ?? null;
          if (was === amount) continue;
          await repo.saveLimit(tx, ref.id, rowOf(kind, period, "operator", { ...NO_LIMIT, amount }), now);
          await repo.recordChange(
            tx,
            ref.id,
            `operator:${by.email}`,
            "operator-limit.set",
            { limit: name, from: num(was), to: num(amount), reason: body.reason },
            now,
          );
          before[name] = num(was);
          after[name] = num(amount);
          if (kind === "loss") losses = true;
        }
        if (Object.keys(after).length === 0) return;
        if (losses) await syncLossWindows(tx, ref.id);
        await writeAudit(
          tx,
          auditOf(by, {
            action: "protection.operator_limits_set",
            objectType: "player",
            objectId: ref.id,
            before,
            after,
            reason: body.reason,
          }),
        );
      });
      return service.operatorView(ref.id);
    },

    /** `GET /operator/v1/protection/global-limits`: every currency that has a global limit. */
    async globalLimits(): Promise<GlobalLimits[]> {
      return groupGlobal(await repo.globalLimits(db));
    },

    /**
     * `PUT /operator/v1/protection/global-limits`: the global deposit limits
     * of one currency (every player of it), in force at once; audited with
     * before, after and the reason. NOTHING_TO_CHANGE.
     */
    async setGlobalLimits(body: GlobalLimitsBody, by: OperatorActor): Promise<GlobalLimits> {
      const wanted = PERIODS.filter((p) => p in body.deposit).map((p) => [p, big(body.deposit[p])] as const);
      if (wanted.length === 0) throw protectionError("NOTHING_TO_CHANGE");
      await db.transaction(async (tx) => {
        const now = clock.now();
        const rows = await repo.lockGlobalLimits(tx, body.currency);
        const before: Record<string, number | null> = {};
        const after: Record<string, number | null> = {};
        for (const [p, amount] of wanted) {
          const was = rows.find((r) => r.period === p)?.amount ?? null;
          if (was === amount) continue;
          await repo.saveGlobalLimit(tx, body.currency, p, amount, now, by.email);
          before[`deposit.${p}`] = num(was);
          after[`deposit.${p}`] = num(amount);
        }
        if (Object.keys(after).length === 0) return;
        await writeAudit(
          tx,
          auditOf(by, {
            action: "protection.global_limits_set",
            objectType: "protection.global-limits",
            objectId: body.currency,
            before,
            after,
            reason: body.reason,
          }),
        );
      });
      const [one] = groupGlobal(await repo.globalLimits(db, body.currency));
      return (
        one ?? {
          currency: body.currency,
          deposit: { daily: null, weekly: null, monthly: null },
          updatedAt: null,
          updatedBy: null,
        }
      );
    },

    /** `GET /operator/v1/protection/exclusions`: players in a cool-down or self-exclusion now, the soonest end first. */
    async exclusionList(page: number, pageSize: number): Promise<ExclusionList> {
      const now = clock.now();
      const rows = await repo.excludedPlayers(now, pageSize, (page - 1) * pageSize);
      return {
        items: rows.map((r) => ({
          playerId: r.id,
          customerId: r.customer_id,
          email: r.email,
          type: r.self_exclusion_type as "COOLDOWN" | "LOCK",
          expires: r.self_exclusion_expires?.toISOString() ?? null,
        })),
        total: await repo.countExcluded(now),
      };
    },

    /** Loss events no rolling window reaches any more; run by jobs.ts. */
    purge: () => {
      const now = clock.now();
      return repo.purgeLossEvents(new Date(now.getTime() - 40 * 24 * 60 * 60 * 1000), now);
    },
  };
  return service;
}

/**
 * The highest operator limit that still tightens the player's own: the limit
 * in force, or the raise the player is waiting to confirm (an operator limit
 * between the two caps that raise); null when the player has none (or waits
 * to remove it): any operator limit tightens.
 */
function playerCeiling(own: LimitRow | undefined): bigint | null {
  if (!own || own.amount === null) return null;
  if (!own.pending) return own.amount;
  if (own.pending_amount === null) return null;
  return own.pending_amount > own.amount ? own.pending_amount : own.amount;
}

/** Global limit rows grouped by currency. */
function groupGlobal(rows: GlobalLimitRow[]): GlobalLimits[] {
  const out = new Map<string, GlobalLimits & { at: number }>();
  for (const r of rows) {
    const g = out.get(r.currency) ?? {
      currency: r.currency,
      deposit: { daily: null, weekly: null, monthly: null },
      updatedAt: null,
      updatedBy: null,
      at: 0,
    };
    g.deposit[r.period] = num(r.amount);
    if (r.updated_at.getTime() >= g.at) {
      g.at = r.updated_at.getTime();
      g.updatedAt = r.updated_at.toISOString();
      g.updatedBy = r.updated_by;
    }
    out.set(r.currency, g);
  }
  return [...out.values()].map(({ at: _at, ...g }) => g);
}

/** The player set a deposit limit of their own (in force or waiting): that answers the first deposit's offer. */
const hasOwnDepositLimit = (rows: LimitRow[]) =>
  rows.some((r) => r.source === "player" && r.kind === "deposit" && (r.amount !== null || r.pending_amount !== null));
const presentChange = (h: ChangeRow) => ({
  id: h.id,
  at: h.at.toISOString(),
  actor: h.actor,
  action: h.action,
  detail: h.detail,
});
const big = (v: number | null | undefined) => (v === null || v === undefined ? null : BigInt(v));
const jsonBig = (_k: string, v: unknown) => (typeof v === "bigint" ? v.toString() : v);

export type ProtectionService = ReturnType<typeof protectionService>;
