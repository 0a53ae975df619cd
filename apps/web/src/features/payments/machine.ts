import type { FormField, MethodCategory, PaymentMethod, PaymentView } from "./types";

/** Payment status poll of games spec §4/§9: first after 1 s, then every 3 s. */
export const FIRST_POLL_MS = 1000;
export const POLL_EVERY_MS = 3000;
/** How long the wait-for-redirect text shows before the browser goes (REDIRECTION). */
export const REDIRECT_DELAY_MS = 1500;

/** The status route parameter's values (games spec §2). */
export const ROUTE_STATUSES = ["processing", "success", "rejected", "failed"] as const;
export type RouteStatus = (typeof ROUTE_STATUSES)[number];
export const isRouteStatus = (v: unknown): v is RouteStatus =>
  typeof v === "string" && (ROUTE_STATUSES as readonly string[]).includes(v);

/**
 * The params of `…/{payment?}/{status}`. Accounts spec §2: if the first param
 * is a known response status, the two params are swapped.
 */
export function statusParams(first: string | undefined, second: string | undefined): { payment?: string; status?: string } {
  if (isRouteStatus(first)) return { payment: second || undefined, status: first };
  return { payment: first || undefined, status: second };
}

/** Games spec §4 step 4: the answer's status that moves the route's status param; null keeps it. */
export function routeStatusOf(status: string): RouteStatus | null {
  switch (status) {
    case "PROCESSING":
      return "processing";
    case "SUCCESS":
    case "SUCCESSFUL":
      return "success";
    case "REJECTED":
      return "rejected";
    case "FAILED":
    case "FAILURE":
      return "failed";
    default:
      return null;
  }
}

export const isFinal = (s: RouteStatus | null) => s === "success" || s === "rejected" || s === "failed";

const READ_ONLY: readonly string[] = ["CONTENT_REF", "DEEPLINK", "TEXT", "DATA"];
export const isInput = (f: FormField) => !READ_ONLY.includes(f.type);
const byOrder = (a: FormField, b: FormField) => (a.order ?? 0) - (b.order ?? 0);
/** Fields the player fills (stage 1 or none), in order. */
export const inputFields = (fields: FormField[] = []) => fields.filter(isInput).sort(byOrder);
/** Fields only shown (instructions, addresses, links), in order. */
export const shownFields = (fields: FormField[] = []) => fields.filter((f) => !isInput(f)).sort(byOrder);

export type Step =
  | { type: "outstanding" }
  | { type: "confirmQuote" }
  | { type: "redirect3ds"; url: string }
  | { type: "redirect"; url: string }
  | { type: "html" }
  | { type: "form" }
  | { type: "final"; status: RouteStatus }
  | { type: "poll"; routeStatus: RouteStatus | null };

/**
 * What the page does with an answer (games spec §4 "Payment"). `afterInit`:
 * the answer of the init call, where a quote without a converted amount is
 * confirmed first; otherwise it is treated as EXECUTE.
 */
export function nextStep(v: PaymentView, afterInit = false): Step {
  if (v.status === "OUTSTANDING_REQUEST") return { type: "outstanding" };
  if (afterInit && v.quoteId && v.convertedAmount == null) return { type: "confirmQuote" };
  const rs = routeStatusOf(v.status);
  if (isFinal(rs)) return { type: "final", status: rs! };
  if (v.kind === "PROCESS3DS" && v.redirectUrl) return { type: "redirect3ds", url: v.redirectUrl };
  if (v.kind === "REDIRECTION" && v.redirectUrl) return { type: "redirect", url: v.redirectUrl };
  if (v.kind === "HTML" && (v.html || v.redirectUrl)) return { type: "html" };
  if ((v.kind === "FORM" || v.kind === "EXECUTE") && v.execute) return { type: "form" };
  return { type: "poll", routeStatus: rs };
}

/** Methods sorted by weight, highest first (games spec §9). */
export const sortByWeight = (ms: PaymentMethod[]) => [...ms].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));

export interface MethodGroup {
  category: MethodCategory;
  methods: PaymentMethod[];
}

/**
 * Methods grouped by category. Groups follow `categoryOrder` when given (the
 * region screens), else the weight of their best method; inside a group,
 * `pinned` ids come first, then weight.
 */
export function groupMethods(ms: PaymentMethod[], categoryOrder?: readonly MethodCategory[], pinned: readonly string[] = []) {
  const groups = new Map<MethodCategory, PaymentMethod[]>();
  for (const m of sortByWeight(ms)) groups.set(m.category, [...(groups.get(m.category) ?? []), m]);
  const pinRank = (m: PaymentMethod) => (pinned.includes(m.id) ? pinned.indexOf(m.id) : pinned.length);
  const list: MethodGroup[] = [...groups].map(([category, methods]) => ({
    category,
    methods: [...methods].sort((a, b) => pinRank(a) - pinRank(b)),
  }));
  const rank = (g: MethodGroup) => {
    const i = categoryOrder?.indexOf(g.category) ?? -1;
    return i >= 0 ? i : (categoryOrder?.length ?? 0);
  };
  return list.sort((a, b) => rank(a) - rank(b) || b.methods[0]!.weight - a.methods[0]!.weight);
}

