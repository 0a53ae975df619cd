import type { Job } from "../../platform/jobs.js";
import type { ProtectionService } from "./service.js";

/** Loss events no rolling window reaches any more are deleted hourly (10,000 a run). */
export const protectionJobs = (protection: ProtectionService): Job[] => [
  { name: "protection.purge-loss-events", intervalMs: 3_600_000, run: async () => ({ deleted: await protection.purge() }) },
];
