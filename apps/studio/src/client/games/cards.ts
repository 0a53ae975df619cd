import { h } from "../core/dom.js";

const SUITS: Record<string, string> = { s: "♠", h: "♥", d: "♦", c: "♣" };
const RANKS: Record<string, string> = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };

/** A playing card ("As", "Td"; null for a face-down card), dealt in with an animation. */
export function cardEl(card: string | null, delay = 0) {
  if (!card) return h("div", { class: "card back", style: `animation-delay:${delay}ms`, "aria-label": "face-down card" });
  const rank = RANKS[card[0]!] ?? card[0]!;
  const suit = SUITS[card[1]!] ?? "";
  const red = card[1] === "h" || card[1] === "d";
  return h(
    "div",
    { class: `card${red ? " red" : ""}`, style: `animation-delay:${delay}ms`, role: "img", "aria-label": `${rank}${suit}` },
    h("span", { class: "corner" }, rank, h("br"), suit),
    h("span", { class: "pip" }, suit),
  );
}
