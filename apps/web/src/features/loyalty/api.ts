import type { LoyaltyStatus } from "@casino/contracts/loyalty";
import { api } from "../../api/client";

/** The lucky club's call. */
export const loyaltyApi = {
  status: () => api<LoyaltyStatus>("/loyalty/v1/status"),
};

/** Query keys of the feature: `[area, what]`. */
export const loyaltyKeys = {
  all: ["loyalty"] as const,
  status: ["loyalty", "status"] as const,
};
