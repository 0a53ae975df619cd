import { h } from "./dom.js";
import { t } from "./i18n.js";
import { sound } from "./sound.js";

/** Stake levels between the limits: 1-2-5 steps, each a multiple of the game's stake step. */
export function stakeLevels(min: number, max: number, step: number): number[] {
  const out = new Set<number>([min]);
  for (let unit = 1; unit <= max * 10; unit *= 10) {
    for (const m of [1, 2, 5]) {
      const v = Math.ceil((m * unit) / step) * step;
      if (v >= min && v <= max) out.add(v);
    }
  }
  out.add(Math.floor(max / step) * step);
  return [...out].sort((a, b) => a - b);
}

/** A − value + stake picker; remembers the choice per game. */
export function stakePicker(opts: {
  levels: number[];
  format: (v: number) => string;
  storageKey: string;
  onChange?: (v: number) => void;
}) {
  const { levels } = opts;
  let index = 0;
  /** A stake the round is played at whatever the picker says (awarded free spins); null: the picker's. */
  let fixed: number | null = null;
  try {
    const saved = Number(localStorage.getItem(opts.storageKey));
    const i = levels.indexOf(saved);
    if (i >= 0) index = i;
  } catch {}
  const value = h("output", { class: "stake-value", "aria-live": "polite", "data-testid": "stake" });
  const minus = h(
    "button",
    { class: "icon-btn", type: "button", "data-lock": "1", "aria-label": `${t("bet")} −` },
    "−",
  ) as HTMLButtonElement;
  const plus = h(
    "button",
    { class: "icon-btn", type: "button", "data-lock": "1", "aria-label": `${t("bet")} +` },
    "+",
  ) as HTMLButtonElement;
  const render = () => {
    if (fixed !== null) {
      value.textContent = opts.format(fixed);
      return;
    }
    value.textContent = opts.format(levels[index]!);
    try {
      localStorage.setItem(opts.storageKey, String(levels[index]));
    } catch {}
    opts.onChange?.(levels[index]!);
  };
  minus.addEventListener("click", () => {
    if (fixed !== null) return;
    index = Math.max(0, index - 1);
    sound.click();
    render();
  });
  plus.addEventListener("click", () => {
    if (fixed !== null) return;
    index = Math.min(levels.length - 1, index + 1);
    sound.click();
    render();
  });
  render();
  const el = h(
    "div",
    { class: "stake-picker" },
    h("span", { class: "label" }, t("totalBet")),
    h("div", { class: "stepper" }, minus, value, plus),
  );
  return {
    el,
    value: () => levels[index]!,
    /** Shows `stake` and holds the picker (free spins at their bet); null gives the player's choice back. */
    hold(stake: number | null) {
      fixed = stake;
      el.classList.toggle("held", stake !== null);
      render();
    },
  };
}

/** Up to six chip values from the stake levels (always the minimum, then spread up to the maximum). */
export function chipValues(min: number, max: number, step: number): number[] {
  const levels = stakeLevels(min, max, step);
  if (levels.length <= 6) return levels;
  const out = new Set<number>();
  for (let i = 0; i < 6; i++) out.add(levels[Math.round((i * (levels.length - 1)) / 5)]!);
  return [...out];
}

/** A row of chips to pick the value placed by the next tap. */
export function chipPicker(values: number[], label: (v: number) => string, full: (v: number) => string) {
  let chosen = values[0]!;
  const row = h("div", { class: "chips", role: "radiogroup", "aria-label": t("chip") });
  values.forEach((v, i) => {
    const b = h(
      "button",
      {
        class: `chip c${i}`,
        type: "button",
        role: "radio",
        "aria-checked": String(i === 0),
        "aria-label": `${t("chip")} ${full(v)}`,
      },
      label(v),
    );
    b.addEventListener("click", () => {
      chosen = v;
      sound.click();
      for (const el of row.children) el.setAttribute("aria-checked", String(el === b));
    });
    row.append(b);
  });
  return { el: row, value: () => chosen };
}

/** Money without currency sign and trailing zeros, for chips. */
export function chipLabel(money: (v: number) => string) {
  return (v: number) =>
    money(v)
      .replace(/[^\d.,]/g, "")
      .replace(/[.,]0+$/, "");
}
