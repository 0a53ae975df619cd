export type ImageType = "BIG_WIDE" | "SMALL_WIDE" | "BIG_SQUARE";

export interface Game {
  id: string;
  name: string;
  vendorId: string;
  family: string;
  categoryIds: number[];
  tags: { id: string; name: string }[];
  images: { type: ImageType; path: string }[];
  isFavourite: boolean;
  hasDemo: boolean;
}

export interface CategoryLocation {
  location: string;
  gameImageType: ImageType;
  params: Record<string, unknown> | null;
  priority: number;
}

export interface Category {
  id: number;
  code: string;
  name: string;
  /** The operator's names per language (language code → name). */
  names?: Record<string, string>;
  icon: string;
  totalGames: number;
  locations: CategoryLocation[];
}

export interface Vendor {
  id: string;
  name: string;
  logo: string;
  totalGames: number;
  demo: boolean;
}

export interface GamePage {
  content: Game[];
  page: number;
  size: number;
  totalElements: number;
  hasMore: boolean;
}

/** Catalogue constants of the games spec §9. */
export const PAGE_SIZE = 32;
export const PREVIEW_SIZE = 35;
export const SCROLL_OFFSET_PX = 250;
export const SKELETONS_INITIAL = 10;
export const SKELETONS_MORE = 5;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DELAY_MS = 1000;
export const CATEGORY_IDS = { ALL: 0, RECOMMENDED: 1, TOP: 2, NEW: 3, SLOT: 4, CASINO: 5, CHRISTMAS: 6 } as const;
