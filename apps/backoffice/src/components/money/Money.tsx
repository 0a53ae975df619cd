import { formatAmount } from "../../lib/format";

/** An amount in minor units as the operator reads it (1,234.56 EUR), signed for money in or out of the player. */
export function Money({ amount, currency, signed }: { amount: string; currency: string; signed?: "in" | "out" | "own" }) {
  const text = formatAmount(amount, currency);
  if (!signed || signed === "own") return <span className="tabular-nums">{text}</span>;
  return (
    <span className={`tabular-nums ${signed === "in" ? "text-success" : "text-danger"}`}>
      {signed === "in" ? "+" : "−"}
      {text}
    </span>
  );
}
