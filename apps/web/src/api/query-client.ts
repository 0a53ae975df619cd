import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./client";

/** The app's one query cache (features outside React invalidate through it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors are answers, not outages: do not retry them.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});
