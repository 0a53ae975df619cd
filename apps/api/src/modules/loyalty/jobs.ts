import type { Job } from "../../platform/jobs.js";
import type { LoyaltyService } from "./service.js";

/** The lucky club: new cash bets rolled up and levels moved, once a minute across all processes. */
export const loyaltyJobs = (loyalty: Pick<LoyaltyService, "run">, intervalMs = 60_000): Job[] => [
  { name: "loyalty.rollup", intervalMs, run: () => loyalty.run(500) },
];
