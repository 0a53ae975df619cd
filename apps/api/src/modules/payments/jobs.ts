import type { Job } from "../../platform/jobs.js";
import type { PaymentsService } from "./service.js";

/**
 * Open payments are asked of the provider again now and then (a webhook the
 * casino missed, a payout not yet sent): once per interval across every api
 * process, under a lease (platform/jobs.ts).
 */
export const paymentsJobs = (payments: Pick<PaymentsService, "reconcilePending">, intervalMs: number): Job[] =>
  intervalMs > 0
    ? [{ name: "payments.reconcile", intervalMs, run: async () => ({ asked: await payments.reconcilePending() }) }]
    : [];
