import { money } from "../payments/money";

export { money };

/** 0.965 → "96.5 %" */
export const percent = (fraction: number, lang: string) =>
  `${(fraction * 100).toLocaleString(lang === "de" ? "de-DE" : "en-US", { maximumFractionDigits: 2 })} %`;
