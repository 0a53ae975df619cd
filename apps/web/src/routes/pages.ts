import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";
import type { RouteKey } from "./table";

type Page = LazyExoticComponent<ComponentType<{ routeKey: RouteKey }>> | ComponentType<{ routeKey: RouteKey }>;

/** A lazy page main.tsx can load before the first render: it then renders at once, not after a fallback. */
function preloadable(load: () => Promise<{ default: ComponentType<{ routeKey: RouteKey }> }>) {
  let loaded: ComponentType<{ routeKey: RouteKey }> | null = null;
  const Lazy = lazy(load);
  const Page = (props: { routeKey: RouteKey }) => createElement(loaded ?? Lazy, props);
  Page.preload = () =>
    load().then((m) => {
      loaded = m.default;
    });
  return Page;
}

// The landing page: on a home path its chunk comes with the entry (vite.config.ts) and main.tsx waits for it, so
// its first paint does not wait for another request; the other pages do not load it.
const Home = preloadable(() => import("../pages/Home"));
export const preloadHome = Home.preload;
const Content = lazy(() => import("../pages/ContentPage"));
const Status = lazy(() => import("../pages/StatusPage"));
const Login = lazy(() => import("../pages/LoginRoute"));
const LinkLanding = lazy(() => import("../features/access/LinkLanding"));
const RegistrationSuccess = lazy(() => import("../features/access/RegistrationSuccessPage"));
const Account = lazy(() => import("../features/profile/AccountPage"));
const AccountEdit = lazy(() => import("../features/profile/AccountEditPage"));
const VerificationEntry = lazy(() => import("../features/profile/VerificationEntry"));
const PaymentsRedirect = lazy(() => import("../pages/PaymentsRedirect"));
const Payments = lazy(() => import("../features/payments/PaymentsPage"));
const GamePopup = lazy(() => import("../features/games/GamePopup"));
const Lobby = lazy(() => import("../features/catalogue/LobbyPage"));
const Category = lazy(() => import("../features/catalogue/CategoryPage"));
const CategoriesIndex = lazy(() => import("../features/catalogue/CategoriesIndex"));
const Providers = lazy(() => import("../features/catalogue/ProvidersPage"));
const Search = lazy(() => import("../features/catalogue/SearchPage"));
const History = lazy(() => import("../features/history/HistoryPage"));
const Support = lazy(() => import("../features/support/SupportPage"));
const BlogList = lazy(() => import("../features/blog/BlogListPage"));
const BlogPost = lazy(() => import("../features/blog/BlogPostPage"));
const Unsubscribe = lazy(() => import("../features/marketing/UnsubscribePage"));
const Restrictions = lazy(() => import("../features/protection/RestrictionsPage"));
const Promotions = lazy(() => import("../features/promotions/PromotionsPage"));
const LuckyClub = lazy(() => import("../features/loyalty/LuckyClubPage"));

/** Which page each route shows. */
export const pages: Record<RouteKey, Page> = {
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
