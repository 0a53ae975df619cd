import { GAME_IMAGE_TYPES } from "@casino/contracts/catalogue-admin";

/** Fixed category ids of the contract (accounts spec §9), and the other known categories. */
export const CATEGORY = {
  ALL: 0,
  RECOMMENDED: 1,
  TOP: 2,
  NEW: 3,
  SLOT: 4,
  CASINO: 5,
  CHRISTMAS: 6,
  LIVE: 7,
  LIVESPINS: 8,
  CARDS: 9,
  LOTTERY: 10,
  POPULAR: 11,
  ROULETTE: 12,
  RANDOM_SLOTS: 13,
} as const;

/** The back office's list (packages/contracts), so the sync and the operator's forms name the same types. */
export const IMAGE_TYPES = GAME_IMAGE_TYPES;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** File names of the generated art, one per image type. */
export const IMAGE_FILES: Record<ImageType, string> = {
  BIG_WIDE: "big-wide",
  SMALL_WIDE: "small-wide",
  BIG_SQUARE: "big-square",
};

/** Games with one of these tags offer no demo (games spec, accounts spec §9). */
export const NO_DEMO_TAGS = ["live", "no_demo"] as const;

/** Names shown for vendors whose brand changed. */
export const VENDOR_DISPLAY_NAMES: Record<string, string> = { egt: "Amusnet (ex EGT)" };

/** gamesByQuery page size default (games spec §9) and the largest page we serve. */
export const DEFAULT_PAGE_SIZE = 32;
export const CATEGORY_PREVIEW_SIZE = 35;
export const MAX_PAGE_SIZE = 100;

/** How many games a player may keep as favourites. */
export const FAVOURITES_LIMIT = 100;

/** Base path of the generated game art. */
export const STATIC_GAMES_PATH = "/data/v1/static/games";

export const imagePath = (gameId: string, artVersion: string, type: ImageType) =>
  `${STATIC_GAMES_PATH}/${encodeURIComponent(gameId)}/${artVersion}/${IMAGE_FILES[type]}.svg`;
