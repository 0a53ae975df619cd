import { resolve } from "node:path";
import { z } from "zod";

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
  // Operator routes (/ops/v1/*, used by `npm run ops` against a running casino): header x-ops-token.
  OPS_TOKEN: z.string().min(16).default("ops-dev-token-change-me"),
  // More game providers of the seamless wallet: "providerA:secretA,providerB:secretB" (aurum-studio uses STUDIO_SECRET).
  WALLET_PROVIDER_SECRETS: z.string().default(""),
  APP_VERSION: z.string().min(1).max(50).default("1.0.0"),
  // Registrations, recoveries and code resends per client address per minute; logins and code checks 3×, captcha challenges 6×.
  ACCESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** A win of at least this many times its round's stake enters the big-wins feed. */
  BIG_WIN_MULTIPLIER: z.coerce.number().int().min(1).default(20),
  /** Minutes a winner has to comment on a big win. */
  BIG_WIN_COMMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
});

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means "no server database").
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = { ...parsed.data, ...overrides };
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  } as Config;
}
