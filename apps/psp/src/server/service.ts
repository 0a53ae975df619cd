import { randomBytes } from "node:crypto";
import type { Db } from "@casino/db";
import { sign, signedHeaders } from "@casino/signing";
import {
  CRYPTO_EXPONENT,
  cardBrand,
  convert,
  type Direction,
  findMethod,
  luhnValid,
  methodsFor,
  type PspMethod,
  rateFor,
  rateText,
  TEST_CARDS,
} from "./catalogue.js";
import type { PspConfig } from "./config.js";
import { type PaymentRow, type PspStatus, type PspStep, pspRepository } from "./repository.js";

export interface Clock {
  now(): Date;
}

/** A refusal the merchant API answers with 4xx and a code. */
export class PspError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export interface BankField {
  name: string;
  label: string;
  type: "text" | "account" | "country" | "email" | "date";
  required: boolean;
  min?: number;
  max?: number;
  pattern?: string;
  mask?: string;
}

/** What a payer fills in before a bank transfer is expected. */
export const BANK_FIELDS: BankField[] = [
  { name: "holder", label: "Account holder", type: "text", required: true, min: 3, max: 70 },
  {
    name: "iban",
    label: "IBAN",
    type: "account",
    required: true,
    min: 15,
    max: 34,
    pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
    mask: "AA00 XXXX XXXX XXXX XXXX XXXX XXXX XX",
  },
  { name: "bankCountry", label: "Bank country", type: "country", required: true },
  { name: "birthday", label: "Date of birth", type: "date", required: true },
  { name: "email", label: "E-mail for the receipt", type: "email", required: false, max: 100 },
];

/** The sandbox bank account payers send transfers to. */
/** The account payers send bank transfers to: SandPay's collection account for its merchants. */
export const COLLECTION_IBAN = "DE89370400440532013000";

