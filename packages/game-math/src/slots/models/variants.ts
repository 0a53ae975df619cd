import type { Volatility } from "../../types.js";
import type { SlotGame } from "../game.js";
import type { SlotModel } from "../model.js";
import { dragonFortune, TWENTY_LINES } from "./dragon-fortune.js";
import { fruitFrenzy } from "./fruit-frenzy.js";
import { jingleRiches } from "./jingle-riches.js";
import { safariWays } from "./safari-ways.js";

/**
 * A studio title built on one of the four engine families: its own reel
 * strips (the base strips with `filler` more, or fewer, of a low symbol per
 * reel), its own paylines, free-spin multiplier and award, so its own
 * volatility and exact RTP.
 */
export type SlotVariant = {
  base: SlotModel;
  id: string;
  name: string;
  volatility: Volatility;
  tags: string[];
  /** Line games: play the first `lines` of the base's paylines (coins = lines). */
  lines?: number;
  /** Copies of `fillerSymbol` added to (positive) or removed from (negative) every reel. */
  filler: number;
  fillerSymbol: string;
  /** Every pay of the line/ways table multiplied by this (integer). */
  payScale?: number;
  freeMultiplier?: number;
  /** Free spins awarded by scatter count. */
  freeSpins?: number[];
  /** Wilds landing in free spins stay for the rest of them (free spins then do not retrigger). */
  stickyWilds?: boolean;
  theme: NonNullable<SlotGame["theme"]>;
};

/** Inserts `k` copies of `symbol` evenly around the strip, or removes `-k` of them evenly. */
export function adjustStrip(strip: string[], symbol: string, k: number): string[] {
  if (k === 0) return strip;
  if (k > 0) {
    const out = [...strip];
    for (let i = k - 1; i >= 0; i--) out.splice(Math.floor(((i + 0.5) * strip.length) / k), 0, symbol);
    return out;
  }
  const at = strip.flatMap((s, i) => (s === symbol ? [i] : []));
  const drop = new Set<number>();
  for (let i = 0; i < Math.min(-k, at.length - 1); i++) drop.add(at[Math.floor((i * at.length) / -k)]!);
  return strip.filter((_, i) => !drop.has(i));
}

const times = (m: number) => (m === 1 ? "paid as they fall" : m === 2 ? "doubled" : m === 3 ? "tripled" : `multiplied by ${m}`);

function describe(m: SlotModel): string[] {
  const wild = m.symbols.filter((s) => s.kind === "wild");
  const scatter = m.scatter ? m.symbols.find((s) => s.id === m.scatter!.symbol)! : undefined;
  const wildReels = (id: string) => m.strips.flatMap((s, r) => (s.includes(id) ? [r + 1] : [])).join(", ");
  const rules =
    m.evaluation.kind === "lines"
      ? [
          `${m.reels} reels, ${m.rows} rows, ${m.evaluation.lines.length} fixed paylines; the stake is split evenly over the lines.`,
          "Line wins pay left to right from the first reel; one win per line, the highest.",
        ]
      : [
          `${m.reels} reels, ${m.rows} rows, ${(m.rows ** m.reels).toLocaleString("en")} ways: a win is the same symbol on adjacent reels from the first, in any row.`,
          "Each symbol pays per way: the number of ways is the product of matching symbols on each reel.",
        ];
  for (const w of wild)
    rules.push(
      w.multiplier
        ? `${w.name} appears on reels ${wildReels(w.id)}, stands in for every symbol and multiplies every way through it by ${w.multiplier}.`
        : `${w.name} is wild on reels ${wildReels(w.id)} and stands in for every symbol${scatter ? ` except the ${scatter.name}` : ""}.`,
    );
  if (m.scatter && scatter) {
    const from = m.scatter.pays.findIndex((p) => p > 0);
    const counts = m.scatter.pays.slice(from).map((_, i) => from + i);
    rules.push(
      `${scatter.name}s pay anywhere: ${counts.join(", ")} pay ${m.scatter.pays.slice(from).join("×, ")}× the stake and award ${m.scatter.freeSpins.slice(from).join(", ")} free spins.`,
    );
    rules.push(
      `Free spins play at the same stake with every win ${times(m.freeSpins?.multiplier ?? 1)}${m.scatter.retrigger ? `; ${scatter.name}s in free spins award more free spins` : ""}.`,
    );
    if (m.freeSpins?.stickyWilds)
      rules.push(
        `Sticky wilds: a ${wild[0]?.name ?? "wild"} landing in a free spin stays in place for the remaining free spins; free spins are not won again during free spins.`,
      );
  }
  if (m.evaluation.kind === "ways") rules.push(`Pays are in coins per way; the stake is ${m.coins} coins.`);
  else if (m.pays.cherry?.[1]) rules.push("Cherry pays for 1, 2 or 3 from the left; every other fruit for 3 of a kind.");
  return rules;
}

