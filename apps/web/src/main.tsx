import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./styles.css";
import { configureApi } from "./api/client";
import { queryClient } from "./api/query-client";
import { registerFeatures } from "./features";
import { DEFAULT_LOCALE, initI18n, isLocale } from "./i18n";
import { preloadPageAt } from "./routes/pages";
import { createRouter } from "./routes/router";
import { firstRenderDone, holdUntilFirstRender } from "./session/after-first-render";
import { forgetPlayerOnSwitch } from "./session/forget-player";
import { revalidateSession } from "./session/revalidate";
import { sessionStore } from "./session/store";
import { toast } from "./shell/toast";

// The page's Content-Security-Policy nonce (the api writes it into index.html): the dialogs' scroll lock adds a
// <style> element and takes its nonce from here (get-nonce).
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ =
  document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

configureApi({ token: sessionStore.token, onUnauthorized: revalidateSession, onNetworkError: toast.error });
forgetPlayerOnSwitch(queryClient);

const first = location.pathname.split("/")[1];
// The path's page (its chunk came with the entry) and its first data are there for React's first frame, which is
// then the page index.html's first frame showed, not a fallback skeleton between the two.
const language = initI18n(isLocale(first) ? first : DEFAULT_LOCALE);
await Promise.all([language, preloadPageAt(location.pathname, queryClient, language)]);
// The features' background work (the session's check, listeners, watches) starts from the first commit.
holdUntilFirstRender();
registerFeatures();

function FirstCommit({ children }: { children: ReactNode }) {
  useEffect(firstRenderDone, []);
  return children;
}

const root = createRoot(document.getElementById("root")!);
// As a transition the first render yields to the browser every few milliseconds (a phone stays responsive while
// it builds the page) and replaces index.html's first frame only once the page is whole.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <FirstCommit>
          <RouterProvider router={createRouter()} />
        </FirstCommit>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
