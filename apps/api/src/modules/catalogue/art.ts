import { createHash } from "node:crypto";
import type { ImageType } from "./constants.js";
import type { GameTheme } from "./provider-client.js";

/** Pixel size of each image type; the web reserves the same aspect ratio. */
export const ART_SIZES: Record<ImageType, { width: number; height: number }> = {
  BIG_WIDE: { width: 800, height: 450 },
  SMALL_WIDE: { width: 360, height: 240 },
  BIG_SQUARE: { width: 512, height: 512 },
};

/** Bump when the drawing below changes, so cached art is refetched. */
const ART_REVISION = "3";

/** A short hash of everything the art is drawn from: part of every image URL. */
export function artVersion(name: string, family: string, theme: GameTheme): string {
  return createHash("sha256")
    .update(JSON.stringify([ART_REVISION, name, family, theme.primary, theme.secondary, theme.accent, theme.symbol, theme.title]))
    .digest("hex")
    .slice(0, 12);
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string);

const safeColour = (c: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(c) ? c : fallback);

/** Deterministic pseudo-random numbers from a seed, for the motif pattern. */
function seeded(seed: string) {
  let h = createHash("sha256").update(seed).digest();
  let i = 0;
  return () => {
    if (i + 4 > h.length) {
      h = createHash("sha256").update(h).digest();
      i = 0;
    }
    const v = h.readUInt32BE(i) / 0x1_0000_0000;
    i += 4;
    return v;
  };
}

/**
 * Vector emblems drawn in a 100×100 box centred on 0,0, so the art needs no
 * emoji font on the player's device. `fill` is the accent, `ink` the dark.
 */
const EMBLEMS: Record<string, (fill: string, ink: string) => string> = {
  diamond: (f, k) =>
    `<path d="M-40-12L-22-38H22L40-12L0 44Z" fill="${f}" stroke="${k}" stroke-width="4" stroke-linejoin="round"/><path d="M-40-12H40M-22-38L-8-12L0 44L8-12L22-38M-8-12H8" fill="none" stroke="${k}" stroke-width="3" opacity="0.6"/>`,
  star: (f, k) =>
    `<path d="M0-46L13-15L46-14L20 7L29 40L0 21L-29 40L-20 7L-46-14L-13-15Z" fill="${f}" stroke="${k}" stroke-width="4" stroke-linejoin="round"/>`,
  crown: (f, k) =>
    `<path d="M-42 30L-46-22L-20 2L0-36L20 2L46-22L42 30Z" fill="${f}" stroke="${k}" stroke-width="4" stroke-linejoin="round"/><rect x="-42" y="30" width="84" height="12" rx="3" fill="${f}" stroke="${k}" stroke-width="4"/>`,
  clover: (f, k) =>
    `<g fill="${f}" stroke="${k}" stroke-width="4"><circle cx="0" cy="-20" r="18"/><circle cx="-20" cy="0" r="18"/><circle cx="20" cy="0" r="18"/><circle cx="0" cy="20" r="18"/></g><path d="M0 20Q6 38 16 46" fill="none" stroke="${k}" stroke-width="5"/>`,
  coin: (f, k) =>
    `<circle r="42" fill="${f}" stroke="${k}" stroke-width="4"/><circle r="30" fill="none" stroke="${k}" stroke-width="3" opacity="0.6"/><path d="M0-18L6-6L19-5L9 4L12 17L0 10L-12 17L-9 4L-19-5L-6-6Z" fill="${k}" opacity="0.7"/>`,
  heart: (f, k) =>
    `<path d="M0 40C-50 6-42-38-12-36C-4-35 0-28 0-24C0-28 4-35 12-36C42-38 50 6 0 40Z" fill="${f}" stroke="${k}" stroke-width="4"/>`,
  cherry: (f, k) =>
    `<path d="M-16 14Q-10-20 10-42M18 10Q14-18 10-42" fill="none" stroke="${k}" stroke-width="5"/><path d="M10-42Q26-46 34-34Q20-30 10-42Z" fill="${k}" opacity="0.7"/><circle cx="-18" cy="24" r="18" fill="${f}" stroke="${k}" stroke-width="4"/><circle cx="20" cy="20" r="18" fill="${f}" stroke="${k}" stroke-width="4"/>`,
  wheel: (f, k) =>
    `<circle r="44" fill="${f}" stroke="${k}" stroke-width="4"/><circle r="30" fill="${k}" opacity="0.35"/>${Array.from(
      { length: 12 },
      (_, i) =>
        `<line x1="0" y1="0" x2="${(44 * Math.cos((i * Math.PI) / 6)).toFixed(1)}" y2="${(44 * Math.sin((i * Math.PI) / 6)).toFixed(1)}" stroke="${k}" stroke-width="2.5"/>`,
    ).join("")}<circle r="10" fill="${f}" stroke="${k}" stroke-width="3"/><circle cx="0" cy="-37" r="5" fill="#fff"/>`,
  spade: (f, k) =>
    `<path d="M0-44C-14-24-44-8-40 14C-37 30-16 32-6 20L-14 42H14L6 20C16 32 37 30 40 14C44-8 14-24 0-44Z" fill="${f}" stroke="${k}" stroke-width="4" stroke-linejoin="round"/>`,
  ball: (f, k) =>
    `<circle r="42" fill="${f}" stroke="${k}" stroke-width="4"/><circle r="22" fill="#fff" stroke="${k}" stroke-width="3"/><text y="9" font-size="26" font-weight="800" text-anchor="middle" fill="${k}" font-family="Arial,sans-serif">8</text>`,
  seven: (f, k) =>
    `<text y="36" font-size="110" font-weight="900" text-anchor="middle" fill="${f}" stroke="${k}" stroke-width="5" paint-order="stroke" font-family="Georgia,'Times New Roman',serif">7</text>`,
};

