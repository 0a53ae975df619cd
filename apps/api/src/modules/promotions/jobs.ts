import type { Job } from "../../platform/jobs.js";
import type { PromotionsService } from "./service.js";

/**
 * Lapsed offers and bonuses past their wagering window are revoked (expired), once a minute;
 * cashback for the last closed period is paid, every five minutes; each across all processes.
 */
export const promotionsJobs = (
  promotions: Pick<PromotionsService, "sweep" | "cashback">,
  intervalMs = 60_000,
  cashbackMs = 300_000,
): Job[] => [
  { name: "promotions.expiry", intervalMs, run: () => promotions.sweep(500) },
  { name: "promotions.cashback", intervalMs: cashbackMs, run: () => promotions.cashback.run(500) },
];
