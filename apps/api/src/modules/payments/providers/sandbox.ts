import { requestIdHeader } from "@casino/metrics";
import { signedHeaders, verify } from "@casino/signing";
import { z } from "zod";
import {
  type PaymentProvider,
  type ProviderAction,
  type ProviderField,
  type ProviderMethod,
  type ProviderPayment,
  ProviderRefusal,
  ProviderUnavailable,
  WebhookRefused,
} from "../provider.js";

/** The sandbox PSP (apps/psp): signed merchant API at PSP_URL, webhooks signed by caller `psp`. */
export interface SandboxOptions {
  /** The casino's name the payer sees on the provider's pages. */
  descriptor?: string;
  url: string;
  secret: string;
  /** true when the nonce is new (false: a replay). */
  rememberNonce: (nonce: string) => Promise<boolean>;
  now?: () => number;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** What a signed webhook's payment must look like before anything reads it: a signature proves the sender, not the shape. */
const webhookPayment = z.looseObject({
  id: z.union([z.string().min(1).max(100), z.number().int()]),
  reference: z.string().max(100),
  direction: z.enum(["deposit", "payout"]),
  status: z.enum(["REQUIRES_ACTION", "PENDING", "SUCCEEDED", "DECLINED", "FAILED", "CANCELLED"]),
  amount: minor,
  currency: z.string().min(3).max(10),
  payAmount: minor.nullish(),
  payCurrency: z.string().max(10).nullish(),
  reason: z.string().max(200).nullish(),
  confirmations: z.number().int().min(0).nullish(),
  requiredConfirmations: z.number().int().min(0).nullish(),
  next: z.looseObject({ type: z.string().max(20) }).nullish(),
});

const PAYOUT_FIELDS: Record<string, ProviderField[]> = {
  bank: [
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
  ],
  sandwallet: [
    { name: "email", label: "SandWallet e-mail", type: "email", required: true, max: 100, autofillFrom: "CONTACT_EMAIL" },
  ],
  upi: [
    {
      name: "vpa",
      label: "UPI ID",
      type: "account",
      required: true,
      min: 5,
      max: 60,
      pattern: "^[a-zA-Z0-9._-]{2,}@[a-zA-Z]{2,}$",
    },
  ],
  btc: [
    {
      name: "address",
      label: "Bitcoin address",
      type: "account",
      required: true,
      min: 26,
      max: 90,
      pattern: "^(bc1|tb1|[13mn2])[a-zA-Z0-9]{20,88}$",
    },
  ],
  usdt: [
    {
      name: "address",
      label: "USDT (TRC-20) address",
      type: "account",
      required: true,
      min: 34,
      max: 34,
      pattern: "^T[a-zA-Z0-9]{33}$",
    },
  ],
};

/** The PSP's bank form: the payer's details before a transfer is expected. */
const AUTOFILL: Record<string, string> = { birthday: "BIRTHDAY", email: "CONTACT_EMAIL", bankCountry: "LOCATION_COUNTRY" };

export function sandboxProvider(opts: SandboxOptions): PaymentProvider {
  const base = opts.url.replace(/\/$/, "");
  const now = opts.now ?? Date.now;

  async function call(path: string, body: Json): Promise<Json> {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { ...requestIdHeader(), ...signedHeaders("casino", opts.secret, raw, now()) },
        body: raw,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ProviderUnavailable(err instanceof Error ? err.message : String(err));
    }
    const text = await res.text();
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      throw new ProviderUnavailable(`PSP answered HTTP ${res.status} without JSON`);
    }
    if (res.status >= 500) throw new ProviderUnavailable(`PSP answered HTTP ${res.status}`);
    if (res.status >= 400)
      throw new ProviderRefusal(String(json.code ?? "REFUSED"), String(json.message ?? "Refused by the provider."));
    return json;
  }

  const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as number));

  function action(next: Json | null | undefined): ProviderAction | null {
    if (!next) return null;
    switch (next.type) {
      case "redirect":
      case "3ds":
        return { type: next.type, url: String(next.url) };
      case "post":
        return { type: "post", url: String(next.url), params: next.params as Record<string, string> };
      case "form":
        return {
          type: "form",
          fields: (next.fields as ProviderField[]).map((f) => ({
            ...f,
            ...(AUTOFILL[f.name] ? { autofillFrom: AUTOFILL[f.name] } : {}),
          })),
        };
      case "crypto":
        return {
          type: "crypto",
          address: String(next.address),
          amount: BigInt(next.payAmount as number),
          currency: String(next.payCurrency),
          uri: String(next.uri),
          invoiceUrl: String(next.invoiceUrl),
        };
      case "instructions":
        return {
          type: "instructions",
          iban: String(next.iban),
          ...(typeof next.holder === "string" ? { holder: next.holder } : {}),
          reference: String(next.reference),
          amount: BigInt(next.amount as number),
          currency: String(next.currency),
        };
      default:
        return null;
    }
  }

  function payment(p: Json): ProviderPayment {
    return {
      providerPaymentId: String(p.id),
      reference: String(p.reference),
      direction: p.direction === "payout" ? "payout" : "deposit",
      status: (p.status === "REQUIRES_ACTION" ? "ACTION_REQUIRED" : p.status) as ProviderPayment["status"],
      amount: BigInt(p.amount as number),
      currency: String(p.currency),
      convertedAmount: big(p.payAmount),
      convertedCurrency: (p.payCurrency as string | null) ?? null,
      reason: (p.reason as string | null) ?? null,
      action: action(p.next as Json | null),
      confirmations:
        p.requiredConfirmations !== null && p.requiredConfirmations !== undefined
          ? { seen: Number(p.confirmations), required: Number(p.requiredConfirmations) }
          : null,
    };
  }

  return {
    id: "sandbox",

    async methods(direction, country, currency) {
      const r = await call("/merchant/v1/methods", { direction, country, currency });
      return (r.methods as Json[]).map(
        (m): ProviderMethod => ({
          id: String(m.id),
          name: String(m.name),
          category: m.category as ProviderMethod["category"],
          weight: Number(m.weight),
          quote: Boolean(m.quote),
        }),
      );
    },

    async quote(input) {
      const q = await call("/merchant/v1/quotes", { ...input, amount: Number(input.amount) });
      return {
        quoteId: String(q.quoteId),
        amount: BigInt(q.amount as number),
        currency: String(q.currency),
        convertedAmount: BigInt(q.payAmount as number),
        convertedCurrency: String(q.payCurrency),
        rate: String(q.rate),
        expiresAt: new Date(String(q.expiresAt)),
      };
    },

    async init(input) {
      const descriptor = opts.descriptor ? { descriptor: opts.descriptor } : {};
      return payment(await call("/merchant/v1/payments", { ...input, ...descriptor, amount: Number(input.amount) }));
    },
    async execute(id, fields) {
      return payment(await call(`/merchant/v1/payments/${encodeURIComponent(id)}/execute`, { fields }));
    },
    async status(id) {
      return payment(await call(`/merchant/v1/payments/${encodeURIComponent(id)}/status`, {}));
    },
    async cancel(id) {
      return payment(await call(`/merchant/v1/payments/${encodeURIComponent(id)}/cancel`, {}));
    },

    payoutFields: (method) => PAYOUT_FIELDS[method] ?? [],

    async payout(input) {
      return payment(await call("/merchant/v1/payouts", { ...input, amount: Number(input.amount) }));
    },

    async verifyWebhook(headers, rawBody) {
      const caller = Array.isArray(headers["x-caller"]) ? headers["x-caller"][0] : headers["x-caller"];
      const v = verify(opts.secret, headers, rawBody, now());
      if (!v.ok) throw new WebhookRefused(v.reason);
      if (caller !== "psp") throw new WebhookRefused("CALLER");
      if (!(await opts.rememberNonce(v.nonce))) throw new WebhookRefused("REPLAYED");
      let body: Json;
      try {
        body = JSON.parse(rawBody) as Json;
      } catch {
        throw new WebhookRefused("BODY");
      }
      if (body === null || typeof body !== "object" || Array.isArray(body)) throw new WebhookRefused("BODY");
      const parsed = webhookPayment.safeParse(body.payment);
      if (!parsed.success) throw new WebhookRefused("BODY");
      try {
        return payment(parsed.data as Json);
      } catch {
        throw new WebhookRefused("BODY");
      }
    },

    logos: () => ({
      card: { label: "VISA·MC", background: "#1a1f71", foreground: "#f7b600" },
      sandwallet: { label: "SandWallet", background: "#0f766e", foreground: "#ffffff" },
      upi: { label: "UPI", background: "#ff7a00", foreground: "#ffffff" },
      bank: { label: "BANK", background: "#334155", foreground: "#ffffff" },
      btc: { label: "₿ BTC", background: "#f7931a", foreground: "#ffffff" },
      usdt: { label: "₮ USDT", background: "#26a17b", foreground: "#ffffff" },
      sci: { label: "SandPay", background: "#2f6fed", foreground: "#ffffff" },
    }),
  };
}
