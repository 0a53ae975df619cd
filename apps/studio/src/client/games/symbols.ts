/**
 * Slot symbol art drawn as SVG from the symbol's id and kind, so every theme
 * renders without image files or an emoji font.
 */
const C = {
  red: "#e53935",
  gold: "#ffc107",
  green: "#43a047",
  purple: "#8e24aa",
  blue: "#1e88e5",
  orange: "#fb8c00",
  white: "#fafafa",
  pink: "#ec407a",
  teal: "#00897b",
  brown: "#8d6e63",
};

const text = (s: string, fill: string, size = 56, stroke = "#0008") =>
  `<text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-family="Georgia, 'DejaVu Serif', serif" font-weight="900" font-size="${size}" fill="${fill}" stroke="${stroke}" stroke-width="2" paint-order="stroke">${s}</text>`;
const star = (fill: string, r1 = 42, r2 = 18) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? r2 : r1;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${50 + r * Math.cos(a)},${50 + r * Math.sin(a)}`);
  }
  return `<polygon points="${pts.join(" ")}" fill="${fill}" stroke="#0006" stroke-width="2"/>`;
};

const ART: Record<string, string> = {
  cherry: `<path d="M50 20 Q45 45 32 60 M50 20 Q58 45 68 58" stroke="${C.green}" stroke-width="5" fill="none"/><circle cx="32" cy="66" r="16" fill="${C.red}"/><circle cx="68" cy="64" r="16" fill="${C.red}"/><circle cx="27" cy="60" r="4" fill="#fff8"/><circle cx="63" cy="58" r="4" fill="#fff8"/>`,
  lemon: `<ellipse cx="50" cy="52" rx="36" ry="26" fill="${C.gold}" stroke="#c79100" stroke-width="3"/><ellipse cx="40" cy="44" rx="10" ry="5" fill="#fff7"/>`,
  orange: `<circle cx="50" cy="54" r="32" fill="${C.orange}" stroke="#c25e00" stroke-width="3"/><path d="M50 22 q12 -10 22 -4 q-10 10 -22 4" fill="${C.green}"/><circle cx="40" cy="44" r="6" fill="#fff6"/>`,
  plum: `<circle cx="50" cy="54" r="32" fill="${C.purple}" stroke="#5c007a" stroke-width="3"/><path d="M50 24 v-10" stroke="${C.brown}" stroke-width="4"/><circle cx="40" cy="44" r="6" fill="#fff6"/>`,
  bell: `<path d="M50 16 C30 16 28 40 26 60 L20 72 H80 L74 60 C72 40 70 16 50 16Z" fill="${C.gold}" stroke="#b28704" stroke-width="3"/><circle cx="50" cy="78" r="7" fill="#b28704"/>`,
  bar: `<rect x="10" y="32" width="80" height="36" rx="8" fill="#222" stroke="${C.gold}" stroke-width="4"/>${text("BAR", C.gold, 26, "#000")}`,
  seven: text("7", C.red, 84, "#fff"),
  nine: text("9", C.teal),
  ten: text("10", C.blue, 48),
  jack: text("J", C.green),
  queen: text("Q", C.pink),
  king: text("K", C.orange),
  ace: text("A", C.red),
  coin: `<circle cx="50" cy="50" r="36" fill="${C.gold}" stroke="#b28704" stroke-width="5"/>${text("$", "#b28704", 44, "#0000")}`,
  star: star(C.gold),
  tree: `<polygon points="50,10 78,48 62,48 84,78 16,78 38,48 22,48" fill="${C.green}" stroke="#1b5e20" stroke-width="3"/><rect x="44" y="78" width="12" height="12" fill="${C.brown}"/>`,
  bauble: `<circle cx="50" cy="56" r="30" fill="${C.red}" stroke="#8e0000" stroke-width="3"/><rect x="42" y="18" width="16" height="10" fill="${C.gold}"/><path d="M28 52 q22 12 44 0" stroke="${C.gold}" stroke-width="4" fill="none"/>`,
  gift: `<rect x="18" y="38" width="64" height="46" fill="${C.red}" stroke="#8e0000" stroke-width="3"/><rect x="14" y="30" width="72" height="14" fill="#c62828"/><rect x="45" y="30" width="10" height="54" fill="${C.gold}"/><path d="M50 30 q-20 -22 -22 -2 M50 30 q20 -22 22 -2" stroke="${C.gold}" stroke-width="5" fill="none"/>`,
  pearl: `<circle cx="50" cy="52" r="30" fill="#f3e5f5" stroke="#ce93d8" stroke-width="4"/><circle cx="40" cy="42" r="9" fill="#fff"/>`,
  clover: `<circle cx="36" cy="38" r="16" fill="${C.green}"/><circle cx="64" cy="38" r="16" fill="${C.green}"/><circle cx="36" cy="62" r="16" fill="${C.green}"/><circle cx="64" cy="62" r="16" fill="${C.green}"/><path d="M50 50 q10 22 4 40" stroke="#1b5e20" stroke-width="5" fill="none"/>`,
  horseshoe: `<path d="M26 24 v30 a24 24 0 0 0 48 0 v-30" stroke="#9e9e9e" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M26 24 v30 a24 24 0 0 0 48 0 v-30" stroke="#e0e0e0" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  diamond: `<polygon points="50,88 12,40 28,16 72,16 88,40" fill="#4fc3f7" stroke="#0277bd" stroke-width="3"/><polygon points="12,40 88,40 50,88" fill="#29b6f6"/><polygon points="28,16 50,40 72,16" fill="#b3e5fc"/>`,
  crown: `<polygon points="14,76 18,30 36,52 50,20 64,52 82,30 86,76" fill="${C.gold}" stroke="#b28704" stroke-width="3"/><rect x="14" y="72" width="72" height="12" rx="3" fill="#b28704"/><circle cx="50" cy="58" r="6" fill="${C.red}"/>`,
  pot: `<ellipse cx="50" cy="40" rx="32" ry="10" fill="${C.gold}"/><path d="M18 42 q0 40 32 42 q32 -2 32 -42" fill="#333" stroke="#111" stroke-width="3"/><circle cx="40" cy="36" r="7" fill="#ffe082"/><circle cx="58" cy="34" r="7" fill="#ffe082"/>`,
  candy: `<path d="M36 88 V40 a14 14 0 1 1 28 0" stroke="${C.white}" stroke-width="12" fill="none"/><path d="M36 88 V40 a14 14 0 1 1 28 0" stroke="${C.red}" stroke-width="12" stroke-dasharray="8 8" fill="none"/>`,
};

