import { type AuditWriter, auditOf, type OperatorActor } from "../../platform/actor.js";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { needsSecondApprover } from "../../platform/four-eyes.js";
import { isUuid } from "../../platform/ids.js";
import type { PlayerContext } from "../../platform/request-context.js";
import { assertNotSameOperator } from "../operators/policies.js";
import {
  badWebhook,
  badWebhookBody,
  failedPrecondition,
  invalidFields,
  noMethodForRequest,
  notActionable,
  type PaymentCode,
  paymentNotFound,
  paymentRefused,
  providerUnavailable,
  quoteExpired,
  unableToReserveFunds,
} from "./errors.js";
import { checkValues, type FormField, inputFields, needsStatement, statementField } from "./forms.js";
import {
  DEPOSIT_LIMITS,
  DEPOSIT_TIERS,
  PAYMENT_CURRENCIES,
  regionCurrency,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_TIERS,
} from "./limits.js";
import { type PaymentView, presentPayment, presentResult } from "./present.js";
import {
  type PaymentProvider,
  type ProviderMethod,
  type ProviderPayment,
  ProviderRefusal,
  ProviderUnavailable,
  WebhookRefused,
} from "./provider.js";
import {
  FINAL_STATES,
  type PaymentRow,
  type PaymentState,
  type PaymentType,
  paymentsRepository,
  type StoredAction,
} from "./repository.js";
import { type WithdrawalHold, withdrawalHolds } from "./withdrawal-holds.js";

/** What payments need from the wallet: the ledger moves (idempotent by key). */
export interface PaymentsLedger {
  credit(a: {
    playerId: string;
    amount: bigint;
    currency: string;
    key: string;
    kind: "D";
    from: string;
    meta?: Record<string, unknown>;
  }): Promise<unknown>;
  reserve(a: {
    playerId: string;
    amount: bigint;
    currency: string;
    key: string;
    meta?: Record<string, unknown>;
  }): Promise<unknown>;
  release(a: {
    playerId: string;
    amount: bigint;
    currency: string;
    key: string;
    meta?: Record<string, unknown>;
  }): Promise<unknown>;
  settle(a: {
    playerId: string;
    amount: bigint;
    currency: string;
    key: string;
    to: string;
    meta?: Record<string, unknown>;
  }): Promise<unknown>;
}

/** What payments need from the player's account. */
export interface PaymentsAccount {
  /** WITHDRAWAL_ALLOWED, WITHDRAWAL_REQUIRE_* or WITHDRAWAL_PROHIBITED_GLOBALLY. */
  withdrawalStatus(playerId: string): Promise<string>;
  /** Profile values by the accounts spec's keys (FIRSTNAME, BIRTHDAY, CONTACT_EMAIL, LOCATION_COUNTRY…), and the country. */
  profile(playerId: string): Promise<{ country: string; values: Record<string, string> }>;
}

/**
 * A rule another module adds before a deposit (limits, bonuses): throws a payment refusal. It reads through `q`:
 * the last check runs in the transaction that holds the player's deposit lock and writes the new payment.
 */
export type DepositGuard = (a: { playerId: string; amount: bigint; currency: string }, q: Db) => Promise<void>;
/** A rule another module adds before a withdrawal (an active bonus): a payment code refuses it. */
export type WithdrawalGuard = (a: { playerId: string }) => Promise<PaymentCode | null>;
/** Told once a deposit's money is in the player's cash (the bonus module's deposit match). */
export type DepositListener = (d: { playerId: string; paymentId: string; amount: bigint; currency: string }) => Promise<void>;

/** Where the files a payment form asks for live (the KYC module's uploads). */
export interface PaymentFiles {
  /** The player's own upload that neither a document nor a payment has taken. */
  isLoose(playerId: string, fileId: string): Promise<boolean>;
  /** The payment takes it, on `tx`; false when it cannot (not theirs, taken meanwhile). */
  take(tx: Db, playerId: string, fileId: string, paymentId: string): Promise<boolean>;
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  config: Config;
  provider: PaymentProvider;
  ledger: PaymentsLedger;
  account: PaymentsAccount;
  /** Operator decisions write their audit row in their own transaction. */
  audit: AuditWriter;
}

