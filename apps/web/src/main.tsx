import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./styles.css";
import { ApiError, configureApi } from "./api/client";
import { registerFeatures } from "./features";
import { DEFAULT_LOCALE, initI18n, isLocale } from "./i18n";
import { createRouter } from "./routes/router";
import { revalidateSession } from "./session/revalidate";
import { sessionStore } from "./session/store";

configureApi({ token: sessionStore.token, onUnauthorized: revalidateSession });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors are answers, not outages: do not retry them.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});

const first = location.pathname.split("/")[1];
await initI18n(isLocale(first) ? first : DEFAULT_LOCALE);
registerFeatures();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
