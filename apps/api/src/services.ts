import type { Redis } from "ioredis";
import { recoveryService } from "./modules/accounts/recovery.js";
import { accountsService } from "./modules/accounts/service.js";
import { bigWinsService } from "./modules/bigwins/service.js";
import { blogService } from "./modules/blog/service.js";
import { captchaService } from "./modules/captcha/service.js";
import { catalogueAdminService } from "./modules/catalogue/admin.js";
import { catalogueService, STUDIO_VENDOR } from "./modules/catalogue/service.js";
import { contentService } from "./modules/content/service.js";
import { deliveryService } from "./modules/delivery/service.js";
import { healthService } from "./modules/health/service.js";
import { historyJobs } from "./modules/history/jobs.js";
import { historyService } from "./modules/history/service.js";
import { withdrawalGate } from "./modules/kyc/gate.js";
import { kycJobs } from "./modules/kyc/jobs.js";
import { kycReview as kycReviewService } from "./modules/kyc/review.js";
import { kycService } from "./modules/kyc/service.js";
import { kycStorage } from "./modules/kyc/storage.js";
import { launchService } from "./modules/launch/service.js";
import { loyaltyJobs } from "./modules/loyalty/jobs.js";
import { levelUpMessage } from "./modules/loyalty/level-up-message.js";
import { loyaltyService } from "./modules/loyalty/service.js";
import { marketingService } from "./modules/marketing/service.js";
import { messagesService } from "./modules/messages/service.js";
import { notificationsService } from "./modules/notifications/service.js";
import { operatorsService } from "./modules/operators/service.js";
import { paymentRefused } from "./modules/payments/errors.js";
import { paymentsJobs } from "./modules/payments/jobs.js";
import { createPayments } from "./modules/payments/setup.js";
import { playersService } from "./modules/players/service.js";
import { contactService } from "./modules/profile/contacts.js";
import { profileService } from "./modules/profile/service.js";
import { cashbackMessage } from "./modules/promotions/cashback-message.js";
import { promotionsJobs } from "./modules/promotions/jobs.js";
import { promotionsService } from "./modules/promotions/service.js";
import { protectionJobs } from "./modules/protection/jobs.js";
import { realityCheckService } from "./modules/protection/reality-check.js";
import { protectionService } from "./modules/protection/service.js";
import { paymentPush } from "./modules/push/events.js";
import { pushService } from "./modules/push/service.js";
import { releasesService } from "./modules/releases/service.js";
import { reportsService } from "./modules/reports/service.js";
import { loginService } from "./modules/session/login.js";
import { sessionService } from "./modules/session/service.js";
import { siteService } from "./modules/site/service.js";
import { supportService } from "./modules/support/service.js";
import { tournamentsService } from "./modules/tournaments/service.js";
import { verificationService } from "./modules/verification/service.js";
import { correctionsService } from "./modules/wallet/corrections.js";
import { ledgerHealthService } from "./modules/wallet/ledger-health.js";
import { seamlessWalletService } from "./modules/wallet/seamless.service.js";
import { walletService } from "./modules/wallet/service.js";
import { balanceHub as createBalanceHub } from "./modules/wallet/updates.js";
import type { AuditWriter } from "./platform/actor.js";
import { type Clock, systemClock } from "./platform/clock.js";
import type { Config } from "./platform/config.js";
import type { Db } from "./platform/db.js";
import type { Job } from "./platform/jobs.js";
import { type ApiMetrics, apiMetrics } from "./platform/metrics.js";

export interface ServiceDeps {
  config: Config;
  db: Db;
  /** A replica (DATABASE_READ_URL) for reads that may lag (catalogue lists, reports) and, once caught up, a player's history; the primary when absent. */
  readDb?: Db;
  clock?: Clock;
  redis?: Redis;
  metrics?: ApiMetrics;
}

