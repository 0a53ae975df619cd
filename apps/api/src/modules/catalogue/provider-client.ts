import { requestIdHeader } from "@casino/metrics";
import { signedHeaders } from "@casino/signing";
import { z } from "zod";
import { providerRefused, providerUnavailable } from "./errors.js";

/**
 * A game provider the casino syncs games from and opens sessions at, over the
 * signed operator API of docs/integration/studio-operator-api.md.
 */
export interface GameProviderConfig {
  vendorId: string;
  name: string;
  url: string;
  secret: string;
}

const theme = z.object({
  primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  secondary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  symbol: z.string().max(16),
  title: z.string().max(80),
});
export type GameTheme = z.infer<typeof theme>;

export const providerGame = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/),
  name: z.string().min(1).max(120),
  family: z.string().min(1).max(40),
  tags: z.array(z.string().min(1).max(40)).max(30).default([]),
  rtp: z.number().min(0).max(2).optional(),
  volatility: z.string().max(20).optional(),
  theme,
  hasDemo: z.boolean().default(true),
  enabled: z.boolean().default(true),
});
export type ProviderGame = z.infer<typeof providerGame>;

const gameList = z.object({ games: z.array(z.unknown()) });
const sessionAnswer = z.object({ sessionId: z.string().min(1), url: z.string().min(1) });

export interface OpenSessionInput {
  gameId: string;
  mode: "real" | "fun";
  token?: string;
  playerId?: string;
  currency: string;
  language: string;
  lobbyUrl?: string;
  depositUrl?: string;
  platform: "desktop" | "mobile";
}

const TIMEOUT_MS = 5_000;

export function providerClient(p: GameProviderConfig) {
  async function call(path: string, body: unknown): Promise<unknown> {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(`${p.url.replace(/\/$/, "")}${path}`, {
        method: "POST",
        headers: { ...requestIdHeader(), ...signedHeaders("casino", p.secret, raw) },
        body: raw,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw providerUnavailable(p.vendorId, `${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 500) throw providerUnavailable(p.vendorId, `${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    if (res.status >= 400) throw providerRefused(p.vendorId, `${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text);
    } catch {
      throw providerRefused(p.vendorId, `${path}: answer is not JSON`);
    }
  }

  return {
    vendorId: p.vendorId,
    name: p.name,

    /** The provider's game list; entries that do not fit the contract are skipped and reported. */
    async listGames(): Promise<{ games: ProviderGame[]; skipped: string[] }> {
      const parsed = gameList.safeParse(await call("/operator/v1/games", {}));
      if (!parsed.success) throw providerRefused(p.vendorId, "game list does not fit the contract");
      const games: ProviderGame[] = [];
      const skipped: string[] = [];
      for (const g of parsed.data.games) {
        const one = providerGame.safeParse(g);
        if (one.success) games.push(one.data);
        else skipped.push(String((g as { id?: unknown })?.id ?? "?"));
      }
      return { games, skipped };
    },

    async openSession(input: OpenSessionInput) {
      const parsed = sessionAnswer.safeParse(await call("/operator/v1/sessions", input));
      if (!parsed.success) throw providerRefused(p.vendorId, "session answer does not fit the contract");
      return parsed.data;
    },

    async closeSession(sessionId: string) {
      await call(`/operator/v1/sessions/${encodeURIComponent(sessionId)}/close`, {});
    },
  };
}

export type ProviderClient = ReturnType<typeof providerClient>;
