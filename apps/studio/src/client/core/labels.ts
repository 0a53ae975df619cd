import { type Key, t } from "./i18n.js";

/** How a settled round ended for the player: more than the stake back, the stake back, or less. */
export type Settlement = "win" | "push" | "loss";

export function settlement(stake: number, win: number): Settlement {
  if (win > stake) return "win";
  if (win > 0 && win === stake) return "push";
  return "loss";
}

/** The word for a settled round in the history and the result line: a returned stake never reads "Win". */
export function settlementLabel(stake: number, win: number, push: Key = "stakeReturned"): string {
  const s = settlement(stake, win);
  return s === "win" ? t("win") : s === "push" ? t(push) : t("loss");
}

/** Roulette's k-th dozen as the numbers it covers: 1 → "1–12", 3 → "25–36". */
export function dozenLabel(k: number): string {
  return t("dozen", { from: (k - 1) * 12 + 1, to: k * 12 });
}
