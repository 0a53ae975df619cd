import type { Redis } from "ioredis";
import { recoveryService } from "./modules/accounts/recovery.js";
import { accountsService } from "./modules/accounts/service.js";
import { bigWinsService } from "./modules/bigwins/service.js";
import { captchaService } from "./modules/captcha/service.js";
import { catalogueService } from "./modules/catalogue/service.js";
import { contentService } from "./modules/content/service.js";
import { deliveryService } from "./modules/delivery/service.js";
import { healthService } from "./modules/health/service.js";
import { launchService } from "./modules/launch/service.js";
import { createPayments } from "./modules/payments/setup.js";
import { contactService } from "./modules/profile/contacts.js";
import { profileService } from "./modules/profile/service.js";
import { loginService } from "./modules/session/login.js";
import { sessionService } from "./modules/session/service.js";
import { siteService } from "./modules/site/service.js";
import { verificationService } from "./modules/verification/service.js";
import { seamlessWalletService } from "./modules/wallet/seamless.service.js";
import { walletService } from "./modules/wallet/service.js";
import { balanceHub as createBalanceHub } from "./modules/wallet/updates.js";
import { type Clock, systemClock } from "./platform/clock.js";
import type { Config } from "./platform/config.js";
import type { Db } from "./platform/db.js";

export interface ServiceDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  redis?: Redis;
}

/** Builds every module's service once; modules reach each other only through these. */
export function createServices(deps: ServiceDeps) {
  const clock = deps.clock ?? systemClock;
  const base = { ...deps, clock };
  const health = healthService(base);
  const session = sessionService(base);
  const delivery = deliveryService(base);
  const verification = verificationService(base);
  const captcha = captchaService(base);
  const catalogue = catalogueService(base);
  const site = siteService(base);
  const content = contentService();
  const profile = profileService({ ...base, session });
  const balanceHub = createBalanceHub((playerId, type) => wallet.update(playerId, type), deps.redis);
  const wallet = walletService({ ...base, hub: balanceHub });
  const seamlessWallet = seamlessWalletService({
    ...base,
    wallet,
    secrets: deps.config.providerSecrets,
    betStatements: deps.config.WALLET_BET_STATEMENTS,
  });
  const contacts = contactService({ ...base, captcha, verification, delivery });
  const launch = launchService({
    ...base,
    catalogue,
    profile,
    wallet: { balance: (playerId) => wallet.balance(playerId), issueLaunchToken: (a) => seamlessWallet.issueLaunchToken(a) },
  });
  const login = loginService({ ...base, session, captcha, profile });
  const accounts = accountsService({ ...base, captcha, delivery, verification, login });
  const recovery = recoveryService({ ...base, captcha, delivery, verification, session });
  const { paymentProvider, payments } = createPayments(base, wallet, profile);
  const bigWins = bigWinsService({ ...base, catalogue });
  seamlessWallet.onWin((w) => void bigWins.listen(w));
  return {
    config: deps.config,
    clock,
    health,
    session,
    delivery,
    verification,
    captcha,
    catalogue,
    site,
    content,
    profile,
    balanceHub,
    wallet,
    seamlessWallet,
    contacts,
    launch,
    login,
    accounts,
    recovery,
    paymentProvider,
    payments,
    bigWins,
  };
}

export type Services = ReturnType<typeof createServices>;
