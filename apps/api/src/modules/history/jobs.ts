import type { Job } from "../../platform/jobs.js";
import type { HistoryService } from "./service.js";

/** Game history by day is kept up to date every 30 seconds (at most 50,000 transactions a run). */
export const historyJobs = (history: HistoryService): Job[] => [
  { name: "history.rollup", intervalMs: 30_000, run: async () => ({ rows: await history.rollup() }) },
];
