import type { SelfExclusion, SelfExclusionBody, SelfLimits, SelfLimitsBody } from "@casino/contracts/protection";
import { api } from "../../api/client";
import { received } from "./wait";

/**
 * Restrictions calls of the accounts spec §7. Every answer with the limits stamps its waiting changes with when
 * they may be confirmed on the monotonic clock (wait.ts received): the countdowns count the server's remaining
 * seconds, not the device's clock.
 */
export const protectionApi = {
  limits: () => api<{ data: SelfLimits }>("/account/v1/details/self-limits").then((r) => received(r.data)),
  setLimits: (body: SelfLimitsBody) =>
    api<{ data: SelfLimits }>("/account/v1/details/self-limits", { method: "POST", body }).then((r) => received(r.data)),
  confirm: (limits?: string[]) =>
    api<{ data: SelfLimits }>("/account/v1/details/self-limits/confirm", { method: "POST", body: { limits } }).then((r) =>
      received(r.data),
    ),
  /** The player keeps their limits as they are: the 6-monthly review is done. */
  review: () =>
    api<{ data: SelfLimits }>("/account/v1/details/self-limits/review", { method: "POST" }).then((r) => received(r.data)),
  exclusion: () => api<{ data: SelfExclusion }>("/account/v1/details/self-exclusion").then((r) => r.data),
  exclude: (body: SelfExclusionBody) =>
    api<{ data: SelfExclusion; status?: string }>("/account/v1/details/self-exclusion", { method: "POST", body }),
};

export const LIMITS_KEY = ["protection", "limits"] as const;
export const EXCLUSION_KEY = ["protection", "exclusion"] as const;
