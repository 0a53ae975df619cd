import { CATEGORIES_QUERY, GAME_QUERY, GAMES_QUERY } from "../features/catalogue/query-texts";
import { DEMO_WORDS } from "../features/catalogue/slug";
import { CATEGORY_IDS, PAGE_SIZE } from "../features/catalogue/types";
import { FIRST_CONFIG_URL, FIRST_HISTORY_URL, FIRST_PROMOTIONS_URL, type FirstPlan } from "./first-requests";
import { routePatterns } from "./table";

/**
 * What the page's first script needs to ask for a page's data before the app's code arrives: vite.config.ts
 * inlines it into index.html, and first-requests.test.ts checks the calls it makes.
 */
export const FIRST_PLAN: FirstPlan = {
  categoriesQuery: CATEGORIES_QUERY,
  gamesQuery: GAMES_QUERY,
  gameQuery: GAME_QUERY,
  pageSize: PAGE_SIZE,
  allCategory: CATEGORY_IDS.ALL,
  categorySegments: routePatterns("categories").map((p) => p.split("/")[0]!),
  gameSegments: routePatterns("gamePopup").map((p) => p.split("/")[0]!),
  demoWords: DEMO_WORDS,
  promotionsPaths: routePatterns("promotions"),
  promotionsUrl: FIRST_PROMOTIONS_URL,
  blogPaths: routePatterns("blog"),
  configUrl: FIRST_CONFIG_URL,
  historyPaths: routePatterns("history").map((p) => p.replace(/\/:tab\?$/, "")),
  historyUrl: FIRST_HISTORY_URL,
};
