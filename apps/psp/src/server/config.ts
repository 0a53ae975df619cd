/** Settings of the sandbox PSP, from the environment. */
export interface PspConfig {
  port: number;
  logLevel: string;
  /** Shared secret of signed calls with the casino (both ways). */
  secret: string;
  /** Origin players' browsers reach the PSP's pages at. */
  publicUrl: string;
  /** Where the PSP delivers webhooks: `${casinoUrl}/payments/v1/webhooks/sandbox`. */
  casinoUrl: string;
  /** First webhook retry delay; doubles each attempt, capped at 10 minutes. */
  webhookRetryMs: number;
  /** How often the background worker looks for due webhooks, confirmations and payouts. */
  tickMs: number;
  /** Time between two simulated crypto confirmations. */
  cryptoConfirmMs: number;
  /** Confirmations a crypto deposit needs. */
  cryptoConfirmations: number;
  /** Time a payout stays pending before the sandbox bank pays it. */
  payoutDelayMs: number;
  /** Lifetime of a quote. */
  quoteTtlMs: number;
}

export class PspConfigError extends Error {}

const int = (env: NodeJS.ProcessEnv, name: string, dflt: number, min = 0, max = Number.MAX_SAFE_INTEGER) => {
  const raw = env[name];
  if (raw === undefined || raw === "") return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new PspConfigError(`  ${name}: must be an integer ${min}–${max}, got "${raw}"`);
  return n;
};

export function loadPspConfig(env: NodeJS.ProcessEnv = process.env, over: Partial<PspConfig> = {}): PspConfig {
  const port = int(env, "PSP_PORT", 3200, 0, 65535);
  const secret = env.PSP_SECRET ?? "psp-dev-secret-change-me";
  if (secret.length < 16) throw new PspConfigError("  PSP_SECRET: must be at least 16 characters");
  const apiPort = int(env, "PORT", 3000, 0, 65535);
  return {
    port,
    logLevel: env.LOG_LEVEL ?? "info",
    secret,
    publicUrl: (env.PSP_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    casinoUrl: (env.CASINO_URL ?? `http://127.0.0.1:${apiPort}`).replace(/\/$/, ""),
    webhookRetryMs: int(env, "PSP_WEBHOOK_RETRY_MS", 1000, 1),
    tickMs: int(env, "PSP_TICK_MS", 500, 10),
    cryptoConfirmMs: int(env, "PSP_CRYPTO_CONFIRM_MS", 5000, 0),
    cryptoConfirmations: int(env, "PSP_CRYPTO_CONFIRMATIONS", 3, 1, 100),
    payoutDelayMs: int(env, "PSP_PAYOUT_DELAY_MS", 3000, 0),
    quoteTtlMs: int(env, "PSP_QUOTE_TTL_MS", 10 * 60_000, 1000),
    ...over,
  };
}