/** Builds every module's service once; modules reach each other only through these. */
export function createServices(deps: ServiceDeps) {
  const clock = deps.clock ?? systemClock;
  const metrics = deps.metrics ?? apiMetrics();
  const base = { ...deps, clock };
  const health = healthService(base);
  const session = sessionService(base);
  const delivery = deliveryService(base);
  const verification = verificationService(base);
  const captcha = captchaService(base);
  const catalogue = catalogueService(base);
  const site = siteService(base);
  const content = contentService(base);
  const blog = blogService(base);
  const releases = releasesService(base);
  const profile = profileService({ ...base, session });
  const support = supportService({ ...base, captcha, profile, delivery });
  const messages = messagesService(base);
  const notifications = notificationsService(base);
  const marketing = marketingService({ ...base, delivery });
  const push = pushService({ ...base, profile });
  // A support reply also lands in the player's message channel.
  support.onReply(async ({ ticket, body }) => {
    if (ticket.player_id)
      await messages.send(
        { type: "player", playerId: ticket.player_id },
        { title: `Re: ${ticket.title}`, body, kind: "support", sentBy: null },
      );
  });
  const balanceHub = createBalanceHub((playerId, type) => wallet.update(playerId, type), deps.redis);
  const wallet = walletService({ ...base, hub: balanceHub });
  const seamlessWallet = seamlessWalletService({
    ...base,
    wallet,
    secrets: deps.config.providerSecrets,
    betStatements: deps.config.WALLET_BET_STATEMENTS,
    onBetStatement: (n) => metrics.betStatement.observe(n),
  });
  const contacts = contactService({ ...base, captcha, verification, delivery });
  const protection = protectionService({ ...base, session, minuteMs: deps.config.PLAY_MINUTE_MS });
  const history = historyService(base);
  const realityCheck = realityCheckService({
    ...base,
    minuteMs: deps.config.PLAY_MINUTE_MS,
    sessionTotals: history.sessionTotals,
    answered: seamlessWallet.realityCheckAnswered,
  });
  seamlessWallet.addSettlementHook(protection.settlement);
  const launch = launchService({
    ...base,
    catalogue,
    profile,
    wallet: {
      balance: (playerId) => wallet.balance(playerId),
      // Protection decides the launch token: none while excluded, none longer than what is left of the login
      // session's session-time limit (none once it is used up), and stakes that wait for the player's answer at
      // each reality check. One transaction: the period's start the allowance claims commits with the token.
      issueLaunchToken: async (a) => {
        const realityCheckMs = await realityCheck.intervalMs(a.playerId);
        return base.db.transaction(async (tx) => {
          const { ttlMs } = await protection.playAllowance(a.playerId, a.sessionId, tx);
          const issued = await seamlessWallet.issueLaunchToken({ ...a, ttlMs, realityCheckMs }, tx);
          return { ...issued, limitEndsAt: ttlMs === null ? null : issued.expiresAt };
        });
      },
      // Bonus money may launch a game its bonus allows (promotions is built below; called only at launch time).
      bonus: (playerId, gameId) => promotions.launchBonus(playerId, gameId),
    },
  });
  const login = loginService({ ...base, session, captcha, profile });
  const accounts = accountsService({ ...base, captcha, delivery, verification, login });
  const recovery = recoveryService({ ...base, captcha, delivery, verification, session });
  const operators = operatorsService(base);
  // The audit trail (operators module): operator actions write their row in their own transaction.
  const audit: AuditWriter = (tx, entry) => operators.audit.record(tx, entry);
  const { paymentProvider, payments } = createPayments({ ...base, audit }, wallet, profile);
  payments.onSucceeded((p) => void push.notify(p.player_id, paymentPush(p)).catch(() => undefined));
  const kycStore = kycStorage(deps.config);
  const kyc = kycService({ ...base, storage: kycStore, profile });
  payments.addWithdrawalHold(withdrawalGate(kyc, deps.config).hold);
  payments.usePaymentFiles(kyc.paymentFiles);
  protection.countDepositsWith(payments.depositedSince);
  payments.addDepositGuard(protection.depositGuard);
  const promotions = promotionsService({
    ...base,
    wallet,
    captcha,
    // free spins are awarded at our own studio, over its signed operator API
    studio: () => catalogue.provider(STUDIO_VENDOR.id),
  });
  seamlessWallet.useFreeSpins(promotions.freeSpins);
  wallet.setBonusView((playerId, currency) => promotions.balances(playerId, currency));
  payments.onDepositCompleted((d) => promotions.depositCompleted(d));
  payments.addDepositGuard(async (a, q) => {
    const code = await promotions.depositGuard(a, q);
    if (code) throw paymentRefused(code);
  });
  payments.addWithdrawalGuard((a) => promotions.withdrawalGuard(a));
  // The lucky club: its level-up bonuses are grants of the promotions' machinery.
  const loyalty = loyaltyService({ ...base, promotions });
  // A level reached lands in the player's message channel, with its bonus to wager and cashback boost.
  loyalty.onLevelUp(async (e) => {
    await messages.send({ type: "player", playerId: e.playerId }, { ...levelUpMessage(e), kind: "loyalty", sentBy: null });
  });
  // A cashback paid lands in the player's message channel too.
  promotions.cashback.onPaid(async (c) => {
    await messages.send({ type: "player", playerId: c.playerId }, { ...cashbackMessage(c), kind: "cashback", sentBy: null });
  });
  const corrections = correctionsService({ ...base, wallet, limits: deps.config.correctionFourEyes, audit });
  const ledgerHealth = ledgerHealthService({ ...base, wallet, audit });
  const players = playersService({
    ...base,
    wallet,
    payments,
    session,
    audit,
    bonusNames: (playerId) => promotions.bonusNames(playerId),
  });
  // Cool-down or self-exclusion forfeits the player's open bonuses at once.
  protection.onExclusion(async (playerId) => {
    await promotions.forfeitAll(playerId, "self-exclusion");
  });
  const bigWins = bigWinsService({ ...base, catalogue });
  const reports = reportsService(base);
  /** Scheduled work, each run once per interval across every api process (platform/jobs.ts; started by main.ts). */
  const tournaments = tournamentsService({ ...base, ledger: wallet });
  const jobs: Job[] = [
    reports.rollupJob(),
    tournaments.standingsJob(),
    ...promotionsJobs(promotions),
    ...loyaltyJobs(loyalty),
    ...protectionJobs(protection),
    ...historyJobs(history),
    ...paymentsJobs(payments, deps.config.PAYMENTS_RECONCILE_MS),
    ...(deps.config.LEDGER_CHECK_INTERVAL_MS > 0 ? [ledgerHealth.job(deps.config.LEDGER_CHECK_INTERVAL_MS)] : []),
    ...kycJobs(kyc),
  ];
  seamlessWallet.onWin((w) => void bigWins.listen(w));
  const kycReview = kycReviewService({
    ...base,
    storage: kycStore,
    kyc,
    audit: operators.audit,
    payments,
    profile,
    linkSecret: deps.config.KYC_LINK_SECRET,
    publicUrl: deps.config.publicUrl,
    mail: {
      verificationRequested: ({ to, locale, link }) =>
        delivery.sendEmail({ to, locale, template: "verification_request", vars: { link } }),
    },
  });
  promotions.useAudit((tx, e) => operators.audit.record(tx, e));
  loyalty.useAudit((tx, e) => operators.audit.record(tx, e));
  protection.useAudit(audit);
  const catalogueAdmin = catalogueAdminService({
    db: deps.db,
    audit,
    changed: () => catalogue.changed(),
  });
  return {
    config: deps.config,
    db: deps.db,
    clock,
    metrics,
    health,
    session,
    delivery,
    verification,
    captcha,
    catalogue,
    catalogueAdmin,
    site,
    content,
    blog,
    releases,
    profile,
    support,
    tournaments,
    messages,
    notifications,
    marketing,
    push,
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
    promotions,
    loyalty,
    bigWins,
    reports,
    jobs,
    operators,
    /** The audit trail: `audit.record(tx, entry)` in the transaction of the change it records. */
    audit: operators.audit,
    kycStore,
    kyc,
    kycReview,
    protection,
    realityCheck,
    history,
    players,
    corrections,
    ledgerHealth,
  };
}

export type Services = ReturnType<typeof createServices>;