export function variantModel(v: SlotVariant): SlotModel {
  const b = v.base;
  const scale = v.payScale ?? 1;
  const evaluation =
    b.evaluation.kind === "lines" && v.lines
      ? {
          kind: "lines" as const,
          lines: (b.evaluation.lines.length >= v.lines ? b.evaluation.lines : TWENTY_LINES).slice(0, v.lines),
        }
      : b.evaluation;
  const coins = evaluation.kind === "lines" ? evaluation.lines.length : b.coins;
  const pays = Object.fromEntries(Object.entries(b.pays).map(([s, p]) => [s, p.map((x) => x * scale)]));
  const adjust = (strips: string[][]) => strips.map((s) => adjustStrip(s, v.fillerSymbol, v.filler));
  const model: SlotModel = {
    ...b,
    id: v.id,
    name: v.name,
    volatility: v.volatility,
    tags: v.tags,
    strips: adjust(b.strips),
    evaluation,
    coins,
    pays,
    ...(b.scatter
      ? {
          scatter: {
            ...b.scatter,
            freeSpins: v.freeSpins ?? b.scatter.freeSpins,
            ...(v.stickyWilds ? { retrigger: false } : {}),
          },
        }
      : {}),
    ...(b.freeSpins
      ? {
          freeSpins: {
            multiplier: v.freeMultiplier ?? b.freeSpins.multiplier,
            ...(b.freeSpins.strips ? { strips: adjust(b.freeSpins.strips) } : {}),
            ...(v.stickyWilds ? { stickyWilds: true } : {}),
          },
        }
      : {}),
    rules: [],
  };
  model.rules = describe(model);
  return model;
}

const t = (primary: string, secondary: string, accent: string, symbol: string) => ({ primary, secondary, accent, symbol });

type Spec = Omit<SlotVariant, "base" | "fillerSymbol"> & { fillerSymbol?: string };

const fruit = (s: Spec): SlotVariant => ({ base: fruitFrenzy, fillerSymbol: "lemon", ...s });
const dragon = (s: Spec): SlotVariant => ({ base: dragonFortune, fillerSymbol: "ten", ...s });
const safari = (s: Spec): SlotVariant => ({ base: safariWays, fillerSymbol: "nine", ...s });
const jingle = (s: Spec): SlotVariant => ({ base: jingleRiches, fillerSymbol: "candy", ...s });

