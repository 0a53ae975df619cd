import { exponentOf, parseMoney } from "@casino/money";

/** The operator limits the back office sets, as the api names them. */
export const LIMIT_FIELDS = [
  "deposit.daily",
  "deposit.weekly",
  "deposit.monthly",
  "losses.daily",
  "losses.weekly",
  "losses.monthly",
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
type Period = "daily" | "weekly" | "monthly";
export type LimitChanges = {
  deposit?: Partial<Record<Period, number | null>>;
  losses?: Partial<Record<Period, number | null>>;
  /** Minutes; null removes the operator's session-time limit. */
  gameSessionDuration?: number | null;
};

/** The session-time limit's bounds in minutes, as the api checks them. */
export const SESSION_MINUTES = { min: 5, max: 24 * 60 } as const;

/**
 * The typed session-time limit: undefined when unchanged, null when emptied, else whole minutes within the
 * bounds. Throws RangeError on anything else.
 */
export function sessionChange(current: number | null, typed: string): number | null | undefined {
  const text = typed.trim();
  const v = text === "" ? null : Number(text);
  if (v !== null && (!Number.isInteger(v) || v < SESSION_MINUTES.min || v > SESSION_MINUTES.max)) {
    throw new RangeError(`"${typed}" is not whole minutes from ${SESSION_MINUTES.min} to ${SESSION_MINUTES.max}`);
  }
  return v === current ? undefined : v;
}

/** A minor-unit amount as an input shows it, in whole units ("50.00"); "" for none. */
export function toInput(minor: number | null, currency: string): string {
  if (minor === null) return "";
  const exp = exponentOf(currency);
  return (minor / 10 ** exp).toFixed(exp);
}

/** What the operator typed, in minor units: null for an empty field (no limit). Throws RangeError on a bad amount. */
export function fromInput(text: string, currency: string): number | null {
  if (text.trim() === "") return null;
  const v = parseMoney(text, currency, "en-US");
  if (v < 0n) throw new RangeError(`"${text}" is below zero`);
  return Number(v);
}

/**
 * The PUT body's limits: only the fields whose typed value differs from the
 * operator's limit now (an emptied field removes it). Throws RangeError, naming
 * the field, when an amount does not read.
 */
export function limitChanges(
  current: Record<LimitField, number | null>,
  typed: Record<LimitField, string>,
  currency: string,
): LimitChanges {
  const out: LimitChanges = {};
  for (const f of LIMIT_FIELDS) {
    let v: number | null;
    try {
      v = fromInput(typed[f], currency);
    } catch (e) {
      throw new RangeError(`${f}: ${(e as Error).message}`);
    }
    if (v === current[f]) continue;
    const [kind, period] = f.split(".") as ["deposit" | "losses", Period];
    out[kind] = { ...out[kind], [period]: v };
  }
  return out;
}

/** The fields the api would refuse (OPERATOR_MAY_ONLY_TIGHTEN): an operator limit above the player's own. */
export function loosening(changes: LimitChanges, playerOwn: Record<LimitField, number | null>): LimitField[] {
  const out: LimitField[] = [];
  for (const f of LIMIT_FIELDS) {
    const [kind, period] = f.split(".") as ["deposit" | "losses", Period];
    const v = changes[kind]?.[period];
    const own = playerOwn[f];
    if (v !== undefined && v !== null && own !== null && v > own) out.push(f);
  }
  return out;
}

/**
 * The highest operator limit that still tightens the player's own (as the api
 * checks it): the limit in force, or the raise the player waits to confirm;
 * null (no ceiling) when the player has none or waits to remove it.
 */
export function playerCeiling(l: { player: number | null; playerPending: { amount: number | null } | null }): number | null {
  if (l.player === null) return null;
  if (!l.playerPending) return l.player;
  if (l.playerPending.amount === null) return null;
  return Math.max(l.player, l.playerPending.amount);
}
