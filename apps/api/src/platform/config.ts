import { resolve } from "node:path";
import { z } from "zod";
import { parseThresholds } from "../modules/kyc/rules.js";
import { parseS3Url } from "../modules/kyc/s3-url.js";

const accepts = (parse: (v: string) => unknown) => (v: string) => {
  try {
    parse(v);
    return true;
  } catch {
    return false;
  }
};

import { type FourEyesLimits, parseFourEyes } from "./four-eyes.js";

/** Every setting of the api, read from the environment and validated at boot. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  /** A streaming replica for reads that may lag (catalogue lists); a player's own balance and history read the primary. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATA_DIR: z.string().default(".data"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Casino <no-reply@casino.local>"),
  SMS_GATEWAY_URL: z.url().optional(),
  STUDIO_URL: z.url().default("http://127.0.0.1:3100"),
  STUDIO_SECRET: z.string().min(16).default("studio-dev-secret-change-me"),
  /** The studio's and the psp's origins as players' browsers open them: the only frames the player site allows. */
  STUDIO_PUBLIC_URL: z.url().optional(),
  PSP_PUBLIC_URL: z.url().default("http://localhost:3200"),
  PSP_URL: z.url().default("http://127.0.0.1:3200"),
  PSP_SECRET: z.string().min(16).default("psp-dev-secret-change-me"),
  /** How often payments still open are asked of their provider again (a missed webhook, an unsent payout); 0 stops it. */
  PAYMENTS_RECONCILE_MS: z.coerce.number().int().min(0).default(30_000),
  CAPTCHA_HMAC_KEY: z.string().min(16).default("captcha-dev-key-change-me"),
  CAPTCHA_DISABLED: z.stringbool().default(false),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEMO_DATA: z.stringbool().default(true),
  BRAND_NAME: z.string().default("Aurum Casino"),
  CATALOGUE_SYNC_INTERVAL_MS: z.coerce.number().int().min(1_000).default(300_000),
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  QUERY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3_000),
  /** Stops every withdrawal (players read WITHDRAWAL_PROHIBITED_GLOBALLY). */
  WITHDRAWALS_PROHIBITED: z.stringbool().default(false),
  // Operator routes (/operator/v1/command/*, used by `npm run ops` against a running casino): header x-ops-token.
  OPS_TOKEN: z.string().min(16).default("ops-dev-token-change-me"),
  // More game providers of the seamless wallet: "providerA:secretA,providerB:secretB" (aurum-studio uses STUDIO_SECRET).
  WALLET_PROVIDER_SECRETS: z.string().default(""),
  // More game providers the catalogue syncs from and launches at: "vendorId|Name|http://provider,…";
  // each one signs with its secret of WALLET_PROVIDER_SECRETS.
  GAME_PROVIDERS: z.string().default(""),
  /**
   * Seamless-wallet bet statements in flight at once per api process; bets arriving meanwhile share the next
   * statement and commit (docs/scaling.md). Default 1: more api processes add writers.
   */
  WALLET_BET_STATEMENTS: z.coerce.number().int().min(1).max(256).optional(),
  /** Minutes without a call after which an operator's back office session ends (it also ends 12 h after sign-in). */
  OPERATOR_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Key sealing operators' TOTP secrets at rest (AES-256-GCM); set your own in production. */
  OPERATOR_SECRET_KEY: z.string().min(16).default("operator-dev-secret-change-me"),
  /**
   * Peers whose X-Forwarded-For is believed (the load balancer): addresses, CIDRs or proxy-addr's names
   * (`loopback`, `uniquelocal`), comma-separated. Unset: nobody's — the client address is the socket's peer.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-zA-Z.:/, ]+$/, "addresses, CIDRs or loopback/linklocal/uniquelocal, comma-separated")
    .optional(),
  APP_VERSION: z.string().min(1).max(50).default("1.0.0"),
  /** Signs the per-session message-channel passwords handed out at login. */
  MESSAGE_CHANNEL_SECRET: z.string().min(16).default("message-channel-dev-secret"),
  /** Web Push VAPID keys (base64url); unset, a pair is made at the first start and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Contact of the VAPID claims: mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .default("mailto:no-reply@casino.local"),
  /** Chat links of the support page: "Telegram|https://t.me/yourbot,WhatsApp|https://wa.me/123"; unset, none are shown. */
  SUPPORT_CHAT_LINKS: z.string().default(""),
  /** Signs the one-click unsubscribe links of marketing e-mail. */
  UNSUBSCRIBE_SECRET: z.string().min(16).default("unsubscribe-dev-secret-change-me"),
  // Registrations, recoveries and code resends per client address per minute; logins and code checks 3×, captcha challenges 6×.
  ACCESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** A win of at least this many times its round's stake enters the big-wins feed. */
  BIG_WIN_MULTIPLIER: z.coerce.number().int().min(1).default(20),
  /**
   * How long a minute of the play-time tools lasts, in milliseconds: the reality check's intervals (15, 30, 60) and the
   * time played it shows, and the session-time limit. Only the journeys shorten it (e2e/support/global-setup.ts);
   * players never see it.
   */
  PLAY_MINUTE_MS: z.coerce.number().int().min(100).max(60_000).default(60_000),
  /** Minutes a winner has to comment on a big win. */
  BIG_WIN_COMMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  /** KYC files in an S3-compatible bucket (path-style): http://KEY:SECRET@host:9000/bucket; unset: DATA_DIR/kyc. */
  S3_URL: z.string().refine(accepts(parseS3Url), "must be http(s)://KEY:SECRET@host:port/bucket").optional(),
  /** Key of the short-lived signed links operators open KYC files through. */
  KYC_LINK_SECRET: z.string().min(16).default("kyc-link-dev-secret-change-me"),
  /** A withdrawal above this amount (minor units, per currency) needs a verified player. */
  KYC_WITHDRAWAL_THRESHOLDS: z
    .string()
    .refine(accepts(parseThresholds), "must be CURRENCY:minor,… e.g. EUR:20000,USD:20000")
    .default("EUR:20000,USD:20000,UAH:800000,INR:2000000"),
  /** Once lifetime deposits pass this amount (minor units, per currency), every withdrawal needs a verified player. */
  KYC_DEPOSIT_THRESHOLDS: z
    .string()
    .refine(accepts(parseThresholds), "must be CURRENCY:minor,… e.g. EUR:200000")
    .default("EUR:200000,USD:200000,UAH:8000000,INR:20000000"),
  /**
   * A bank withdrawal above this amount (minor units, per currency; a currency not listed: never) asks for a bank
   * statement showing the account is the player's (the payment form's INPUT_FILE field).
   */
  BANK_STATEMENT_THRESHOLDS: z
    .string()
    .refine(accepts(parseThresholds), "must be CURRENCY:minor,… e.g. EUR:30000")
    .default("EUR:30000,USD:30000,UAH:900000,INR:2500000"),
  /**
   * Four eyes: a withdrawal above this amount of its currency (minor units) needs a second operator's approval;
   * "EUR:20000,UAH:600000,…". A currency not listed always needs two.
   */
  WITHDRAWAL_FOUR_EYES: z.string().default("EUR:10000,USD:10000,UAH:300000,INR:850000"),
  /** The same for operator corrections: above it a correction waits for a second operator and moves no money until then. */
  CORRECTION_FOUR_EYES: z.string().default("EUR:10000,USD:10000,UAH:400000,INR:900000"),
  /** How often the ledger's reconciliation runs on its own (one api process runs it); 0 stops it. */
  LEDGER_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** The game studio's public origin: the back office links a round to its provably fair verifier there. */
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
});