/** The studio's titles on the four slot families; `filler` is tuned so each lands between 94% and 98%. */
export const VARIANTS: SlotVariant[] = [
  fruit({
    id: "lucky-sevens",
    name: "Lucky Sevens",
    volatility: "low",
    tags: ["slot", "classic"],
    lines: 3,
    fillerSymbol: "orange",
    filler: -1,
    theme: t("#1d4ed8", "#0b1b4d", "#f87171", "7️⃣"),
  }),
  fruit({
    id: "cherry-blast",
    name: "Cherry Blast",
    volatility: "low",
    tags: ["slot", "classic"],
    lines: 1,
    fillerSymbol: "cherry",
    filler: 1,
    theme: t("#be185d", "#4a0624", "#fde047", "🍒"),
  }),
  fruit({
    id: "golden-bars",
    name: "Golden Bars",
    volatility: "medium",
    tags: ["slot", "classic"],
    fillerSymbol: "bell",
    filler: 1,
    theme: t("#a16207", "#2e1a02", "#fef3c7", "🪙"),
  }),
  fruit({
    id: "melon-madness",
    name: "Melon Madness",
    volatility: "low",
    tags: ["slot", "classic"],
    lines: 4,
    fillerSymbol: "plum",
    filler: -1,
    theme: t("#15803d", "#052e16", "#fb7185", "🍉"),
  }),
  fruit({
    id: "diamond-fruits",
    name: "Diamond Fruits",
    volatility: "medium",
    tags: ["slot", "classic"],
    fillerSymbol: "bar",
    filler: 1,
    theme: t("#0891b2", "#082f49", "#e0f2fe", "💎"),
  }),
  fruit({
    id: "retro-reels",
    name: "Retro Reels",
    volatility: "low",
    tags: ["slot", "classic"],
    lines: 2,
    filler: -2,
    theme: t("#7c3aed", "#1e0a3c", "#fcd34d", "🕹️"),
  }),
  dragon({
    id: "tiger-temple",
    name: "Tiger Temple",
    volatility: "medium",
    tags: ["slot", "video", "free_spins"],
    lines: 10,
    filler: 5,
    theme: t("#c2410c", "#3a1204", "#fde68a", "🐯"),
  }),
  dragon({
    id: "jade-emperor",
    name: "Jade Emperor",
    volatility: "high",
    tags: ["slot", "video", "free_spins", "multiplier"],
    freeMultiplier: 3,
    fillerSymbol: "queen",
    filler: 4,
    theme: t("#047857", "#022c22", "#fcd34d", "🏯"),
  }),
  dragon({
    id: "koi-pond",
    name: "Koi Pond",
    volatility: "low",
    tags: ["slot", "video", "free_spins"],
    freeMultiplier: 1,
    freeSpins: [0, 0, 0, 15, 20, 25],
    filler: 7,
    theme: t("#0369a1", "#082f49", "#fb923c", "🐟"),
  }),
  dragon({
    id: "phoenix-rising",
    name: "Phoenix Rising",
    volatility: "high",
    tags: ["slot", "video", "free_spins", "multiplier"],
    freeMultiplier: 4,
    freeSpins: [0, 0, 0, 8, 12, 20],
    filler: 5,
    theme: t("#dc2626", "#450a0a", "#fbbf24", "🔥"),
  }),
  dragon({
    id: "lotus-nights",
    name: "Lotus Nights",
    volatility: "medium",
    tags: ["slot", "video", "free_spins"],
    lines: 15,
    freeMultiplier: 2,
    fillerSymbol: "king",
    filler: 4,
    theme: t("#db2777", "#3b0a24", "#f9a8d4", "🪷"),
  }),
  dragon({
    id: "samurai-gold",
    name: "Samurai Gold",
    volatility: "medium",
    tags: ["slot", "video", "free_spins"],
    lines: 5,
    fillerSymbol: "king",
    filler: 3,
    theme: t("#44403c", "#0c0a09", "#facc15", "⚔️"),
  }),
  dragon({
    id: "panda-feast",
    name: "Panda Feast",
    volatility: "low",
    tags: ["slot", "video", "free_spins"],
    freeMultiplier: 2,
    freeSpins: [0, 0, 0, 12, 18, 24],
    filler: 6,
    theme: t("#16a34a", "#052e16", "#f5f5f4", "🐼"),
  }),
  dragon({
    id: "fortune-cat",
    name: "Fortune Cat",
    volatility: "medium",
    tags: ["slot", "video", "free_spins"],
    lines: 15,
    fillerSymbol: "fan",
    filler: 6,
    theme: t("#b91c1c", "#3f0808", "#fef08a", "🐱"),
  }),
  safari({
    id: "savanna-stampede",
    name: "Savanna Stampede",
    volatility: "high",
    tags: ["slot", "ways", "multiplier"],
    filler: 2,
    theme: t("#a16207", "#2b1a03", "#bef264", "🦓"),
  }),
  safari({
    id: "jungle-king",
    name: "Jungle King",
    volatility: "high",
    tags: ["slot", "ways", "multiplier"],
    fillerSymbol: "leopard",
    filler: 3,
    theme: t("#166534", "#031c0d", "#fbbf24", "🦍"),
  }),
  safari({
    id: "arctic-ways",
    name: "Arctic Ways",
    volatility: "medium",
    tags: ["slot", "ways", "multiplier"],
    fillerSymbol: "elephant",
    filler: 1,
    theme: t("#0ea5e9", "#0c2a3d", "#e0f2fe", "🐻‍❄️"),
  }),
  safari({
    id: "outback-wilds",
    name: "Outback Wilds",
    volatility: "high",
    tags: ["slot", "ways", "multiplier"],
    fillerSymbol: "queen",
    filler: 5,
    theme: t("#c2410c", "#331103", "#fdba74", "🦘"),
  }),
  safari({
    id: "reef-riches",
    name: "Reef Riches",
    volatility: "medium",
    tags: ["slot", "ways", "multiplier"],
    fillerSymbol: "zebra",
    filler: 3,
    theme: t("#0d9488", "#042f2e", "#fda4af", "🐠"),
  }),
  jingle({
    id: "frosty-fortune",
    name: "Frosty Fortune",
    volatility: "medium",
    tags: ["slot", "winter", "free_spins"],
    lines: 20,
    fillerSymbol: "stocking",
    filler: 3,
    theme: t("#1e40af", "#0b1640", "#e0f2fe", "☃️"),
  }),
  jingle({
    id: "pumpkin-patch",
    name: "Pumpkin Patch",
    volatility: "medium",
    tags: ["slot", "halloween", "seasonal", "free_spins"],
    freeMultiplier: 2,
    filler: 6,
    theme: t("#ea580c", "#1c0a02", "#a3e635", "🎃"),
  }),
  jingle({
    id: "easter-eggstra",
    name: "Easter Eggstra",
    volatility: "low",
    tags: ["slot", "easter", "seasonal", "free_spins"],
    lines: 5,
    freeMultiplier: 2,
    fillerSymbol: "bell",
    filler: -1,
    theme: t("#a855f7", "#2e0b4a", "#fef08a", "🥚"),
  }),
  jingle({
    id: "shamrock-spins",
    name: "Shamrock Spins",
    volatility: "high",
    tags: ["slot", "irish", "free_spins", "multiplier"],
    freeMultiplier: 5,
    freeSpins: [0, 0, 0, 8, 8, 8],
    filler: 5,
    theme: t("#15803d", "#03200d", "#facc15", "🍀"),
  }),
  jingle({
    id: "carnival-nights",
    name: "Carnival Nights",
    volatility: "high",
    tags: ["slot", "free_spins", "multiplier"],
    lines: 15,
    freeMultiplier: 4,
    filler: 1,
    theme: t("#c026d3", "#2e0533", "#fde047", "🎭"),
  }),
  jingle({
    id: "sakura-spring",
    name: "Sakura Spring",
    volatility: "low",
    tags: ["slot", "free_spins"],
    freeMultiplier: 1,
    freeSpins: [0, 0, 0, 20, 20, 20],
    filler: 6,
    theme: t("#f472b6", "#4a0d2c", "#fefce8", "🌸"),
  }),
  jingle({
    id: "neon-nights",
    name: "Neon Nights",
    volatility: "medium",
    tags: ["slot", "free_spins"],
    lines: 20,
    freeMultiplier: 2,
    fillerSymbol: "reindeer",
    filler: 3,
    theme: t("#6d28d9", "#12052b", "#22d3ee", "🌃"),
  }),
  dragon({
    id: "mystic-mountain",
    name: "Mystic Mountain",
    volatility: "medium",
    tags: ["slot", "video", "free_spins"],
    lines: 10,
    freeMultiplier: 2,
    fillerSymbol: "ace",
    filler: 5,
    theme: t("#4338ca", "#13103a", "#a5f3fc", "🏔️"),
  }),
  safari({
    id: "desert-ways",
    name: "Desert Ways",
    volatility: "high",
    tags: ["slot", "ways", "multiplier"],
    fillerSymbol: "king",
    filler: 3,
    theme: t("#d97706", "#3a1f02", "#fef3c7", "🐪"),
  }),
  jingle({
    id: "winter-wonder",
    name: "Winter Wonder",
    volatility: "medium",
    tags: ["slot", "winter", "free_spins"],
    lines: 5,
    fillerSymbol: "tree",
    filler: 2,
    theme: t("#0284c7", "#061e33", "#f0f9ff", "❄️"),
  }),
  fruit({
    id: "bell-ringer",
    name: "Bell Ringer",
    volatility: "low",
    tags: ["slot", "classic"],
    lines: 3,
    fillerSymbol: "bar",
    filler: 1,
    theme: t("#ca8a04", "#2a1d02", "#fee2e2", "🔔"),
  }),
  jingle({
    id: "valentine-vault",
    name: "Valentine Vault",
    volatility: "high",
    tags: ["slot", "seasonal", "free_spins", "multiplier"],
    lines: 20,
    freeMultiplier: 4,
    fillerSymbol: "bell",
    filler: 2,
    theme: t("#e11d48", "#3f0716", "#fbcfe8", "💘"),
  }),
  dragon({
    id: "golden-lanterns",
    name: "Golden Lanterns",
    volatility: "high",
    tags: ["slot", "video", "free_spins", "sticky_wilds"],
    freeMultiplier: 1,
    freeSpins: [0, 0, 0, 6, 8, 10],
    stickyWilds: true,
    fillerSymbol: "queen",
    filler: 4,
    theme: t("#b45309", "#2b1203", "#fde68a", "🏮"),
  }),
  jingle({
    id: "frozen-wilds",
    name: "Frozen Wilds",
    volatility: "high",
    tags: ["slot", "winter", "free_spins", "sticky_wilds"],
    freeMultiplier: 1,
    freeSpins: [0, 0, 0, 6, 8, 10],
    stickyWilds: true,
    fillerSymbol: "bell",
    filler: 4,
    theme: t("#0e7490", "#041a24", "#cffafe", "🧊"),
  }),
];
