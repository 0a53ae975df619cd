import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";
import { matchPath } from "react-router";
import { takeFirstAnswer } from "../api/client";
import { ROUTES, type RouteKey, routePatterns } from "./table";

/** A page's module: its component and, for a page opened directly, what it wants in the cache before its first frame. */
interface PageModule {
  default: ComponentType<{ routeKey: RouteKey }>;
  /** Fills the cache, taking the answers index.html asked for the page by `take` (routes/first-requests.ts). */
  firstData?: (client: QueryClient, take: typeof takeFirstAnswer) => Promise<unknown>;
}

/** How long main.tsx waits for a page's first data before the first render: past that the page shows its skeleton. */
const FIRST_DATA_WAIT_MS = 1500;

/**
 * A lazy page main.tsx loads before the first render (its chunk comes with the entry, vite.config.ts): it then
 * renders at once, not after a fallback, and with its first data when it names some (at most 1.5 s for it).
 */
function preloadable(load: () => Promise<PageModule>) {
  let loaded: ComponentType<{ routeKey: RouteKey }> | null = null;
  let Lazy: LazyExoticComponent<ComponentType<{ routeKey: RouteKey }>> | null = null;
  const Page = (props: { routeKey: RouteKey }) => {
    if (loaded) return createElement(loaded, props);
    Lazy ??= lazy(load);
    return createElement(Lazy, props);
  };
  // The first data waits for the language (`ready`): a call that was not made early carries it in its headers.
  Page.preload = (client: QueryClient, ready: Promise<unknown>) =>
    Promise.all([load(), ready]).then(([m]) => {
      loaded = m.default;
      if (!m.firstData) return;
      return Promise.race([
        m.firstData(client, takeFirstAnswer).catch(() => {}),
        new Promise((r) => setTimeout(r, FIRST_DATA_WAIT_MS)),
      ]);
    });
  return Page;
}

const Home = preloadable(() => import("../pages/Home"));
const Content = preloadable(() => import("../pages/ContentPage"));
const Status = preloadable(() => import("../pages/StatusPage"));
const Login = preloadable(() => import("../pages/LoginRoute"));
const LinkLanding = preloadable(() => import("../features/access/LinkLanding"));
const RegistrationSuccess = preloadable(() => import("../features/access/RegistrationSuccessPage"));
const Account = preloadable(() => import("../features/profile/AccountPage"));
const AccountEdit = preloadable(() => import("../features/profile/AccountEditPage"));
const VerificationEntry = preloadable(() => import("../features/profile/VerificationEntry"));
const PaymentsRedirect = preloadable(() => import("../pages/PaymentsRedirect"));
const Payments = preloadable(() => import("../features/payments/PaymentsPage"));
const GamePopup = preloadable(() => import("../features/games/GamePopup"));
const Lobby = preloadable(() => import("../features/catalogue/LobbyPage"));
const Category = preloadable(() => import("../features/catalogue/CategoryPage"));
const CategoriesIndex = preloadable(() => import("../features/catalogue/CategoriesIndex"));
const Providers = preloadable(() => import("../features/catalogue/ProvidersPage"));
const Search = preloadable(() => import("../features/catalogue/SearchPage"));
const History = preloadable(() => import("../features/history/HistoryPage"));
const Support = preloadable(() => import("../features/support/SupportPage"));
const BlogList = preloadable(() => import("../features/blog/BlogListPage"));
const BlogPost = preloadable(() => import("../features/blog/BlogPostPage"));
const Unsubscribe = preloadable(() => import("../features/marketing/UnsubscribePage"));
const Restrictions = preloadable(() => import("../features/protection/RestrictionsPage"));
const Promotions = preloadable(() => import("../features/promotions/PromotionsPage"));
const LuckyClub = preloadable(() => import("../features/loyalty/LuckyClubPage"));

/** Which page each route shows. */
export const pages: Record<RouteKey, ReturnType<typeof preloadable>> = {
  home: Home,
  gamePopup: GamePopup,
  search: Search,
  chat: Support,
  categories: Category,
  gameCategories: CategoriesIndex,
  providers: Providers,
  promotions: Promotions,
  luckyClub: LuckyClub,
  lobby: Lobby,
  lobbyItem: Lobby,
  aboutUs: Content,
  responsibleGambling: Content,
  bonusTerms: Content,
  kyc: Content,
  aml: Content,
  terms: Content,
  privacy: Content,
  refund: Content,
  faq: Content,
  payments: PaymentsRedirect,
  paymentsDeposit: Payments,
  paymentsWithdrawals: Payments,
  blog: BlogList,
  blogPost: BlogPost,
  registration: Home,
  registrationOneClick: Home,
  registrationValidate: LinkLanding,
  registrationSuccess: RegistrationSuccess,
  registrationFailed: Status,
  registrationExpired: Status,
  detailsValidate: LinkLanding,
  detailsSuccess: Status,
  detailsFailed: Status,
  detailsExpired: Status,
  detailsVerificationFailed: Status,
  failedRate: Status,
  unsubscribeSuccess: Status,
  unsubscribeFailed: Status,
  unsubscribe: Unsubscribe,
  recovery: Home,
  recoveryValidate: LinkLanding,
  login: Login,
  failed: Home,
  expired: Home,
  account: Account,
  accountEdit: AccountEdit,
  history: History,
  deposit: Payments,
  depositStatus: Payments,
  withdrawals: Payments,
  withdrawalsStatus: Payments,
  verification: VerificationEntry,
  restrictions: Restrictions,
};

/**
 * The page a path opens, loaded with its first data (main.tsx, before the first render): on every path React's
 * first frame is then the page itself, as index.html's first frame showed it, not a skeleton between.
 */
export function preloadPageAt(pathname: string, client: QueryClient, ready: Promise<unknown>): Promise<unknown> | null {
  for (const key of Object.keys(ROUTES) as RouteKey[])
    for (const pattern of routePatterns(key))
      if (matchPath(`/:lang/${pattern}`, pathname)) return pages[key].preload(client, ready).catch(() => {});
  return null;
}
