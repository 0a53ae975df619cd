import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { chooseLocale, isLocale, loadLocale, PREFER_LANGUAGE_KEY } from "../i18n";
import { useIsWithdrawalOnly } from "../session/store";
import { Layout } from "../shell/Layout";
import { PageSkeleton } from "../shell/PageSkeleton";
import { Guard } from "./Guard";
import { pages } from "./pages";
import { ROUTES, type RouteKey, routePatterns } from "./table";

function localeFromBrowser() {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(PREFER_LANGUAGE_KEY);
  } catch {}
  return chooseLocale({ stored, browser: navigator.languages });
}

/** `/` and any path without a language prefix: pick a language and redirect. */
function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0] ?? "";
  if (segments.length === 0) return <Navigate to={`/${localeFromBrowser()}${search}${hash}`} replace />;
  // An unknown language code is replaced by en; any other first segment is a path missing its prefix.
  const rest = /^[a-z]{2}$/i.test(first) && !isLocale(first) ? segments.slice(1) : segments;
  return <Navigate to={`/en/${rest.join("/")}${search}${hash}`} replace />;
}

function element(
  key: RouteKey,
  Page: LazyExoticComponent<ComponentType<{ routeKey: RouteKey }>> | ComponentType<{ routeKey: RouteKey }>,
) {
  const auth = (ROUTES[key] as { auth?: "required" | "guest" }).auth;
  return (
    <Guard auth={auth}>
      <Suspense fallback={<PageSkeleton />}>
        <Page routeKey={key} />
      </Suspense>
    </Guard>
  );
}

function childRoutes(): RouteObject[] {
  const out: RouteObject[] = [];
  for (const key of Object.keys(ROUTES) as RouteKey[]) {
    const auth = (ROUTES[key] as { auth?: "required" | "guest" }).auth;
    const Page = pages[key];
    for (const pattern of routePatterns(key)) {
      const handle = { routeKey: key, auth };
      if (pattern === "") out.push({ index: true, handle, element: element(key, Page) });
      else out.push({ path: pattern, handle, element: element(key, Page) });
    }
  }
  const NotFound = lazy(() => import("../pages/NotFound"));
  out.push({
    path: "*",
    element: (
      <Suspense fallback={<PageSkeleton />}>
        <NotFound />
      </Suspense>
    ),
  });
  return out;
}

export function createRouter() {
  return createBrowserRouter(
    [
      {
        id: "lang",
        path: "/:lang",
        loader: async ({ params }) => {
          if (isLocale(params.lang)) await loadLocale(params.lang);
          return null;
        },
        // Keep the previous page on screen while another language's messages load.
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
        element: <LangGate />,
        HydrateFallback: PageSkeleton,
        children: childRoutes(),
      },
      { path: "*", element: <LanguageRedirect /> },
    ],
    // main.tsx loaded the URL's language before the first render: the first frame is the page, not the fallback.
    { hydrationData: { loaderData: { lang: null } } },
  );
}

const WithdrawOnlyPage = lazy(() => import("../features/payments/WithdrawOnlyPage"));

function LangGate() {
  const { pathname } = useLocation();
  const withdrawalOnly = useIsWithdrawalOnly();
  const lang = pathname.split("/")[1];
  if (!isLocale(lang)) return <LanguageRedirect />;
  // A withdrawal-only session sees the withdrawal page alone, at any address: never the full site's shell.
  if (withdrawalOnly) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <WithdrawOnlyPage />
      </Suspense>
    );
  }
  return <Layout />;
}