/** A themed symbol without its own drawing: a jewelled medallion with its name. */
function medallion(name: string, fill: string) {
  const label = name.toUpperCase();
  const size = label.length <= 4 ? 26 : label.length <= 6 ? 19 : 16;
  const fit = label.length > 5 ? ` textLength="66" lengthAdjust="spacingAndGlyphs"` : "";
  const id = `m${fill.slice(1)}`;
  return `<defs><radialGradient id="${id}" cx="35%" cy="30%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="${fill}"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></radialGradient></defs><circle cx="50" cy="50" r="42" fill="url(#${id})" stroke="#ffd54f" stroke-width="5"/><circle cx="50" cy="50" r="34" fill="none" stroke="#fff6" stroke-width="2" stroke-dasharray="3 4"/><text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-family="'DejaVu Sans', sans-serif" font-weight="800" font-size="${size}" fill="#fff" stroke="#0009" stroke-width="2" paint-order="stroke"${fit}>${label}</text>`;
}

const FALLBACK_COLOURS = [C.teal, C.purple, C.orange, C.blue, C.pink, C.green, C.brown, C.red];

function initials(name: string) {
  const clean = name.replace(/[^\p{L}\p{N}×]+/gu, " ").trim();
  return clean.length <= 3 ? clean : clean.slice(0, 2).toUpperCase();
}

/** SVG markup (viewBox 0 0 100 100) of a slot symbol. */
export function symbolSvg(symbol: { id: string; name: string; kind: string; multiplier?: number }, index: number): string {
  let body = ART[symbol.id];
  if (!body) {
    if (symbol.kind === "wild") {
      body = `${star("#ff6f00", 46, 30)}${text(symbol.multiplier && symbol.multiplier > 1 ? `×${symbol.multiplier}` : "WILD", "#fff", symbol.multiplier ? 30 : 22)}`;
    } else if (symbol.kind === "scatter") {
      body = `${star("#e040fb", 46, 24)}${text(initials(symbol.name).slice(0, 1), "#fff", 30)}`;
    } else {
      body = medallion(symbol.name, FALLBACK_COLOURS[index % FALLBACK_COLOURS.length]!);
    }
  }
  return `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">${body}</svg>`;
}
