import { resolve } from "node:path";
import { z } from "zod";

/** Every setting of the studio, read from the environment and validated at boot. */
const schema = z.object({
  HOST: z.string().default("0.0.0.0"),
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  STUDIO_SECRET: z.string().min(16).default("studio-dev-secret-change-me"),
  STUDIO_PUBLIC_URL: z.url().optional(),
  STUDIO_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  CASINO_URL: z.url().default("http://127.0.0.1:3000"),
  /** The casino's origin as players' browsers see it: the only page allowed to frame the games. */
  CASINO_PUBLIC_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().default(".data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long a wallet call may take before it counts as unanswered. */
  STUDIO_WALLET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** An HLS stream of a real wheel for the live table; the rendered wheel stands in without it. */
  STUDIO_LIVE_STREAM_URL: z.url().optional(),
  /** How often the outbox looks for wins and rollbacks to retry. */
  STUDIO_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
});

export type StudioConfig = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {}

export function loadStudioConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<StudioConfig> = {}): StudioConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = { ...parsed.data, ...overrides };
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR, "studio"),
    publicUrl: (c.STUDIO_PUBLIC_URL ?? `http://localhost:${c.STUDIO_PORT}`).replace(/\/$/, ""),
  };
}
