import type { LevelPerks, LoyaltyStatus } from "@casino/contracts/loyalty";

export type LevelState = "reached" | "current" | "next" | "locked";

export interface LevelCard extends LevelPerks {
  state: LevelState;
}

/** Each level of the ladder with where the player stands on it: reached, the current one, the next, or further. */
export function levelCards(s: Pick<LoyaltyStatus, "level" | "levels">): LevelCard[] {
  const current = s.levels.filter((l) => l.level <= s.level).at(-1)?.level ?? null;
  const next = s.levels.find((l) => l.level > s.level)?.level ?? null;
  return s.levels.map((l) => ({
    ...l,
    state: l.level === current ? "current" : l.level === next ? "next" : l.level < s.level ? "reached" : "locked",
  }));
}

/** The progress bar's width in percent (0 … 100): full at the top of the ladder. */
export const progressWidth = (s: Pick<LoyaltyStatus, "next">) => (s.next ? Math.max(0, Math.min(100, s.next.percent)) : 100);
