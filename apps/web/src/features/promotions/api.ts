import type { Available, Bonus, BonusHistory } from "@casino/contracts/promotions";
import { api, callHeaders } from "../../api/client";
import { FIRST_PROMOTIONS_URL, takeFirstAnswer } from "../../routes/first-requests";

/** The accounts spec §7 promotions/v2 calls. */
export const promotionsApi = {
  async available(q: { nthd?: number; ini?: boolean } = {}) {
    // A guest's list on the promotions page: index.html asked it already (routes/first-requests.ts).
    const early =
      q.nthd === undefined && !q.ini && !callHeaders().authorization
        ? await takeFirstAnswer<Available>(FIRST_PROMOTIONS_URL)
        : undefined;
    return early ?? api<Available>(FIRST_PROMOTIONS_URL, { query: { nthd: q.nthd, ini: q.ini ? "true" : undefined } });
  },
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