const FAMILY_EMBLEMS: Record<string, string> = {
  roulette: "wheel",
  "live-roulette": "wheel",
  blackjack: "spade",
  baccarat: "heart",
  "video-poker": "spade",
  keno: "ball",
  scratch: "star",
};
const SYMBOL_EMBLEMS: Record<string, string> = {
  "🍒": "cherry",
  "💎": "diamond",
  "⭐": "star",
  "👑": "crown",
  "🍀": "clover",
  "🪙": "coin",
};
const SLOT_EMBLEMS = ["diamond", "star", "crown", "clover", "coin", "seven", "cherry"];

/** The emblem of a game: by family, then by its motif, else one picked from its id. */
export function emblemOf(gameId: string, family: string, symbol: string): string {
  const byFamily = FAMILY_EMBLEMS[family];
  if (byFamily) return byFamily;
  const bySymbol = SYMBOL_EMBLEMS[symbol];
  if (bySymbol) return bySymbol;
  return SLOT_EMBLEMS[createHash("sha256").update(gameId).digest()[0]! % SLOT_EMBLEMS.length]!;
}

/**
 * The game's art as SVG: a gradient in its colours, a scattered motif, the
 * motif large, and its title. Drawn from the provider's theme only, so no
 * third-party art is needed.
 */
export function drawGameArt(gameId: string, name: string, family: string, theme: GameTheme, type: ImageType): string {
  const { width: w, height: h } = ART_SIZES[type];
  const primary = safeColour(theme.primary, "#2a1a5e");
  const secondary = safeColour(theme.secondary, "#0b0820");
  const accent = safeColour(theme.accent, "#f5c542");
  const emblem = EMBLEMS[emblemOf(gameId, family, theme.symbol)]!;
  const title = escapeXml((theme.title || name).slice(0, 80));
  const rnd = seeded(`${gameId}:${type}`);
  const small = Math.min(w, h);

  const scattered: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = Math.round(rnd() * w);
    const y = Math.round(rnd() * h * 0.8);
    const scale = (small * (0.08 + rnd() * 0.1)) / 100;
    const rot = Math.round(rnd() * 60 - 30);
    scattered.push(`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${scale.toFixed(3)})">${emblem("#fff", "#000")}</g>`);
  }

  const wide = type !== "BIG_SQUARE";
  const heroSize = Math.round(small * (wide ? 0.42 : 0.38));
  const heroX = wide ? Math.round(w * 0.27) : Math.round(w / 2);
  const heroY = wide ? Math.round(h * 0.5) : Math.round(h * 0.44);
  const titleSize = Math.round(small * (wide ? 0.13 : 0.1));
  const titleX = wide ? Math.round(w * 0.68) : Math.round(w / 2);
  const titleY = wide ? Math.round(h * 0.55) : Math.round(h * 0.84);
  const titleMax = Math.round(wide ? w * 0.56 : w * 0.88);
  const fit = title.length * titleSize * 0.6 > titleMax ? ` textLength="${titleMax}" lengthAdjust="spacingAndGlyphs"` : "";

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient>
<radialGradient id="glow" cx="${wide ? 0.27 : 0.5}" cy="${wide ? 0.5 : 0.44}" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<g opacity="0.13">${scattered.join("")}</g>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<g transform="translate(${heroX} ${heroY}) scale(${(heroSize / 100).toFixed(3)})">${emblem(accent, secondary)}</g>
<rect width="${w}" height="${h}" fill="url(#shade)"/>
<text x="${titleX}" y="${titleY}" font-size="${titleSize}" font-weight="800" text-anchor="middle" fill="#fff" stroke="${accent}" stroke-width="${Math.max(1, Math.round(titleSize / 22))}" paint-order="stroke" font-family="'Trebuchet MS','Segoe UI',Roboto,Arial,sans-serif"${fit}>${title}</text>
<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="3" rx="6"/>
</svg>`;
}

/** A provider's logo for the providers screen: its name on a colour drawn from its id. */
export function drawVendorLogo(vendorId: string, name: string): string {
  const rnd = seeded(`vendor:${vendorId}`);
  const hue = Math.round(rnd() * 360);
  const label = escapeXml(name.slice(0, 40));
  const size = 40;
  const fit = name.length * size * 0.6 > 300 ? ` textLength="300" lengthAdjust="spacingAndGlyphs"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120" role="img" aria-label="${label}">
<rect width="320" height="120" rx="14" fill="hsl(${hue},45%,22%)"/>
<rect x="4" y="4" width="312" height="112" rx="11" fill="none" stroke="hsl(${hue},70%,60%)" stroke-width="2"/>
<text x="160" y="60" font-size="${size}" font-weight="800" text-anchor="middle" dominant-baseline="central" fill="#fff" font-family="'Trebuchet MS','Segoe UI',Roboto,Arial,sans-serif"${fit}>${label}</text>
</svg>`;
}
