import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./styles.css";
import { initI18n } from "../i18n";
import { ApiError, configureApi } from "../lib/api";
import { sessionKeys } from "../lib/query-keys";
import { createRouter } from "./routes";

initI18n();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // Refusals are answers, not outages: do not retry them.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});

// A session that ended (idle, signed out elsewhere, disabled): back to the login screen.
configureApi({ onUnauthorized: () => queryClient.setQueryData(sessionKeys.detail("me"), null) });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
