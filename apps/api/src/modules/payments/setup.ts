import type { AuditWriter } from "../../platform/actor.js";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import type { ProfileService } from "../profile/service.js";
import { profileAccount } from "./account.js";
import { sandboxProvider } from "./providers/sandbox.js";
import { paymentsRepository } from "./repository.js";
import { type PaymentsLedger, paymentsService } from "./service.js";

/** The payments module on its first provider, the sandbox PSP at PSP_URL. */
export function createPayments(
  deps: { config: Config; db: Db; clock: Clock; audit: AuditWriter },
  wallet: PaymentsLedger,
  profile: ProfileService,
) {
  const repo = paymentsRepository(deps.db);
  const paymentProvider = sandboxProvider({
    url: deps.config.PSP_URL,
    secret: deps.config.PSP_SECRET,
    descriptor: deps.config.BRAND_NAME,
    rememberNonce: (nonce) => repo.rememberNonce("sandbox", nonce, deps.clock.now()),
    now: () => deps.clock.now().getTime(),
  });
  const payments = paymentsService({ ...deps, provider: paymentProvider, ledger: wallet, account: profileAccount(profile) });
  return { paymentProvider, payments };
}
