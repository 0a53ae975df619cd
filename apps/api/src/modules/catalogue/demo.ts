import type { CatalogueAdminService } from "./admin.js";
import { CATEGORY } from "./constants.js";
import type { CatalogueService } from "./service.js";

/**
 * DEMO DATA for `npm start` (DEMO_DATA=true), never for production. The lobby
 * lists only providers with games: a second provider joins through
 * `GAME_PROVIDERS`; the empty demo providers earlier seeds added (cards that
 * could not be opened) are removed.
 */

/** Categories a game goes into, from its family and tags, so the lobby looks alive. */
export function demoCategoriesFor(family: string, tags: string[]): number[] {
  const out = new Set<number>([CATEGORY.POPULAR]);
  const has = (t: string) => tags.includes(t);
  if (family === "slot" || has("slot")) {
    out.add(CATEGORY.SLOT);
    out.add(CATEGORY.RANDOM_SLOTS);
  }
  if (has("christmas")) out.add(CATEGORY.CHRISTMAS);
  if (has("live") || family.startsWith("live")) {
    out.add(CATEGORY.LIVE);
    out.add(CATEGORY.LIVESPINS);
  }
  if (family.includes("roulette") || has("roulette")) out.add(CATEGORY.ROULETTE);
  if (["blackjack", "baccarat", "video-poker"].includes(family) || has("cards")) out.add(CATEGORY.CARDS);
  if (["keno", "scratch"].includes(family) || has("lottery")) out.add(CATEGORY.LOTTERY);
  if (family !== "slot") out.add(CATEGORY.CASINO);
  return [...out];
}

/** How many games the Top, New and Recommended shelves show. */
export const SHELF_SIZE = 12;

export type ShelfGame = { id: string; family: string; rtp: number; listedAt: Date; rounds: number };

/**
 * The lobby's ranked shelves: Top = most rounds played, then highest RTP;
 * New = most recently listed by the casino; Recommended = the best-RTP game of
 * each family, best first, then the next best of any family.
 */
export function rankShelves(games: ShelfGame[]): { top: string[]; new: string[]; recommended: string[] } {
  const byId = (a: ShelfGame, b: ShelfGame) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const top = [...games].sort((a, b) => b.rounds - a.rounds || b.rtp - a.rtp || byId(a, b));
  const fresh = [...games].sort((a, b) => b.listedAt.getTime() - a.listedAt.getTime() || byId(a, b));
  const byRtp = [...games].sort((a, b) => b.rtp - a.rtp || byId(a, b));
  const seen = new Set<string>();
  const firsts = byRtp.filter((g) => !seen.has(g.family) && seen.add(g.family));
  const recommended = [...firsts, ...byRtp.filter((g) => !firsts.includes(g))];
  const ids = (list: ShelfGame[]) => list.slice(0, SHELF_SIZE).map((g) => g.id);
  return { top: ids(top), new: ids(fresh), recommended: ids(recommended) };
}

async function rankDemoShelves(catalogue: CatalogueService, admin: CatalogueAdminService) {
  const rows = await catalogue.db.transaction((tx) => catalogue.repo.shelfStats(tx));
  const shelves = rankShelves(
    rows.map((r) => ({ id: r.id, family: r.family, rtp: Number(r.rtp ?? 0), listedAt: r.created_at, rounds: Number(r.rounds) })),
  );
  await admin.setCategoryGames("system", CATEGORY.TOP, shelves.top, "demo: most rounds played, then RTP");
  await admin.setCategoryGames("system", CATEGORY.NEW, shelves.new, "demo: most recently listed");
  await admin.setCategoryGames("system", CATEGORY.RECOMMENDED, shelves.recommended, "demo: best RTP per family");
}

/** Places every game that is in no category yet, through the operator's own service call (as the system). */
async function placeUnplaced(catalogue: CatalogueService, admin: CatalogueAdminService) {
  const games = await catalogue.db.transaction((tx) => catalogue.repo.unplacedGames(tx));
  const byCategory = new Map<number, string[]>();
  for (const g of games)
    for (const c of demoCategoriesFor(g.family, g.tags)) byCategory.set(c, [...(byCategory.get(c) ?? []), g.id]);
  for (const [categoryId, ids] of byCategory) await admin.appendGames("system", categoryId, ids);
}

export async function seedCatalogueDemo(catalogue: CatalogueService, admin: CatalogueAdminService) {
  await catalogue.repo.removeEmptyDemoVendors();
  await placeUnplaced(catalogue, admin);
  await rankDemoShelves(catalogue, admin);
  catalogue.onGamesAdded(async () => {
    await placeUnplaced(catalogue, admin);
    await rankDemoShelves(catalogue, admin);
  });
}
