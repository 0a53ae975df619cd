import type { Db } from "@casino/db";
import { artVersion } from "../../apps/api/src/modules/catalogue/art.js";
import { IMAGE_TYPES, imagePath } from "../../apps/api/src/modules/catalogue/constants.js";

/** A deterministic generated catalogue: vendors, games, tags, images and category placements. */
const WORDS = [
  "Fruit",
  "Dragon",
  "Gold",
  "Book",
  "Sun",
  "Moon",
  "Star",
  "Lucky",
  "Wild",
  "Fire",
  "Ice",
  "Jungle",
  "Pharaoh",
  "Viking",
  "Candy",
  "Diamond",
  "Cherry",
  "Thunder",
  "Mystic",
  "Royal",
  "Pirate",
  "Safari",
  "Ocean",
  "Neon",
  "Samurai",
  "Aztec",
  "Rainbow",
  "Treasure",
  "Magic",
  "Wolf",
  "Buffalo",
  "Tiger",
  "Phoenix",
  "Crystal",
  "Joker",
  "Bell",
  "Seven",
  "Clover",
];
const SUFFIX = [
  "Frenzy",
  "Fortune",
  "Rush",
  "Deluxe",
  "Megaways",
  "Riches",
  "Quest",
  "Blitz",
  "Spins",
  "Hold and Win",
  "Legends",
  "Party",
];
const FAMILIES = ["slot", "slot", "slot", "slot", "roulette", "blackjack", "baccarat", "video-poker", "keno", "scratch"];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 0x1_0000_0000;
  };
}

export async function generateCatalogue(db: Db, o: { games: number; vendors: number }) {
  const r = rng(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const vendorIds = Array.from({ length: o.vendors }, (_, i) => (i === 0 ? "egt" : `vendor-${String(i).padStart(2, "0")}`));
  await db.query("INSERT INTO game_vendors (id, name) SELECT id, initcap(replace(id, '-', ' ')) FROM unnest($1::text[]) AS id", [
    vendorIds,
  ]);
  await db.query(
    "INSERT INTO game_tags (id, name) VALUES ('slot','Slot'),('live','Live'),('christmas','Christmas'),('no_demo','No demo')",
  );

  const CHUNK = 1000;
  for (let start = 0; start < o.games; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, o.games - start) }, (_, k) => {
      const n = start + k;
      const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(SUFFIX)} ${n}`;
      const theme = { primary: "#7b1fa2", secondary: "#1a0633", accent: "#ffd54f", symbol: "🍒", title: name };
      const family = pick(FAMILIES);
      return {
        id: `game-${n}`,
        vendor: vendorIds[n % vendorIds.length]!,
        name,
        family,
        theme,
        version: artVersion(name, family, theme),
      };
    });
    await db.query(
      `INSERT INTO games (id, vendor_id, name, family, theme, art_version, has_demo)
       SELECT id, v, n, f, t::jsonb, a, true FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x(id, v, n, f, t, a)`,
      [
        rows.map((x) => x.id),
        rows.map((x) => x.vendor),
        rows.map((x) => x.name),
        rows.map((x) => x.family),
        rows.map((x) => JSON.stringify(x.theme)),
        rows.map((x) => x.version),
      ],
    );
    const images = rows.flatMap((x) => IMAGE_TYPES.map((t) => [x.id, t, imagePath(x.id, x.version, t)] as const));
    await db.query("INSERT INTO game_images (game_id, type, path) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])", [
      images.map((i) => i[0]),
      images.map((i) => i[1]),
      images.map((i) => i[2]),
    ]);
    const tagged = rows.map((x) => [x.id, x.family === "slot" ? "slot" : r() < 0.3 ? "live" : "christmas"] as const);
    await db.query("INSERT INTO game_tag_links (game_id, tag_id) SELECT * FROM unnest($1::text[], $2::text[])", [
      tagged.map((t) => t[0]),
      tagged.map((t) => t[1]),
    ]);
  }
  // 13 categories (1..13), each holding a share of the games in an operator order.
  for (let c = 1; c <= 13; c++) {
    const share = c === 4 ? 0.6 : 0.05 + r() * 0.2;
    await db.query(
      `INSERT INTO game_category_games (category_id, game_id, position)
       SELECT $1::int, id, row_number() OVER (ORDER BY md5(id || $1::int::text))::int FROM games WHERE random() < $2`,
      [c, share],
    );
  }
  await db.exec("ANALYZE");
}

export const SEARCH_TERMS = WORDS.map((w) => w.toLowerCase().slice(0, 4)).concat(SUFFIX.map((s) => s.toLowerCase().slice(0, 5)));