export type AvailabilityFailure = "NO_METHODS" | "MISCONFIGURATION" | "SERVER_FAULT";

const STATE_RANK: Record<PaymentState, number> = {
  NEW: 0,
  ACTION: 1,
  PENDING: 2,
  WAITING_FOR_VERIFICATION: 2,
  APPROVED: 3,
  SUCCESS: 9,
  REJECTED: 9,
  FAILED: 9,
  CANCELLED: 9,
};

export function paymentsService(deps: PaymentsDeps) {
  const { db, clock, provider, ledger } = deps;
  const repo = paymentsRepository(db);
  const guards: DepositGuard[] = [];
  const succeededListeners: ((row: PaymentRow) => void | Promise<void>)[] = [];
  const holds = withdrawalHolds();
  let files_: PaymentFiles | undefined;
  const withdrawalGuards: WithdrawalGuard[] = [];
  const depositListeners: DepositListener[] = [];
  const house = `psp:${provider.id}`;
  const direction = (t: PaymentType): "deposit" | "payout" => (t === "deposit" ? "deposit" : "payout");

  /** Calls the provider; its being down is SERVER_FAULT (503), its refusals FAILED_PRECONDITION. */
  async function ask<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ProviderUnavailable) throw providerUnavailable();
      if (err instanceof ProviderRefusal) {
        if (err.code === "QUOTE_EXPIRED") throw quoteExpired();
        throw failedPrecondition("PROVIDER_REFUSED", err.message);
      }
      throw err;
    }
  }

  async function own(type: PaymentType, id: string, playerId: string): Promise<PaymentRow> {
    const row = isUuid(id) ? await repo.byId(id) : undefined;
    if (!row || row.player_id !== playerId || row.type !== type) throw paymentNotFound();
    return row;
  }

  async function profile(playerId: string) {
    return deps.account.profile(playerId);
  }

  /** The methods the player may use for this request, or a refusal. */
  async function methodFor(type: PaymentType, methodId: string, country: string, currency: string): Promise<ProviderMethod> {
    const methods = await ask(() => provider.methods(direction(type), country, currency));
    const m = methods.find((x) => x.id === methodId);
    if (!m) throw noMethodForRequest();
    return m;
  }

  function checkAmount(type: PaymentType, amount: bigint, currency: string) {
    const limits = (type === "deposit" ? DEPOSIT_LIMITS : WITHDRAWAL_LIMITS)[currency];
    if (!limits) throw noMethodForRequest();
    const extra = { min: Number(limits.min), max: Number(limits.max), currency };
    if (amount < limits.min) throw paymentRefused("AMOUNT_IS_LESS_THAN_ALLOWED_MINIMUM", extra);
    if (amount > limits.max) throw paymentRefused("AMOUNT_IS_GREATER_THAN_ALLOWED_MAXIMUM", extra);
  }

  async function withdrawalAllowed(playerId: string) {
    const status = await deps.account.withdrawalStatus(playerId);
    if (status !== "WITHDRAWAL_ALLOWED") throw paymentRefused(status as PaymentCode, { status });
    for (const g of withdrawalGuards) {
      const code = await g({ playerId });
      if (code) throw paymentRefused(code);
    }
  }

  const storeAction = (pp: ProviderPayment): StoredAction | null =>
    pp.action
      ? (JSON.parse(JSON.stringify(pp.action, (_k, v) => (typeof v === "bigint" ? v.toString() : v))) as StoredAction)
      : null;

  /**
   * Takes in what the provider says about a payment (webhook, status answer,
   * init answer). Money moves only for a final outcome, through the ledger with
   * the payment's key, so any number of reports credit or settle once.
   */
  async function absorb(row: PaymentRow, pp: ProviderPayment): Promise<PaymentRow> {
    if (FINAL_STATES.includes(row.status)) return row;
    if (pp.amount !== row.amount || pp.currency !== row.currency) {
      return finish(row.id, "FAILED", "AMOUNT_MISMATCH", pp);
    }
    if (row.type === "deposit") {
      if (pp.status === "SUCCEEDED") {
        await ledger.credit({
          playerId: row.player_id,
          amount: row.amount,
          currency: row.currency,
          key: `deposit:${row.id}`,
          kind: "D",
          from: house,
          meta: { paymentId: row.id, method: row.method, provider: provider.id },
        });
        const done = await finish(row.id, "SUCCESS", null, pp);
        if (done.status === "SUCCESS") {
          const d = { playerId: row.player_id, paymentId: row.id, amount: row.amount, currency: row.currency };
          for (const l of depositListeners) await l(d).catch(() => {}); // a listener's failure never fails the deposit
        }
        return done;
      }
      if (pp.status === "DECLINED") return finish(row.id, "REJECTED", pp.reason, pp);
      if (pp.status === "CANCELLED") return finish(row.id, "CANCELLED", pp.reason, pp);
      if (pp.status === "FAILED") return finish(row.id, "FAILED", pp.reason, pp);
      return progress(row.id, pp.status === "ACTION_REQUIRED" ? "ACTION" : "PENDING", pp);
    }
    // a withdrawal's payout
    const key = `withdrawal:${row.id}`;
    const money = { playerId: row.player_id, amount: row.amount, currency: row.currency, key, meta: { paymentId: row.id } };
    if (pp.status === "SUCCEEDED") {
      await ledger.settle({ ...money, to: house });
      return finish(row.id, "SUCCESS", null, pp);
    }
    if (pp.status === "FAILED" || pp.status === "DECLINED" || pp.status === "CANCELLED") {
      await ledger.release(money);
      return finish(row.id, "FAILED", pp.reason ?? "PAYOUT_FAILED", pp);
    }
    return progress(row.id, "APPROVED", pp);
  }

  const fromProvider = (pp: ProviderPayment) => ({
    provider_payment_id: pp.providerPaymentId,
    provider_status: pp.status,
    action: storeAction(pp),
    confirmations: pp.confirmations,
    ...(pp.convertedAmount !== null ? { converted_amount: pp.convertedAmount, converted_currency: pp.convertedCurrency } : {}),
  });

  /** A final state, once: the first final report wins. */
  async function finish(id: string, status: PaymentState, reason: string | null, pp?: ProviderPayment) {
    let changed = false;
    const row = await db.transaction(async (tx) => {
      const r = paymentsRepository(tx);
      const cur = (await r.byIdForUpdate(id))!;
      if (FINAL_STATES.includes(cur.status)) return cur;
      changed = true;
      return r.update(id, { status, reason, ...(pp ? { ...fromProvider(pp), action: null } : {}) }, clock.now());
    });
    // After commit, once per payment: a deposit done or a withdrawal paid (Web Push tells the player).
    if (changed && row.status === "SUCCESS") for (const l of succeededListeners) void Promise.resolve(l(row)).catch(() => {});
    return row;
  }

  /** A non-final report: never moves a payment backwards (late webhooks arrive out of order). */
  function progress(id: string, status: PaymentState, pp: ProviderPayment) {
    return db.transaction(async (tx) => {
      const r = paymentsRepository(tx);
      const cur = (await r.byIdForUpdate(id))!;
      if (STATE_RANK[cur.status] > STATE_RANK[status]) return cur;
      return r.update(id, { status, ...fromProvider(pp) }, clock.now());
    });
  }

  function returnUrl(row: PaymentRow) {
    const section = row.type === "deposit" ? "deposit" : "withdrawals";
    return `${deps.config.publicUrl}/${row.locale}/account/${section}/${row.id}/{status}`;
  }

  async function view(row: PaymentRow): Promise<PaymentView> {
    let form: FormField[] = [];
    if (row.status === "NEW" && row.type === "withdrawal" && (row.quote_id === null || row.converted_amount !== null)) {
      const p = await profile(row.player_id);
      form = inputFields(provider.payoutFields(row.method), p.values, p.country);
      if (needsStatement(row, deps.config.bankStatementThresholds)) form.push(statementField(form.length + 1));
    } else if (row.action?.type === "form") {
      const p = await profile(row.player_id);
      form = inputFields((row.action as unknown as { fields: Parameters<typeof inputFields>[0] }).fields, p.values, p.country);
    }
    return presentPayment(row, form);
  }

  async function startProviderDeposit(row: PaymentRow, customer: Record<string, string>): Promise<PaymentRow> {
    const pp = await ask(() =>
      provider.init({
        reference: row.id,
        method: row.method,
        amount: row.amount,
        currency: row.currency,
        ...(row.quote_id ? { quoteId: row.quote_id } : {}),
        returnUrl: returnUrl(row),
        customer,
      }),
    );
    return absorb(row, pp);
  }

  const customerOf = (player: PlayerContext, values: Record<string, string>) => ({
    playerId: player.playerId,
    ...(values.CONTACT_EMAIL ? { email: values.CONTACT_EMAIL } : {}),
    ...(values.FIRSTNAME ? { firstName: values.FIRSTNAME } : {}),
    ...(values.LASTNAME ? { lastName: values.LASTNAME } : {}),
  });

  return {
    /** Lets the limits or bonus module refuse a deposit with its own code. */
    addDepositGuard(guard: DepositGuard) {
      guards.push(guard);
    },

    /** Told once, after commit, of each deposit done and each withdrawal paid. */
    onSucceeded(listener: (row: PaymentRow) => void | Promise<void>) {
      succeededListeners.push(listener);
    },

    /** The upload a payment's form took under a field's name (INPUT_FILE), if any. */
    async attachedFile(paymentId: string, name: string): Promise<string | undefined> {
      const row = isUuid(paymentId) ? await repo.byId(paymentId) : undefined;
      return row && Object.hasOwn(row.files, name) ? row.files[name] : undefined;
    },

    /** Where uploads named by a form's INPUT_FILE field are checked and taken (the KYC module). */
    usePaymentFiles(files: PaymentFiles) {
      files_ = files;
    },

    /** Lets the KYC module keep a reserved withdrawal waiting (WAITING_FOR_VERIFICATION) until it releases it. */
    addWithdrawalHold(hold: WithdrawalHold) {
      holds.add(hold);
    },

    /** The player's held withdrawals go on to approval (PENDING), in the caller's transaction; returns their ids. */
    releaseHeldWithdrawals: (tx: Db, playerId: string) => holds.release(tx, playerId, clock.now()),

    /** Withdrawals of a player waiting for verification. */
    heldWithdrawals: async (playerId: string) => (await repo.heldWithdrawals(playerId)).map(presentResult),
    /** What a player deposited (or has under way) since a moment, in the player's currency: for deposit limits. */
    depositedSince: (playerId: string, since: Date, q: Db = db) => repo.depositedSince(playerId, since, clock.now(), q),
    /** Lets the bonus module refuse a withdrawal with its own code. */
    addWithdrawalGuard(guard: WithdrawalGuard) {
      withdrawalGuards.push(guard);
    },

    /** Called after a deposit completes; two reports racing may call it twice, so listeners must be idempotent. */
    onDepositCompleted(listener: DepositListener) {
      depositListeners.push(listener);
    },

    /** `GET /{type}/v1?region=`: methods sorted by weight, highest first; recommended only for a logged-in player. */
    async methods(type: PaymentType, regionParam: string | undefined, player: PlayerContext | null) {
      const p = player ? await profile(player.playerId) : null;
      const region = (regionParam ?? p?.country ?? "EST").toUpperCase();
      const currency = player?.currency ?? regionCurrency(region);
      const answer = (methods: unknown[], failure: AvailabilityFailure | null) => ({ region, currency, methods, failure });
      if (!/^[A-Z]{3}$/.test(region) || !PAYMENT_CURRENCIES.includes(currency)) return answer([], "MISCONFIGURATION");
      let list: ProviderMethod[];
      try {
        list = await provider.methods(direction(type), region, currency);
      } catch (err) {
        if (err instanceof ProviderUnavailable) return answer([], "SERVER_FAULT");
        if (err instanceof ProviderRefusal) return answer([], "MISCONFIGURATION");
        throw err;
      }
      if (list.length === 0) return answer([], "NO_METHODS");
      const sorted = [...list].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
      const favourite = player ? ((await repo.lastSuccessfulMethod(player.playerId, type)) ?? sorted[0]!.id) : null;
      const limits = (type === "deposit" ? DEPOSIT_LIMITS : WITHDRAWAL_LIMITS)[currency]!;
      const tiers = (type === "deposit" ? DEPOSIT_TIERS : WITHDRAWAL_TIERS)[currency]!;
      return answer(
        sorted.map((m) => ({
          id: m.id,
          name: m.name,
          category: m.category,
          weight: m.weight,
          behavior: player ? { recommended: m.id === favourite } : {},
          currency,
          limits: { min: Number(limits.min), max: Number(limits.max) },
          tiers,
          quote: m.quote,
          logo: `/data/v1/payments/logos/${m.id}.svg`,
        })),
        null,
      );
    },

    /** `POST /{type}/v1/{id}`: starts a payment with a method. */
    async init(
      type: PaymentType,
      methodId: string,
      player: PlayerContext,
      body: { amount: number },
      ctx: { cid: string | null; locale: string },
    ) {
      const amount = BigInt(body.amount);
      const currency = player.currency;
      if (type === "withdrawal") await withdrawalAllowed(player.playerId);
      checkAmount(type, amount, currency);
      const p = await profile(player.playerId);
      const method = await methodFor(type, methodId, p.country, currency);
      const guarded = { playerId: player.playerId, amount, currency };
      if (type === "deposit") {
        const outstandingKind = method.category === "BANK_TRANSFERS" || method.category === "CRYPTO";
        // A quick refusal before an open request is offered again or the provider is asked for a quote; a plain
        // deposit (a card) meets the guards once, under the lock below.
        if (outstandingKind || method.quote) for (const g of guards) await g(guarded, db);
        if (outstandingKind) {
          const open = await repo.outstanding(player.playerId, method.id);
          if (open) return presentPayment(open, [], "OUTSTANDING_REQUEST");
        }
      }
      const quote = method.quote
        ? await ask(() => provider.quote({ method: method.id, direction: direction(type), amount, currency }))
        : null;
      // The guards run under the player's deposit lock, in the
      // transaction that writes the payment, so two deposits started at once (two tabs, two api processes)
      // cannot both pass a limit that only one of them fits.
      const row = await db.transaction(async (tx) => {
        if (type === "deposit") {
          await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`deposit:${player.playerId}`]);
          for (const g of guards) await g(guarded, tx);
        }
        return repo.insert(
          {
            player_id: player.playerId,
            type,
            provider: provider.id,
            method: method.id,
            category: method.category,
            amount,
            currency,
            status: "NEW",
            cid: ctx.cid,
            locale: ctx.locale,
            ...(quote
              ? {
                  quote_id: quote.quoteId,
                  quote_rate: quote.rate,
                  quote_expires_at: quote.expiresAt,
                  quote_amount: quote.convertedAmount,
                  quote_currency: quote.convertedCurrency,
                }
              : {}),
          },
          clock.now(),
          tx,
        );
      });
      if (quote || type === "withdrawal") return view(row);
      return view(await startProviderDeposit(row, customerOf(player, p.values)));
    },

    /** `POST /{type}/v1/{quoteId}/request`: the player accepts the quoted conversion. */
    async request(type: PaymentType, quoteId: string, player: PlayerContext) {
      const row = await repo.byQuote(quoteId);
      if (!row || row.player_id !== player.playerId || row.type !== type) throw paymentNotFound();
      if (row.converted_amount !== null) return view(row);
      if (row.status !== "NEW") throw notActionable("confirm a quote");
      if (row.quote_expires_at && row.quote_expires_at.getTime() <= clock.now().getTime()) {
        await finish(row.id, "FAILED", "QUOTE_EXPIRED");
        throw quoteExpired();
      }
      if (type === "withdrawal") {
        const q = await ask(() =>
          provider.quote({ method: row.method, direction: "payout", amount: row.amount, currency: row.currency }),
        );
        return view(
          await repo.update(
            row.id,
            { converted_amount: q.convertedAmount, converted_currency: q.convertedCurrency },
            clock.now(),
          ),
        );
      }
      const p = await profile(player.playerId);
      return view(await startProviderDeposit(row, customerOf(player, p.values)));
    },

    /** `POST /{type}/v1/{id}/execute`: the filled form (a bank transfer's payer, a withdrawal's account). */
    async execute(type: PaymentType, id: string, player: PlayerContext, given: Record<string, string>) {
      const row = await own(type, id, player.playerId);
      const v = await view(row);
      if (!v.form?.fields.length || !v.execute) throw notActionable("be executed");
      const { values, problems } = checkValues(v.form.fields, given, clock.now());
      // A file field's value must be an upload of this player's that nothing has taken; the payment takes it below.
      const fileFields = v.form.fields.filter((f) => f.type === "INPUT_FILE").map((f) => f.identifier);
      const files: Record<string, string> = {};
      for (const name of fileFields) {
        const ref = values[name];
        delete values[name];
        if (ref === undefined) continue;
        if (!files_ || !(await files_.isLoose(player.playerId, ref)))
          problems.push({ identifier: name, message: "not an upload of yours" });
        else files[name] = ref;
      }
      if (problems.length) throw invalidFields(problems);
      if (type === "deposit") {
        const pp = await ask(() => provider.execute(row.provider_payment_id!, values));
        return view(await absorb(row, pp));
      }
      await withdrawalAllowed(player.playerId);
      try {
        await ledger.reserve({
          playerId: row.player_id,
          amount: row.amount,
          currency: row.currency,
          key: `withdrawal:${row.id}`,
          meta: { paymentId: row.id },
        });
      } catch (err) {
        if (err instanceof AppError && err.code === "INSUFFICIENT_FUNDS") throw unableToReserveFunds();
        throw err;
      }
      const next = await db.transaction(async (tx) => {
        const r = paymentsRepository(tx);
        const cur = (await r.byIdForUpdate(row.id))!;
        if (cur.status !== "NEW") return cur;
        for (const [name, ref] of Object.entries(files)) {
          if (!(await files_!.take(tx, player.playerId, ref, row.id)))
            throw invalidFields([{ identifier: name, message: "not an upload of yours" }]);
        }
        return r.update(row.id, { status: await holds.stateFor(tx, cur), fields: values, files }, clock.now());
      });
      return view(next);
    },

    /** `POST /{type}/v1/{id}/status`: asks the provider when the outcome is still open. */
    async status(type: PaymentType, id: string, player: PlayerContext) {
      let row = await own(type, id, player.playerId);
      if (row.status === "APPROVED" && !row.provider_payment_id) row = await sendPayout(row);
      if (!FINAL_STATES.includes(row.status) && row.provider_payment_id) {
        try {
          row = await absorb(row, await provider.status(row.provider_payment_id));
        } catch (err) {
          if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefusal)) throw err;
        }
      }
      return view(row);
    },

    /** `POST /{type}/v1/{id}/cancel`: a deposit not yet paid, or a withdrawal not yet approved. */
    async cancel(type: PaymentType, id: string, player: PlayerContext) {
      const row = await own(type, id, player.playerId);
      if (type === "deposit") {
        if (FINAL_STATES.includes(row.status)) throw notActionable("be cancelled");
        if (row.provider_payment_id) {
          const pp = await ask(() => provider.cancel(row.provider_payment_id!));
          return view(await absorb(row, pp));
        }
        return view(await finish(row.id, "CANCELLED", "CANCELLED_BY_PLAYER"));
      }
      return view(await closeWithdrawal(row, "CANCELLED", "CANCELLED_BY_PLAYER", null));
    },

    /** `GET /result/{payment}`. */
    async result(id: string, player: PlayerContext) {
      const row = isUuid(id) ? await repo.byId(id) : undefined;
      if (!row || row.player_id !== player.playerId) throw paymentNotFound();
      return presentResult(row);
    },

    /** `POST /withdrawal/v1/list`: the player's withdrawals still open; processing once approved. */
    async pendingWithdrawals(player: PlayerContext) {
      const rows = await repo.openWithdrawals(player.playerId);
      return rows.map((r) => ({
        id: r.id,
        requestId: r.id,
        method: r.method,
        amount: Number(r.amount),
        currency: r.currency,
        status: r.status === "APPROVED" ? "PROCESSING" : r.status === "WAITING_FOR_VERIFICATION" ? r.status : "PENDING",
        processing: r.status === "APPROVED",
        cancellable: r.status === "PENDING" || r.status === "WAITING_FOR_VERIFICATION",
        createdAt: r.created_at.toISOString(),
      }));
    },

    /** A provider webhook: verified (signature, replay), then absorbed like a status answer. */
    async webhook(headers: Record<string, string | string[] | undefined>, rawBody: string) {
      let pp: ProviderPayment;
      try {
        pp = await provider.verifyWebhook(headers, rawBody);
      } catch (err) {
        if (err instanceof WebhookRefused) throw err.message === "BODY" ? badWebhookBody() : badWebhook(err.message);
        throw err;
      }
      const row = isUuid(pp.reference) ? await repo.byId(pp.reference) : undefined;
      if (!row || row.provider !== provider.id) return { accepted: false };
      if (row.provider_payment_id && row.provider_payment_id !== pp.providerPaymentId) return { accepted: false };
      if ((row.type === "deposit") !== (pp.direction === "deposit")) return { accepted: false };
      const after = await absorb(row, pp);
      return { accepted: true, status: after.status };
    },

    /** Operator: the withdrawal queue, by status (PENDING, APPROVED, SUCCESS = paid, REJECTED, CANCELLED, FAILED) and player. */
    async operatorWithdrawals(f: { status?: PaymentState; playerId?: string; page?: number; pageSize?: number } = {}) {
      const limit = Math.min(Math.max(f.pageSize ?? 50, 1), 200);
      const { rows, total } = await repo.withdrawalsForOperator({
        status: f.status ?? null,
        playerId: f.playerId ?? null,
        limit,
        offset: (Math.max(f.page ?? 1, 1) - 1) * limit,
      });
      return { items: rows.map((r) => presentForOperator(r, r.customer_id)), total };
    },

    /** A player's deposits and withdrawals for the back office, newest first. */
    async ofPlayer(playerId: string, page: { limit: number; offset: number }) {
      const rows = await repo.ofPlayer(playerId, page.limit, page.offset);
      return rows.map((r) => presentForOperator(r, null));
    },

    /**
     * Operator approves a PENDING withdrawal: the payout goes to the provider and
     * settles when it reports success; it cannot be undone. Above the four-eyes
     * amount of its currency (WITHDRAWAL_FOUR_EYES) the first approval only
     * records itself and a different operator's approval sends it (SAME_OPERATOR
     * otherwise). Each step commits with its audit row.
     */
    async approve(id: string, by: OperatorActor) {
      const row = await repo.byId(id);
      if (row?.type !== "withdrawal") throw paymentNotFound();
      const twoNeeded = needsSecondApprover(deps.config.withdrawalFourEyes, row.amount, row.currency);
      const step = await db.transaction(async (tx) => {
        const r = paymentsRepository(tx);
        const cur = (await r.byIdForUpdate(id))!;
        if (cur.status === "APPROVED") return cur; // asked again: the payout is sent if it was not
        if (cur.status !== "PENDING") throw notActionable("be approved");
        const now = clock.now();
        const before = { status: cur.status, firstApprovedBy: cur.first_approved_by };
        const money = { amount: String(cur.amount), currency: cur.currency, playerId: cur.player_id };
        if (twoNeeded && !cur.first_approved_by) {
          const next = await r.update(
            id,
            { first_approved_by: by.id, first_approved_email: by.email, first_approved_at: now },
            now,
          );
          await deps.audit(
            tx,
            auditOf(by, {
              action: "withdrawal.approve_first",
              objectType: "withdrawal",
              objectId: id,
              before,
              after: { ...money, status: "PENDING", firstApprovedBy: by.id },
            }),
          );
          return next;
        }
        if (twoNeeded) assertNotSameOperator(cur.first_approved_by!, by);
        const next = await r.update(
          id,
          { status: "APPROVED", decided_by: by.id, decided_by_email: by.email, decided_at: now },
          now,
        );
        await deps.audit(
          tx,
          auditOf(by, {
            action: "withdrawal.approve",
            objectType: "withdrawal",
            objectId: id,
            before,
            after: { ...money, status: "APPROVED" },
          }),
        );
        return next;
      });
      const sent = step.status === "APPROVED" ? await sendPayout(step) : step;
      return presentForOperator(sent, null);
    },

    /** Operator rejects a withdrawal awaiting approval (with a reason): the reservation goes back to the player. */
    async reject(id: string, by: OperatorActor, reason: string) {
      const row = await repo.byId(id);
      if (row?.type !== "withdrawal") throw paymentNotFound();
      const closed = await closeWithdrawal(row, "REJECTED", reason, by, (tx, cur) =>
        deps.audit(
          tx,
          auditOf(by, {
            action: "withdrawal.reject",
            objectType: "withdrawal",
            objectId: id,
            before: { status: cur.status, firstApprovedBy: cur.first_approved_by },
            after: { status: "REJECTED", amount: String(cur.amount), currency: cur.currency },
            reason,
          }),
        ),
      );
      return presentForOperator(closed, null);
    },

    /** Asks the provider again about payments it has not finished (a missed webhook, an unsent payout). */
    async reconcilePending(olderThanMs = 60_000) {
      const rows = await repo.unsettled(new Date(clock.now().getTime() - olderThanMs), 100);
      for (const row of await repo.approvedUnsent(100)) await sendPayout(row);
      for (const row of rows) {
        try {
          await absorb(row, await provider.status(row.provider_payment_id!));
        } catch {
          // the next pass tries again
        }
      }
      await repo.forgetNoncesBefore(new Date(clock.now().getTime() - 15 * 60_000));
      return rows.length;
    },

    view,
    repo,
  };

  async function sendPayout(row: PaymentRow): Promise<PaymentRow> {
    if (row.provider_payment_id) return row;
    try {
      const pp = await provider.payout({
        reference: row.id,
        method: row.method,
        amount: row.amount,
        currency: row.currency,
        ...(row.quote_id ? { quoteId: row.quote_id } : {}),
        account: row.fields,
      });
      return absorb(row, pp);
    } catch (err) {
      // approved stays approved: the payout is sent again by the next status call or reconciliation
      if (err instanceof ProviderUnavailable || err instanceof ProviderRefusal) return row;
      throw err;
    }
  }

  /** What the back office shows of a payment: the player's view plus the account given, who approved and what is still needed. */
  function presentForOperator(r: PaymentRow, customerId: string | null) {
    const twoNeeded = r.type === "withdrawal" && needsSecondApprover(deps.config.withdrawalFourEyes, r.amount, r.currency);
    return {
      ...presentResult(r),
      amount: String(r.amount),
      playerId: r.player_id,
      customerId,
      provider: r.provider,
      account: r.fields,
      /** Names of the files the player attached (GET /operator/v1/withdrawals/:id/files/:name). */
      files: Object.keys(r.files ?? {}),
      cid: r.cid,
      needsSecondApprover: twoNeeded,
      firstApproval: r.first_approved_by
        ? { operatorId: r.first_approved_by, email: r.first_approved_email ?? "", at: r.first_approved_at!.toISOString() }
        : null,
      decision: r.decided_by
        ? { operatorId: r.decided_by, email: r.decided_by_email ?? r.decided_by, at: r.decided_at?.toISOString() ?? null }
        : null,
    };
  }

  async function closeWithdrawal(
    row: PaymentRow,
    status: "REJECTED" | "CANCELLED",
    reason: string,
    by: OperatorActor | null,
    record?: (tx: Db, cur: PaymentRow) => Promise<unknown>,
  ) {
    const closed = await db.transaction(async (tx) => {
      const r = paymentsRepository(tx);
      const cur = (await r.byIdForUpdate(row.id))!;
      // asked again: the release is repeated (the ledger's key makes it happen once)
      if (cur.status === status) return { row: cur, release: Object.keys(cur.fields).length > 0 };
      const reserved = cur.status === "PENDING" || cur.status === "WAITING_FOR_VERIFICATION";
      if (!reserved && cur.status !== "NEW") throw notActionable(status === "REJECTED" ? "be rejected" : "be cancelled");
      const next = await r.update(
        row.id,
        { status, reason, ...(by ? { decided_by: by.id, decided_by_email: by.email, decided_at: clock.now() } : {}) },
        clock.now(),
      );
      await record?.(tx, cur);
      return { row: next, release: reserved };
    });
    if (closed.release) {
      await ledger.release({
        playerId: row.player_id,
        amount: row.amount,
        currency: row.currency,
        key: `withdrawal:${row.id}`,
        meta: { paymentId: row.id },
      });
    }
    return closed.row;
  }
}

export type PaymentsService = ReturnType<typeof paymentsService>;
