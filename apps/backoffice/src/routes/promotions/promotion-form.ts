import type { PromotionInput } from "@casino/contracts/promotions";
import { exponentOf, parseMoney } from "@casino/money";

/**
 * The promotion editor's form: what the operator types (text), to and from
 * the api's body (minor units, numbers, ISO instants). Pure, so it is tested
 * without a browser. Error keys are the api's field paths (`weight`,
 * `money.EUR.amount`, `texts.en.title`), so the api's 400 answers land on the
 * field they concern.
 */

export type Kind = PromotionInput["kind"];
export type Trigger = PromotionInput["trigger"];
export const KINDS: readonly Kind[] = ["deposit_match", "no_deposit", "cashback", "free_spins"];
export const TRIGGERS: readonly Trigger[] = ["deposit", "promo_code", "registration", "manual"];
export const MONEY_FIELDS = ["amount", "maxBonus", "minDeposit", "maxBet", "minLoss", "spinBet"] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
/**
 * The amounts per currency each kind takes (a cashback: the largest payout and
 * the least net loss; free spins: the bet value of a spin and the max bet while wagering their wins).
 */
export const moneyFieldsOf = (kind: Kind): readonly MoneyField[] =>
  kind === "deposit_match"
    ? ["maxBonus", "minDeposit", "maxBet"]
    : kind === "cashback"
      ? ["maxBonus", "minLoss"]
      : kind === "free_spins"
        ? ["spinBet", "maxBet"]
        : ["amount", "maxBet"];
export const PERIODS = ["daily", "weekly"] as const;
export type Period = (typeof PERIODS)[number];
/** How a cashback is paid: cash, or bonus money with the promotion's wagering. */
export const PAID_AS = ["cash", "bonus"] as const;
export type PaidAs = (typeof PAID_AS)[number];

export interface TextForm {
  title: string;
  description: string;
  details: string;
}

export interface MoneyRow extends Record<MoneyField, string> {
  currency: string;
}

export interface PromotionForm {
  kind: Kind;
  trigger: Trigger;
  texts: Record<string, TextForm>;
  bigImagePath: string;
  weight: string;
  enabled: boolean;
  /** datetime-local, the operator's time; "" for none. */
  startsAt: string;
  endsAt: string;
  depositNumber: string;
  matchPercent: string;
  /** cashback: percent of the net loss (to the hundredth) and its period (UTC). */
  cashbackPercent: string;
  cashbackPeriod: Period;
  cashbackPaidAs: PaidAs;
  /** free_spins: spins per grant, and our studio's slots they are played on (one a line or comma separated). */
  freeSpins: string;
  freeSpinGames: string;
  money: MoneyRow[];
  wageringMultiplier: string;
  wageringBase: PromotionInput["wageringBase"];
  maxConversion: string;
  claimHours: string;
  wageringHours: string;
  allowDeposits: boolean;
  allowWithdrawals: boolean;
  /** Game ids, one a line or comma separated; empty: every game. */
  games: string;
  /** ISO 3166 alpha-3 codes; empty: everywhere. */
  regions: string;
  /** `id=percent` a line. */
  contributionGames: string;
  contributionCategories: string;
  contributionDefault: string;
}

export type FieldErrors = Record<string, string>;

export const EMPTY_TEXT: TextForm = { title: "", description: "", details: "" };
export const emptyMoney = (currency: string): MoneyRow => ({
  currency,
  amount: "",
  maxBonus: "",
  minDeposit: "",
  maxBet: "",
  minLoss: "",
  spinBet: "",
});

/** A new promotion: the api's defaults. */
export const emptyForm = (): PromotionForm => ({
  kind: "no_deposit",
  trigger: "promo_code",
  texts: { en: { ...EMPTY_TEXT } },
  bigImagePath: "",
  weight: "0",
  enabled: true,
  startsAt: "",
  endsAt: "",
  depositNumber: "",
  matchPercent: "",
  cashbackPercent: "",
  cashbackPeriod: "daily",
  cashbackPaidAs: "cash",
  freeSpins: "",
  freeSpinGames: "",
  money: [emptyMoney("EUR")],
  wageringMultiplier: "3",
  wageringBase: "bonus",
  maxConversion: "",
  claimHours: "168",
  wageringHours: "720",
  allowDeposits: true,
  allowWithdrawals: false,
  games: "",
  regions: "",
  contributionGames: "",
  contributionCategories: "slots=100\ntable=10\nlive=5",
  contributionDefault: "0",
});

