import type { Job } from "../../platform/jobs.js";
import type { KycService } from "./service.js";

/** Every hour, uploads no document took within a week are deleted (rows and stored files). */
export const kycJobs = (kyc: KycService): Job[] => [
  { name: "kyc.loose-uploads", intervalMs: 3_600_000, run: () => kyc.purgeLooseUploads() },
];
