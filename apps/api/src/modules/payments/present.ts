import { type FormField, instructionFields, isInput } from "./forms.js";
import type { PaymentRow } from "./repository.js";

/** The games spec §3 payment request response. */
export type PaymentKind = "KIND_NOT_SET" | "EXECUTE" | "REDIRECTION" | "HTML" | "FORM" | "PROCESS3DS";
export type PaymentStatus =
  | "PROCESSING"
  | "PROCESSING_ACTION_REQUESTED"
  | "SUCCESS"
  | "REJECTED"
  | "FAILED"
  | "OUTSTANDING_REQUEST";

export interface PaymentView {
  requestId: string;
  type: "deposit" | "withdrawal";
  method: string;
  kind: PaymentKind;
  status: PaymentStatus;
  redirectUrl?: string;
  html?: string;
  postParameters?: Record<string, string>;
  missing: string[];
  reason?: string;
  amount: number;
  currency: string;
  convertedAmount?: number;
  convertedCurrency?: string;
  quoteId?: string;
  rate?: string;
  quoteExpires?: string;
  /** What the quote asks the payer to send (minor units of `quoteCurrency`, e.g. satoshi), before it is accepted. */
  quoteAmount?: number;
  quoteCurrency?: string;
  form?: { fields: FormField[] };
  execute: boolean;
  createdAt: string;
}

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** An HTML snippet that posts itself to the provider (SCI). */
export function selfPostingForm(url: string, params: Record<string, string>): string {
  const inputs = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
  return `<form id="sci-form" method="post" action="${esc(url)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script>document.getElementById("sci-form").submit();</script>`;
}

function statusOf(row: PaymentRow, hasForm: boolean): PaymentStatus {
  switch (row.status) {
    case "NEW":
      return row.quote_id && row.converted_amount === null
        ? "PROCESSING"
        : hasForm
          ? "PROCESSING_ACTION_REQUESTED"
          : "PROCESSING";
    case "ACTION":
      return "PROCESSING_ACTION_REQUESTED";
    case "PENDING":
    case "WAITING_FOR_VERIFICATION":
    case "APPROVED":
      return "PROCESSING";
    case "SUCCESS":
      return "SUCCESS";
    case "FAILED":
      return "FAILED";
    default:
      return "REJECTED";
  }
}

/** A payment as the web reads it. `form` holds the input fields this step asks for. */
export function presentPayment(row: PaymentRow, form: FormField[], override?: PaymentStatus): PaymentView {
  const open = row.status === "NEW" || row.status === "ACTION" || row.status === "PENDING" || row.status === "APPROVED";
  const a = open ? row.action : null;
  const v: PaymentView = {
    requestId: row.id,
    type: row.type,
    method: row.method,
    kind: "KIND_NOT_SET",
    status: override ?? statusOf(row, form.length > 0),
    missing: form.filter((f) => f.missing).map((f) => f.identifier),
    amount: Number(row.amount),
    currency: row.currency,
    execute: false,
    createdAt: row.created_at.toISOString(),
  };
  if (row.reason) v.reason = row.reason;
  // reserved, and held until the player is verified (KYC): the web says so
  if (row.status === "WAITING_FOR_VERIFICATION") v.reason = row.status;
  if (row.quote_id) {
    v.quoteId = row.quote_id;
    if (row.quote_rate) v.rate = row.quote_rate;
    if (row.quote_expires_at) v.quoteExpires = row.quote_expires_at.toISOString();
    if (row.quote_amount !== null && row.quote_currency) {
      v.quoteAmount = Number(row.quote_amount);
      v.quoteCurrency = row.quote_currency;
    }
  }
  if (row.converted_amount !== null) {
    v.convertedAmount = Number(row.converted_amount);
    if (row.converted_currency) v.convertedCurrency = row.converted_currency;
  }
  if (override) return v;
  if (form.length) {
    // every input already known from the profile: the player only confirms
    const complete = form.filter(isInput).every((f) => f.value || f.type === "INPUT_EMAIL");
    v.kind = row.type === "withdrawal" && complete ? "EXECUTE" : "FORM";
    v.form = { fields: form };
    v.execute = true;
    return v;
  }
  if (!a) return v;
  if (a.type === "redirect") {
    v.kind = "REDIRECTION";
    v.redirectUrl = String(a.url);
  } else if (a.type === "3ds") {
    v.kind = "PROCESS3DS";
    v.redirectUrl = String(a.url);
  } else if (a.type === "post") {
    const params = a.params as Record<string, string>;
    v.kind = "HTML";
    v.redirectUrl = String(a.url);
    v.postParameters = params;
    v.html = selfPostingForm(String(a.url), params);
  } else if (a.type === "crypto" || a.type === "instructions") {
    const action =
      a.type === "crypto"
        ? { ...(a as Record<string, string>), type: "crypto" as const, amount: BigInt(String(a.amount)) }
        : { ...(a as Record<string, string>), type: "instructions" as const, amount: BigInt(String(a.amount)) };
    v.kind = "FORM";
    v.form = { fields: instructionFields(action as never, row.confirmations) };
  }
  return v;
}

/** `GET /result/{payment}` and operator lists. */
export function presentResult(row: PaymentRow) {
  const status =
    row.status === "SUCCESS"
      ? "SUCCESS"
      : row.status === "FAILED"
        ? "FAILED"
        : row.status === "REJECTED" || row.status === "CANCELLED"
          ? "REJECTED"
          : "PROCESSING";
  return {
    id: row.id,
    requestId: row.id,
    type: row.type,
    method: row.method,
    category: row.category,
    status,
    state: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    ...(row.converted_amount !== null
      ? { convertedAmount: Number(row.converted_amount), convertedCurrency: row.converted_currency }
      : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