/** Amount limits per currency (minor units) of accounts spec §9, when a method names none. */
export const WITHDRAWAL_LIMITS: Record<string, { min: number; max: number }> = {
  EUR: { min: 20, max: 50_000 },
  USD: { min: 20, max: 50_000 },
  UAH: { min: 500, max: 1_500_000 },
  INR: { min: 1_000, max: 4_200_000 },
};
/** The eight quick-amount tiers (tier 1 the largest, tier 8 the smallest). */
export const WITHDRAWAL_TIERS: Record<string, number[]> = {
  EUR: [5000, 2500, 2000, 1500, 1000, 500, 200, 100],
  USD: [5000, 2500, 2000, 1500, 1000, 500, 200, 100],
  UAH: [150_000, 75_000, 60_000, 45_000, 30_000, 15_000, 6_000, 3_000],
  INR: [420_000, 210_000, 168_000, 126_000, 84_000, 42_000, 16_800, 8_400],
};

/** The amount error key of an entered amount, or null when it is within the limits. */
export function amountProblem(amount: number | null, limits?: { min: number; max: number }): "required" | "min" | "max" | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return "required";
  if (limits && amount < limits.min) return "min";
  if (limits && amount > limits.max) return "max";
  return null;
}

/** DD/MM/YYYY, DD.MM.YYYY or ISO → YYYY-MM-DD (games spec §7: birthday sent as ISO). */
export function toIsoDate(v: string): string {
  const s = v.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(s);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, "0")}-${dmy[1]!.padStart(2, "0")}`;
  return s;
}

/** Card expiry year: a two-digit year is prefixed with 20 (games spec §5). */
export const expiryYear = (v: string) => {
  const s = v.trim();
  return /^\d{2}$/.test(s) ? `20${s}` : s;
};
export const expiryMonth = (v: string) => {
  const s = v.trim();
  return /^\d$/.test(s) ? `0${s}` : s;
};

/** A field's value as the execute call wants it. */
export function outgoingValue(f: FormField, value: string): string {
  if (f.type === "INPUT_DATE" || /birth/i.test(f.identifier)) return toIsoDate(value);
  if (f.type === "INPUT_CARD_EXPIRE_YEAR") return expiryYear(value);
  if (f.type === "INPUT_CARD_EXPIRE_MONTH") return expiryMonth(value);
  if (f.type === "INPUT_CREDIT_CARD") return value.replace(/\s+/g, "");
  return value.trim();
}

export type FieldProblem = "required" | "min_length" | "max_length" | "min" | "max" | "pattern" | "email" | "choice" | null;

/**
 * Games spec §5: every payment field is required except e-mail; text fields
 * use min/max length from the server, numbers min/max; patterns and lists too.
 */
export function fieldProblem(f: FormField, raw: string): FieldProblem {
  const v = raw.trim();
  const c = f.constraints ?? {};
  if (!v) return f.type === "INPUT_EMAIL" ? null : "required";
  if (f.type === "INPUT_NUMBER") {
    const n = Number(v.replace(",", "."));
    if (!Number.isFinite(n)) return "pattern";
    if (c.min !== undefined && n < c.min) return "min";
    if (c.max !== undefined && n > c.max) return "max";
  } else if (f.type === "INPUT_CARD_EXPIRE_MONTH") {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 12) return "pattern";
  } else if (f.type === "INPUT_CARD_EXPIRE_YEAR") {
    if (!/^\d{2}(\d{2})?$/.test(v)) return "pattern";
  } else if (f.type !== "INPUT_COUNTRY" && f.type !== "INPUT_DATE") {
    if (c.min !== undefined && v.length < c.min) return "min_length";
    if (c.max !== undefined && v.length > c.max) return "max_length";
  }
  if (f.type === "INPUT_EMAIL" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return "email";
  if (f.type === "INPUT_DATE" && !/^\d{4}-\d{2}-\d{2}$/.test(toIsoDate(v))) return "pattern";
  if (c.pattern) {
    try {
      if (!new RegExp(`^(?:${c.pattern})$`).test(v)) return "pattern";
    } catch {
      /* a pattern the browser cannot read is the server's to check */
    }
  }
  const choices = c.valuesList ?? (c.valuesMap ? Object.keys(c.valuesMap) : null);
  if (choices?.length && !choices.includes(v)) return "choice";
  return null;
}

/** Seconds until an ISO instant, never below 0. */
export const secondsLeft = (iso: string | undefined, now: number) =>
  iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000)) : 0;

export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** A label in the page's language, else English, else the identifier. */
export const fieldLabel = (f: FormField, lang: string) => f.label?.[lang] || f.label?.en || f.identifier;
