import type { CatalogueAdminService } from "./admin.js";
import { CATEGORY } from "./constants.js";
import type { CatalogueService } from "./service.js";

/**
 * DEMO DATA for `npm start` (DEMO_DATA=true), never for production: extra
 * providers so the providers screen is not a single row. They have no games
 * (nothing that cannot launch), and the GraphQL `demo` flag says so.
 */
export const DEMO_VENDORS: [id: string, name: string][] = [
  ["egt", "EGT"],
  ["northern-lights", "Northern Lights Gaming"],
  ["red-fox", "Red Fox Studios"],
  ["lucky-anvil", "Lucky Anvil"],
  ["pixel-reels", "Pixel Reels"],
  ["jade-dragon", "Jade Dragon Games"],
  ["blue-harbour", "Blue Harbour Live"],
];

/** Categories a game goes into, from its family and tags, so the lobby looks alive. */
export function demoCategoriesFor(family: string, tags: string[]): number[] {
  const out = new Set<number>([CATEGORY.TOP, CATEGORY.NEW, CATEGORY.POPULAR, CATEGORY.RECOMMENDED]);
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

/** Places every game that is in no category yet, through the operator's own service call (as the system). */
async function placeUnplaced(catalogue: CatalogueService, admin: CatalogueAdminService) {
  const games = await catalogue.db.transaction((tx) => catalogue.repo.unplacedGames(tx));
  const byCategory = new Map<number, string[]>();
  for (const g of games)
    for (const c of demoCategoriesFor(g.family, g.tags)) byCategory.set(c, [...(byCategory.get(c) ?? []), g.id]);
  for (const [categoryId, ids] of byCategory) await admin.appendGames("system", categoryId, ids);
}

export async function seedCatalogueDemo(catalogue: CatalogueService, admin: CatalogueAdminService) {
  for (const [id, name] of DEMO_VENDORS) await catalogue.repo.insertDemoVendor(id, name);
  await placeUnplaced(catalogue, admin);
  catalogue.onGamesAdded(() => placeUnplaced(catalogue, admin));
}