/** A game provider besides our studio: where its operator API is and the secret both sides sign with. */
export interface GameProviderSetting {
  vendorId: string;
  name: string;
  url: string;
  secret: string;
}

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  publicUrl: string;
  /** Seamless-wallet secrets by provider: our studio's, then WALLET_PROVIDER_SECRETS. */
  providerSecrets: Record<string, string>;
  gameProviders: GameProviderSetting[];
  /** WITHDRAWAL_FOUR_EYES and CORRECTION_FOUR_EYES parsed: amount per currency above which two operators approve. */
  withdrawalFourEyes: FourEyesLimits;
  correctionFourEyes: FourEyesLimits;
  /** BANK_STATEMENT_THRESHOLDS parsed. */
  bankStatementThresholds: Record<string, bigint>;
  studioPublicUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means "no server database").
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = { ...parsed.data, ...overrides };
  const providerSecrets = parseProviderSecrets(c.STUDIO_SECRET, c.WALLET_PROVIDER_SECRETS);
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    providerSecrets,
    gameProviders: parseGameProviders(c.GAME_PROVIDERS, providerSecrets),
    withdrawalFourEyes: fourEyes("WITHDRAWAL_FOUR_EYES", c.WITHDRAWAL_FOUR_EYES),
    correctionFourEyes: fourEyes("CORRECTION_FOUR_EYES", c.CORRECTION_FOUR_EYES),
    bankStatementThresholds: parseThresholds(c.BANK_STATEMENT_THRESHOLDS),
    studioPublicUrl: (c.STUDIO_PUBLIC_URL ?? `http://localhost:${c.STUDIO_PORT}`).replace(/\/$/, ""),
  } as Config;
}

function fourEyes(name: string, list: string): FourEyesLimits {
  try {
    return parseFourEyes(list);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${name}: ${(err as Error).message}`);
  }
}

function parseProviderSecrets(studioSecret: string, list: string): Record<string, string> {
  const secrets: Record<string, string> = { "aurum-studio": studioSecret };
  for (const pair of list.split(",")) {
    const i = pair.indexOf(":");
    if (i > 0) secrets[pair.slice(0, i).trim()] = pair.slice(i + 1).trim();
  }
  return secrets;
}

function parseGameProviders(list: string, secrets: Record<string, string>): GameProviderSetting[] {
  const bad = (entry: string, why: string) => new ConfigError(`Invalid configuration:\n  GAME_PROVIDERS: "${entry}" ${why}`);
  return list
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)
    .map((entry) => {
      const [vendorId = "", name = "", url = ""] = entry.split("|").map((x) => x.trim());
      if (!/^[a-z0-9-]{2,40}$/.test(vendorId)) throw bad(entry, "needs a vendor id of lower-case letters, digits and dashes");
      if (vendorId === "aurum-studio") throw bad(entry, "names our own studio, which STUDIO_URL configures");
      if (!name) throw bad(entry, 'needs a name: "vendorId|Name|http://provider"');
      if (!z.url().safeParse(url).success) throw bad(entry, "needs the provider's URL");
      const secret = secrets[vendorId];
      if (!secret || secret.length < 16)
        throw bad(entry, `needs a secret of at least 16 characters in WALLET_PROVIDER_SECRETS ("${vendorId}:…")`);
      return { vendorId, name, url, secret };
    });
}
