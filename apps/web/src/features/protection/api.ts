import type { SelfExclusion, SelfExclusionBody, SelfLimits, SelfLimitsBody } from "@casino/contracts/protection";
import { api } from "../../api/client";

/** Restrictions calls of the accounts spec §7. */
export const protectionApi = {
  limits: () => api<{ data: SelfLimits }>("/account/v1/details/self-limits").then((r) => r.data),
  setLimits: (body: SelfLimitsBody) =>
    api<{ data: SelfLimits }>("/account/v1/details/self-limits", { method: "POST", body }).then((r) => r.data),
  confirm: (limits?: string[]) =>
    api<{ data: SelfLimits }>("/account/v1/details/self-limits/confirm", { method: "POST", body: { limits } }).then(
      (r) => r.data,
    ),
  /** The player keeps their limits as they are: the 6-monthly review is done. */
  review: () => api<{ data: SelfLimits }>("/account/v1/details/self-limits/review", { method: "POST" }).then((r) => r.data),
  exclusion: () => api<{ data: SelfExclusion }>("/account/v1/details/self-exclusion").then((r) => r.data),
  exclude: (body: SelfExclusionBody) =>
    api<{ data: SelfExclusion; status?: string }>("/account/v1/details/self-exclusion", { method: "POST", body }),
};

export const LIMITS_KEY = ["protection", "limits"] as const;
export const EXCLUSION_KEY = ["protection", "exclusion"] as const;