export function pspService(deps: { db: Db; config: PspConfig; clock: Clock; fetch?: typeof fetch }) {
  const { db, config, clock } = deps;
  const repo = pspRepository(db);
  const doFetch = deps.fetch ?? fetch;

  /** Moves a payment under a row lock, and owes the merchant a webhook for the change. */
  async function transition(
    id: string,
    allowed: (p: PaymentRow) => boolean,
    set: (p: PaymentRow) => Partial<Pick<PaymentRow, "status" | "step" | "reason" | "details" | "confirmations" | "seen_at">>,
    refusal: () => PspError = () => new PspError(409, "INVALID_STATE", "This payment cannot do that now."),
  ): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const r = pspRepository(tx);
      const p = await r.byIdForUpdate(id);
      if (!p) throw new PspError(404, "PAYMENT_NOT_FOUND", "No such payment.");
      if (!allowed(p)) throw refusal();
      const now = clock.now();
      const next = (await r.update(id, set(p), now))!;
      if (next.status !== p.status || next.step !== p.step || next.confirmations !== p.confirmations) {
        await r.enqueueWebhook(id, JSON.stringify({ event: "payment.updated", payment: present(next) }), now);
      }
      return next;
    });
  }

  function returnUrl(p: PaymentRow): string | null {
    if (!p.return_url) return null;
    const word =
      p.status === "SUCCEEDED"
        ? "success"
        : p.status === "DECLINED" || p.status === "CANCELLED"
          ? "rejected"
          : p.status === "FAILED"
            ? "failed"
            : "processing";
    return p.return_url.replaceAll("{status}", word);
  }

  function next(p: PaymentRow) {
    const page = `${config.publicUrl}/pay/${p.id}`;
    if (p.status === "REQUIRES_ACTION") {
      if (p.step === "card" || p.step === "wallet") return { type: "redirect" as const, url: page };
      if (p.step === "3ds") return { type: "3ds" as const, url: `${page}/3ds` };
      if (p.step === "bank-form") return { type: "form" as const, fields: BANK_FIELDS };
      if (p.step === "sci") return { type: "post" as const, url: `${config.publicUrl}/sci/v1/checkout`, params: sciParams(p) };
    }
    if (p.status === "PENDING" && p.step === "crypto") {
      const address = String(p.details.address);
      const coins = formatCoins(p.pay_amount ?? 0n);
      return {
        type: "crypto" as const,
        address,
        payAmount: Number(p.pay_amount),
        payCurrency: p.pay_currency,
        uri: `${p.pay_currency === "BTC" ? "bitcoin" : "tether"}:${address}?amount=${coins}`,
        invoiceUrl: page,
      };
    }
    if (p.status === "PENDING" && p.step === "bank-wait") {
      return {
        type: "instructions" as const,
        iban: COLLECTION_IBAN,
        holder: typeof p.details.descriptor === "string" ? `${p.details.descriptor} (via SandPay)` : "SandPay collections",
        reference: p.id,
        amount: Number(p.amount),
        currency: p.currency,
      };
    }
    return null;
  }

  function sciParams(p: PaymentRow): Record<string, string> {
    const params = { merchant: "casino", payment: p.id, reference: p.reference, amount: String(p.amount), currency: p.currency };
    return { ...params, signature: sciSignature(params) };
  }

  function sciSignature(params: Record<string, string>): string {
    const base = ["merchant", "payment", "reference", "amount", "currency"].map((k) => params[k] ?? "").join("|");
    return sign(config.secret, "sci", "checkout", base);
  }

  /** The merchant's view of a payment. */
  function present(p: PaymentRow) {
    return {
      id: p.id,
      reference: p.reference,
      direction: p.direction,
      method: p.method,
      status: p.status,
      step: p.step,
      amount: Number(p.amount),
      currency: p.currency,
      payAmount: p.pay_amount === null ? null : Number(p.pay_amount),
      payCurrency: p.pay_currency,
      quoteId: p.quote_id,
      reason: p.reason,
      confirmations: p.confirmations,
      requiredConfirmations: p.step === "crypto" ? config.cryptoConfirmations : null,
      card: p.details.last4 ? { brand: String(p.details.brand), last4: String(p.details.last4) } : null,
      next: next(p),
      returnUrl: returnUrl(p),
      createdAt: p.created_at.toISOString(),
      updatedAt: p.updated_at.toISOString(),
    };
  }

  function method(id: string, direction: Direction, currency: string): PspMethod {
    const m = findMethod(id);
    if (!m?.directions.includes(direction)) throw new PspError(404, "METHOD_NOT_FOUND", `No ${direction} method ${id}.`);
    if (!m.currencies.includes(currency))
      throw new PspError(422, "CURRENCY_NOT_SUPPORTED", `${m.name} does not take ${currency}.`);
    return m;
  }

  async function takeQuote(m: PspMethod, quoteId: string | undefined, amount: bigint, currency: string) {
    if (!quoteId) throw new PspError(422, "QUOTE_REQUIRED", `${m.name} needs a quote first.`);
    const q = await repo.quote(quoteId);
    if (!q || q.method !== m.id || q.amount !== amount || q.currency !== currency)
      throw new PspError(422, "QUOTE_MISMATCH", "The quote does not match this payment.");
    if (q.expires_at.getTime() <= clock.now().getTime()) throw new PspError(422, "QUOTE_EXPIRED", "The quote has expired.");
    return q;
  }

  function parseAmount(amount: number): bigint {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new PspError(400, "BAD_AMOUNT", "amount must be a positive integer of minor units.");
    return BigInt(amount);
  }

  return {
    present,
    returnUrl,
    repo,

    methods(direction: Direction, country: string, currency: string) {
      return methodsFor(direction, country, currency).map((m) => ({
        id: m.id,
        name: m.name,
        category: m.category,
        weight: m.weight,
        quote: Boolean(m.payCurrency),
        payCurrency: m.payCurrency ?? null,
      }));
    },

    async quote(input: { method: string; direction?: Direction; amount: number; currency: string }) {
      const m = method(input.method, input.direction ?? "deposit", input.currency);
      if (!m.payCurrency) throw new PspError(422, "NO_QUOTE_NEEDED", `${m.name} pays in ${input.currency}; no quote is needed.`);
      const amount = parseAmount(input.amount);
      const rate = rateFor(m.payCurrency, input.currency)!;
      const q = {
        id: newId("q"),
        method: m.id,
        amount,
        currency: input.currency,
        pay_amount: convert(amount, rate),
        pay_currency: m.payCurrency,
        rate: rateText(rate),
        expires_at: new Date(clock.now().getTime() + config.quoteTtlMs),
      };
      await repo.insertQuote(q);
      return {
        quoteId: q.id,
        method: m.id,
        amount: Number(amount),
        currency: q.currency,
        payAmount: Number(q.pay_amount),
        payCurrency: q.pay_currency,
        payExponent: CRYPTO_EXPONENT,
        rate: q.rate,
        expiresAt: q.expires_at.toISOString(),
      };
    },

    async createDeposit(input: {
      reference: string;
      method: string;
      amount: number;
      currency: string;
      quoteId?: string;
      returnUrl?: string;
      customer?: Record<string, unknown>;
      descriptor?: string;
    }) {
      const existing = await repo.byReference("deposit", input.reference);
      if (existing) {
        if (existing.method !== input.method || existing.amount !== BigInt(input.amount))
          throw new PspError(409, "DUPLICATE_REFERENCE", "This reference was used for another payment.");
        return existing;
      }
      const m = method(input.method, "deposit", input.currency);
      const amount = parseAmount(input.amount);
      const base = {
        id: newId("pay"),
        reference: input.reference,
        direction: "deposit" as const,
        method: m.id,
        amount,
        currency: input.currency,
        pay_amount: null as bigint | null,
        pay_currency: null as string | null,
        quote_id: null as string | null,
        reason: null,
        details: (input.descriptor ? { descriptor: input.descriptor } : {}) as Record<string, unknown>,
        customer: input.customer ?? {},
        return_url: input.returnUrl ?? null,
      };
      let status: PspStatus = "REQUIRES_ACTION";
      let step: PspStep;
      if (m.kind === "card") step = "card";
      else if (m.kind === "ewallet") step = "wallet";
      else if (m.kind === "bank") step = "bank-form";
      else if (m.kind === "sci") step = "sci";
      else {
        const q = await takeQuote(m, input.quoteId, amount, input.currency);
        status = "PENDING";
        step = "crypto";
        base.pay_amount = q.pay_amount;
        base.pay_currency = q.pay_currency;
        base.quote_id = q.id;
        base.details = { ...base.details, address: cryptoAddress(q.pay_currency), rate: q.rate };
      }
      const row = await repo.insertPayment({ ...base, status, step }, clock.now());
      return row ?? (await repo.byReference("deposit", input.reference))!;
    },

    async execute(id: string, fields: Record<string, string>) {
      const problems = BANK_FIELDS.filter((f) => {
        const v = (fields[f.name] ?? "").trim();
        if (!v) return f.required;
        if (f.min !== undefined && v.length < f.min) return true;
        if (f.max !== undefined && v.length > f.max) return true;
        if (f.pattern && !new RegExp(f.pattern).test(v.replace(/\s+/g, "").toUpperCase())) return true;
        if (f.type === "date" && Number.isNaN(Date.parse(v))) return true;
        return false;
      }).map((f) => f.name);
      if (problems.length) throw new PspError(422, "INVALID_FIELDS", `Check these fields: ${problems.join(", ")}.`);
      return transition(
        id,
        (p) => p.status === "REQUIRES_ACTION" && p.step === "bank-form",
        (p) => ({
          status: "PENDING",
          step: "bank-wait",
          details: {
            ...p.details,
            payer: {
              holder: fields.holder!.trim(),
              iban: fields.iban!.replace(/\s+/g, "").toUpperCase(),
              bankCountry: fields.bankCountry,
            },
          },
        }),
        () => new PspError(409, "NOT_EXECUTABLE", "This payment has nothing to execute."),
      );
    },

    byId: async (id: string) => {
      const p = await repo.byId(id);
      if (!p) throw new PspError(404, "PAYMENT_NOT_FOUND", "No such payment.");
      return p;
    },

    /** The payer left the payment page (`payer`) or the merchant called it off. */
    cancel(id: string, by: "payer" | "merchant" = "merchant") {
      return transition(
        id,
        (p) => p.direction === "deposit" && (p.status === "REQUIRES_ACTION" || (p.status === "PENDING" && !p.seen_at)),
        () => ({ status: "CANCELLED", step: null, reason: by === "payer" ? "CANCELLED_BY_PAYER" : "CANCELLED_BY_MERCHANT" }),
        () => new PspError(409, "NOT_CANCELLABLE", "This payment can no longer be cancelled."),
      );
    },

    async payout(input: {
      reference: string;
      method: string;
      amount: number;
      currency: string;
      quoteId?: string;
      account: Record<string, string>;
    }) {
      const existing = await repo.byReference("payout", input.reference);
      if (existing) return existing;
      const m = method(input.method, "payout", input.currency);
      const amount = parseAmount(input.amount);
      let pay: { pay_amount: bigint | null; pay_currency: string | null; quote_id: string | null } = {
        pay_amount: null,
        pay_currency: null,
        quote_id: null,
      };
      if (m.payCurrency) {
        const rate = rateFor(m.payCurrency, input.currency)!;
        pay = { pay_amount: convert(amount, rate), pay_currency: m.payCurrency, quote_id: input.quoteId ?? null };
      }
      const row = await repo.insertPayment(
        {
          id: newId("po"),
          reference: input.reference,
          direction: "payout",
          method: m.id,
          amount,
          currency: input.currency,
          ...pay,
          status: "PENDING",
          step: "payout",
          reason: null,
          details: { account: input.account },
          customer: {},
          return_url: null,
        },
        clock.now(),
      );
      return row ?? (await repo.byReference("payout", input.reference))!;
    },

    // —— what the player does on the hosted pages ——
    async submitCard(id: string, card: { number: string; expiry: string; cvc: string; holder: string }) {
      const digits = card.number.replace(/[\s-]/g, "");
      const problems: string[] = [];
      if (!luhnValid(digits)) problems.push("The card number is not valid.");
      // MM/YY, MM/YYYY, or the same typed without the slash (1230).
      const exp = card.expiry.replace(/\s/g, "").match(/^(\d{2})\/?(\d{2}|\d{4})$/);
      const month = exp ? Number(exp[1]) : 0;
      const year = exp ? Number(exp[2]!.length === 2 ? `20${exp[2]}` : exp[2]) : 0;
      const now = clock.now();
      if (!exp || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
        problems.push("The expiry date is not valid.");
      if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push("The security code is 3 or 4 digits.");
      if (card.holder.trim().length < 2) problems.push("Enter the name on the card.");
      if (problems.length) throw new PspError(422, "INVALID_CARD", problems.join(" "));
      const outcome = TEST_CARDS[digits] ?? "approve";
      const cardInfo = { last4: digits.slice(-4), brand: cardBrand(digits) };
      return transition(
        id,
        (p) => p.status === "REQUIRES_ACTION" && p.step === "card",
        (p) =>
          outcome === "approve"
            ? { status: "SUCCEEDED", step: null, details: { ...p.details, ...cardInfo } }
            : outcome === "decline"
              ? { status: "DECLINED", step: null, reason: "CARD_DECLINED", details: { ...p.details, ...cardInfo } }
              : { step: "3ds", details: { ...p.details, ...cardInfo } },
      );
    },

    decide3ds(id: string, approve: boolean) {
      return transition(
        id,
        (p) => p.status === "REQUIRES_ACTION" && p.step === "3ds",
        () =>
          approve ? { status: "SUCCEEDED", step: null } : { status: "DECLINED", step: null, reason: "3DS_AUTHENTICATION_FAILED" },
      );
    },

    decideWallet(id: string, approve: boolean, step: "wallet" | "sci" = "wallet") {
      return transition(
        id,
        (p) => p.status === "REQUIRES_ACTION" && p.step === step,
        () => (approve ? { status: "SUCCEEDED", step: null } : { status: "DECLINED", step: null, reason: "DECLINED_BY_PAYER" }),
      );
    },

    /** The SCI form posted by the player's browser: the merchant's parameters, signed. */
    async sciCheckout(params: Record<string, string>) {
      if (!params.signature || params.signature !== sciSignature(params))
        throw new PspError(400, "BAD_SIGNATURE", "The checkout form was not signed by the merchant.");
      const p = await repo.byId(params.payment ?? "");
      if (!p || p.reference !== params.reference || String(p.amount) !== params.amount)
        throw new PspError(404, "PAYMENT_NOT_FOUND", "No such payment.");
      return p;
    },

    /** Sandbox only: the payer's wallet sends the coins; confirmations follow over time. */
    cryptoSend(id: string) {
      return transition(
        id,
        (p) => p.status === "PENDING" && p.step === "crypto" && !p.seen_at,
        (p) => ({ seen_at: clock.now(), details: { ...p.details, txid: randomBytes(32).toString("hex") } }),
      );
    },

    /** The dashboard's buttons: settle or fail a pending payment by hand. */
    confirm(id: string) {
      return transition(
        id,
        (p) => p.status === "PENDING" || p.status === "REQUIRES_ACTION",
        (p) => ({
          status: "SUCCEEDED",
          step: null,
          confirmations: p.step === "crypto" ? config.cryptoConfirmations : p.confirmations,
        }),
      );
    },
    fail(id: string) {
      return transition(
        id,
        (p) => p.status === "PENDING" || p.status === "REQUIRES_ACTION",
        () => ({ status: "FAILED", step: null, reason: "FAILED_BY_OPERATOR" }),
      );
    },

    /** One pass of the background worker: confirmations, payouts, webhooks. */
    async tick() {
      const now = clock.now();
      for (const p of await repo.confirmingCrypto()) {
        const elapsed = now.getTime() - p.seen_at!.getTime();
        const confs = Math.min(
          config.cryptoConfirmations,
          config.cryptoConfirmMs === 0 ? config.cryptoConfirmations : Math.floor(elapsed / config.cryptoConfirmMs) + 1,
        );
        if (confs === p.confirmations) continue;
        await transition(
          p.id,
          (cur) => cur.status === "PENDING" && cur.step === "crypto",
          () =>
            confs >= config.cryptoConfirmations
              ? { status: "SUCCEEDED", step: null, confirmations: confs }
              : { confirmations: confs },
        ).catch(() => {});
      }
      for (const p of await repo.duePayouts(new Date(now.getTime() - config.payoutDelayMs))) {
        const account = JSON.stringify(p.details.account ?? {});
        const failing = /fail/i.test(account);
        await transition(
          p.id,
          (cur) => cur.status === "PENDING",
          () =>
            failing
              ? { status: "FAILED", step: null, reason: "BENEFICIARY_ACCOUNT_INVALID" }
              : { status: "SUCCEEDED", step: null },
        ).catch(() => {});
      }
      await deliverWebhooks();
      await repo.forgetNoncesBefore(new Date(now.getTime() - 15 * 60_000));
    },
  };

  async function deliverWebhooks() {
    const now = clock.now();
    for (const w of await repo.dueWebhooks(now)) {
      let error: string | null = null;
      try {
        const res = await doFetch(`${config.casinoUrl}/payments/v1/webhooks/sandbox`, {
          method: "POST",
          headers: signedHeaders("psp", config.secret, w.body, clock.now().getTime()),
          body: w.body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
        await res.body?.cancel().catch(() => {});
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      if (!error) await repo.webhookDelivered(w.id, clock.now());
      else {
        const delay = Math.min(config.webhookRetryMs * 2 ** w.attempts, 10 * 60_000);
        await repo.webhookFailed(w.id, new Date(clock.now().getTime() + delay), error);
      }
    }
  }
}

export type PspService = ReturnType<typeof pspService>;

function cryptoAddress(coin: string): string {
  const hex = randomBytes(20).toString("hex");
  return coin === "BTC" ? `tb1q${hex.slice(0, 38)}` : `T${hex.slice(0, 33)}`;
}

export function formatCoins(v: bigint): string {
  const s = v.toString().padStart(CRYPTO_EXPONENT + 1, "0");
  return `${s.slice(0, -CRYPTO_EXPONENT)}.${s.slice(-CRYPTO_EXPONENT)}`.replace(/\.?0+$/, "");
}
