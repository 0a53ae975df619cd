import type { Available, Bonus, BonusHistory } from "@casino/contracts/promotions";
import { api } from "../../api/client";

/** A guest's list is also asked by index.html by this path, its early answer's key (FIRST_PROMOTIONS_URL, tested). */
export const AVAILABLE_URL = "/promotions/v2/available";

/** The accounts spec §7 promotions/v2 calls. */
export const promotionsApi = {
  available: (q: { nthd?: number; ini?: boolean } = {}) =>
    api<Available>(AVAILABLE_URL, { query: { nthd: q.nthd, ini: q.ini ? "true" : undefined } }),
  apply: (code: string, recaptchaKey: string) =>
    api<Bonus>(`/promotions/v2/${encodeURIComponent(code)}/apply`, { method: "POST", body: { recaptchaKey } }),
  accept: (id: string) => api<Bonus>(`/promotions/v2/${encodeURIComponent(id)}/accept`, { method: "POST", body: {} }),
  active: () => api<{ bonus: Bonus | null }>("/promotions/v2/active").then((r) => r.bonus),
  finish: () => api<Bonus>("/promotions/v2/finish", { method: "POST", body: {} }),
  claim: () => api<Bonus>("/promotions/v2/claim", { method: "POST", body: {} }),
  cancel: () => api<Bonus>("/promotions/v2/cancel", { method: "POST", body: {} }),
  history: (page: number, size: number) => api<BonusHistory>("/promotions/v2/history", { query: { page, size } }),
};

/** Query keys of the feature: `[area, what, params]`. */
export const promotionKeys = {
  all: ["promotions"] as const,
  available: (q: { nthd?: number; ini?: boolean; player: boolean }) => ["promotions", "available", q] as const,
  active: ["promotions", "active"] as const,
  history: (page: number) => ["promotions", "history", page] as const,
};
