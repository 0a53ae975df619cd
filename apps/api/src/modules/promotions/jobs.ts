import type { Job } from "../../platform/jobs.js";
import type { PromotionsService } from "./service.js";

/** Lapsed offers and bonuses past their wagering window are revoked (expired), once a minute across all processes. */
export const promotionsJobs = (promotions: Pick<PromotionsService, "sweep">, intervalMs = 60_000): Job[] => [
  { name: "promotions.expiry", intervalMs, run: () => promotions.sweep(500) },
];