/** A minor-unit amount as an input shows it, in whole units ("10.00"). */
export function moneyText(minor: number | undefined, currency: string): string {
  if (minor === undefined) return "";
  const exp = exponentOf(currency);
  return (minor / 10 ** exp).toFixed(exp);
}

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as a datetime-local input shows it (the operator's time). */
export function localText(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const lines = (m: Record<string, number> | undefined) =>
  Object.entries(m ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join("\n");

/** The form of a promotion the api answered. */
export function formOf(p: PromotionInput): PromotionForm {
  return {
    kind: p.kind,
    trigger: p.trigger,
    texts: Object.fromEntries(Object.entries(p.texts).map(([l, x]) => [l, { ...x }])),
    bigImagePath: p.bigImagePath ?? "",
    weight: String(p.weight),
    enabled: p.enabled,
    startsAt: localText(p.startsAt),
    endsAt: localText(p.endsAt),
    depositNumber: p.depositNumber === null ? "" : String(p.depositNumber),
    matchPercent: p.matchPercent === null ? "" : String(p.matchPercent),
    cashbackPercent: p.cashbackPercent === null ? "" : String(p.cashbackPercent),
    cashbackPeriod: p.cashbackPeriod ?? "daily",
    cashbackPaidAs: p.cashbackPaidAs ?? "cash",
    freeSpins: p.freeSpins === null ? "" : String(p.freeSpins),
    freeSpinGames: (p.freeSpinGames ?? []).join("\n"),
    money: Object.entries(p.money).map(([currency, m]) => ({
      currency,
      amount: moneyText(m.amount, currency),
      maxBonus: moneyText(m.maxBonus, currency),
      minDeposit: moneyText(m.minDeposit, currency),
      maxBet: moneyText(m.maxBet, currency),
      minLoss: moneyText(m.minLoss, currency),
      spinBet: moneyText(m.spinBet, currency),
    })),
    wageringMultiplier: String(p.wageringMultiplier),
    wageringBase: p.wageringBase,
    maxConversion: p.maxConversion === null ? "" : String(p.maxConversion),
    claimHours: String(p.claimHours),
    wageringHours: String(p.wageringHours),
    allowDeposits: p.allowDeposits,
    allowWithdrawals: p.allowWithdrawals,
    games: (p.games ?? []).join("\n"),
    regions: (p.regions ?? []).join(", "),
    contributionGames: lines(p.contribution.games),
    contributionCategories: lines(p.contribution.categories),
    contributionDefault: p.contribution.default === undefined ? "" : String(p.contribution.default),
  };
}

const list = (s: string) =>
  s
    .split(/[\s,;]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Reads the form into the api's body; what does not read is an error on its field (the api checks the ranges). */
class Reader {
  readonly errors: FieldErrors = {};

  number(field: string, text: string, opts: { integer?: boolean } = {}): number | null {
    const s = text.trim();
    if (s === "") return null;
    const n = Number(s.replace(",", "."));
    if (!Number.isFinite(n) || (opts.integer && !Number.isInteger(n))) {
      this.errors[field] = opts.integer ? "Type a whole number." : "Type a number.";
      return null;
    }
    return n;
  }

  required(field: string, text: string, opts: { integer?: boolean } = {}): number {
    const n = this.number(field, text, opts);
    if (n === null && !this.errors[field]) this.errors[field] = "Required.";
    return n ?? 0;
  }

  money(field: string, text: string, currency: string): number | undefined {
    if (text.trim() === "") return undefined;
    try {
      const v = parseMoney(text.trim(), currency, "en-US");
      if (v < 0n) throw new RangeError("below zero");
      return Number(v);
    } catch {
      this.errors[field] = `Type an amount in ${currency} (e.g. 10.00).`;
      return undefined;
    }
  }

  instant(field: string, text: string): string | null {
    if (text.trim() === "") return null;
    const d = new Date(text);
    if (Number.isNaN(d.getTime())) {
      this.errors[field] = "Pick a date and time.";
      return null;
    }
    return d.toISOString();
  }

  weights(field: string, text: string): Record<string, number> | undefined {
    const out: Record<string, number> = {};
    for (const line of text.split(/[\n,;]+/)) {
      if (!line.trim()) continue;
      const m = line.match(/^\s*([^=:\s]+)\s*[=:]\s*([\d.]+)\s*%?\s*$/);
      if (!m) {
        this.errors[field] = `"${line.trim()}": write name=percent, one a line.`;
        return undefined;
      }
      out[m[1]!] = Number(m[2]);
    }
    return Object.keys(out).length ? out : undefined;
  }
}

/** The texts kept: languages with anything typed (English always, so the api can say what it lacks). */
const keptTexts = (texts: Record<string, TextForm>) =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([l, x]) => l === "en" || x.title.trim() || x.description.trim() || x.details.trim())
      .map(([l, x]) => [l, { title: x.title.trim(), description: x.description.trim(), details: x.details.trim() }]),
  );

/** A new promotion's body (POST), or the fields that do not read. */
export function toInput(f: PromotionForm): { body: PromotionInput; errors: FieldErrors } {
  const r = new Reader();
  const money: PromotionInput["money"] = {};
  for (const row of f.money) {
    const m: PromotionInput["money"][string] = {};
    for (const k of MONEY_FIELDS) {
      const v = r.money(`money.${row.currency}.${k}`, row[k], row.currency);
      if (v !== undefined) m[k] = v;
    }
    money[row.currency] = m;
  }
  const games = list(f.games);
  const regions = list(f.regions).map((x) => x.toUpperCase());
  const contribution: PromotionInput["contribution"] = {};
  const cg = r.weights("contribution.games", f.contributionGames);
  const cc = r.weights("contribution.categories", f.contributionCategories);
  const cd = r.number("contribution.default", f.contributionDefault);
  if (cg) contribution.games = cg;
  if (cc) contribution.categories = cc;
  if (cd !== null) contribution.default = cd;
  const body: PromotionInput = {
    kind: f.kind,
    trigger: f.trigger,
    texts: keptTexts(f.texts),
    bigImagePath: f.bigImagePath.trim() || null,
    weight: r.required("weight", f.weight, { integer: true }),
    enabled: f.enabled,
    startsAt: r.instant("startsAt", f.startsAt),
    endsAt: r.instant("endsAt", f.endsAt),
    depositNumber: r.number("depositNumber", f.depositNumber, { integer: true }),
    matchPercent: r.number("matchPercent", f.matchPercent, { integer: true }),
    money,
    wageringMultiplier: r.required("wageringMultiplier", f.wageringMultiplier),
    wageringBase: f.wageringBase,
    maxConversion: r.number("maxConversion", f.maxConversion),
    claimHours: r.required("claimHours", f.claimHours, { integer: true }),
    wageringHours: r.required("wageringHours", f.wageringHours, { integer: true }),
    allowDeposits: f.allowDeposits,
    allowWithdrawals: f.allowWithdrawals,
    games: games.length ? games : null,
    regions: regions.length ? regions : null,
    contribution,
    cashbackPercent: f.kind === "cashback" ? r.number("cashbackPercent", f.cashbackPercent) : null,
    cashbackPeriod: f.kind === "cashback" ? f.cashbackPeriod : null,
    cashbackPaidAs: f.kind === "cashback" ? f.cashbackPaidAs : "cash",
    freeSpins: f.kind === "free_spins" ? r.number("freeSpins", f.freeSpins, { integer: true }) : null,
    freeSpinGames: f.kind === "free_spins" ? list(f.freeSpinGames) : null,
  };
  if (f.kind === "free_spins" && body.freeSpins === null && !r.errors.freeSpins)
    r.errors.freeSpins = "Free spins need their number of spins.";
  if (f.kind === "free_spins" && body.freeSpinGames?.length === 0)
    r.errors.freeSpinGames = "Free spins need at least one of our studio's slots.";
  if (f.kind === "free_spins")
    for (const row of f.money)
      if (!row.spinBet.trim() && !r.errors[`money.${row.currency}.spinBet`])
        r.errors[`money.${row.currency}.spinBet`] = "Give the bet value of a spin.";
  if (f.kind === "cashback" && body.cashbackPercent === null && !r.errors.cashbackPercent)
    r.errors.cashbackPercent = "A cashback needs its percent.";
  if (f.kind === "deposit_match" && body.matchPercent === null && !r.errors.matchPercent)
    r.errors.matchPercent = "A deposit match needs its percent.";
  if (f.money.length === 0) r.errors.money = "Give the amounts of at least one currency.";
  if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt) r.errors.endsAt = "Ends before it starts.";
  return { body, errors: r.errors };
}

/** What an edit may change (PATCH): the rest of a promotion is fixed once created. */
export const PATCHABLE = [
  "enabled",
  "weight",
  "texts",
  "bigImagePath",
  "startsAt",
  "endsAt",
  "wageringMultiplier",
  "maxConversion",
] as const;
export type Patchable = (typeof PATCHABLE)[number];
export const isPatchable = (field: string) => (PATCHABLE as readonly string[]).includes(field.split(".")[0]!);

/**
 * An edit's body: the changeable fields as the form has them, the reason for
 * the audit trail. A date left as it was keeps its exact instant (the input
 * shows minutes only).
 */
export function toPatch(f: PromotionForm, reason: string, original?: Pick<PromotionInput, "startsAt" | "endsAt">) {
  const { body, errors } = toInput(f);
  if (original && f.startsAt === localText(original.startsAt)) body.startsAt = original.startsAt;
  if (original && f.endsAt === localText(original.endsAt)) body.endsAt = original.endsAt;
  const patch: Pick<PromotionInput, Patchable> & { reason?: string } = {
    enabled: body.enabled,
    weight: body.weight,
    texts: body.texts,
    bigImagePath: body.bigImagePath,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    wageringMultiplier: body.wageringMultiplier,
    maxConversion: body.maxConversion,
  };
  if (reason.trim()) patch.reason = reason.trim();
  return { body: patch, errors: Object.fromEntries(Object.entries(errors).filter(([k]) => isPatchable(k))) };
}

/** The api's 400 answer as errors by field: `fields` of a VALIDATION_ERROR, the message of any other code. */
export function apiFieldErrors(body: Record<string, unknown>, message: string): { fields: FieldErrors; general: string | null } {
  const list = Array.isArray(body.fields) ? (body.fields as { field?: unknown; message?: unknown }[]) : [];
  const fields: FieldErrors = {};
  for (const f of list) {
    const key = typeof f.field === "string" && f.field ? f.field : "";
    if (!key) continue;
    fields[key] = fields[key] ? `${fields[key]} ${String(f.message)}` : String(f.message);
  }
  const unplaced = list.filter((f) => !(typeof f.field === "string" && f.field));
  if (body.code === "VALIDATION_ERROR")
    return { fields, general: unplaced.length ? unplaced.map((f) => String(f.message)).join(" ") : null };
  if (body.code === "INVALID_PROMOTION" && /percent/i.test(message)) return { fields: { matchPercent: message }, general: null };
  if (body.code === "INVALID_PROMOTION" && /slots?\b/i.test(message))
    return { fields: { freeSpinGames: message }, general: null };
  if (body.code === "INVALID_PROMOTION" && /number of spins/i.test(message))
    return { fields: { freeSpins: message }, general: null };
  if (body.code === "INVALID_PROMOTION" && /currency/i.test(message)) return { fields: { money: message }, general: null };
  return { fields, general: message };
}

/** The error of a field: its own, or the first of a field within it (`regions` shows `regions.2`). */
export function errorOf(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const inner = Object.keys(errors).find((k) => k.startsWith(`${field}.`));
  return inner ? errors[inner] : undefined;
}
