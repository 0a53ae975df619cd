import { requestIdHeader } from "@casino/metrics";
import { signedHeaders } from "@casino/signing";
import { z } from "zod";
import { providerRefused, providerUnavailable, sessionRefused, unknownLaunchResponse } from "./errors.js";

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
  /** The player's country (ISO 3166 alpha-3) when known: a provider may restrict games by country. */
  country?: string;
  currency: string;
  language: string;
  lobbyUrl?: string;
  depositUrl?: string;
  platform: "desktop" | "mobile";
}

/** A free-spin award as the casino sends it (`POST /operator/v1/free-spins`); bet in minor units. */
export interface FreeSpinAward {
  awardId: string;
  playerId: string;
  gameIds: string[];
  count: number;
  bet: number;
  currency: string;
  expiresAt: string;
}

/** The provider's answer to an award: taken (or already taken: same award id), refused, or no answer. */
export type AwardAnswer = { status: "AWARDED" } | { status: "REFUSED" | "UNAVAILABLE"; code: string | null; detail: string };

const FINAL_REFUSALS = new Set([400, 404, 409, 412, 422]);
const awardAnswer = z.object({ awardId: z.string(), status: z.enum(["AWARDED"]) });
const cancelAnswer = z.object({ awardId: z.string(), status: z.enum(["CANCELLED"]) });
/** The provider never had the award (404 AWARD_NOT_FOUND): nothing to cancel there. */
class AwardUnknown extends Error {}

const TIMEOUT_MS = 5_000;
/** A 2xx answer whose body is not JSON. */
const NOT_JSON = Symbol("not JSON");

export function providerClient(p: GameProviderConfig) {
  /** A 4xx/5xx answer with its `code` when the body has one. */
  type Refusal = (status: number, code: string | undefined, detail: string) => Error;
  const defaultRefusal: Refusal = (status, _code, detail) =>
    status >= 500 ? providerUnavailable(p.vendorId, detail) : providerRefused(p.vendorId, detail);

  async function call(path: string, body: unknown, refused: Refusal = defaultRefusal): Promise<unknown> {
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
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw providerUnavailable(p.vendorId, `${path}: ${(err as Error).message}`);
    }
    if (res.status >= 400) {
      let code: string | undefined;
      try {
        const c = (JSON.parse(text) as { code?: unknown })?.code;
        if (typeof c === "string") code = c;
      } catch {
        // No JSON body: the status alone decides.
      }
      throw refused(res.status, code, `${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    try {
      return JSON.parse(text);
    } catch {
      return NOT_JSON;
    }
  }

  return {
    vendorId: p.vendorId,
    name: p.name,

    /** The provider's game list; entries that do not fit the contract are skipped and reported. */
    async listGames(): Promise<{ games: ProviderGame[]; skipped: string[] }> {
      const answer = await call("/operator/v1/games", {});
      if (answer === NOT_JSON) throw providerRefused(p.vendorId, "/operator/v1/games: answer is not JSON");
      const parsed = gameList.safeParse(answer);
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

    /** Games spec §8 codes for every refusal (catalogue/errors.ts `sessionRefused`). */
    async openSession(input: OpenSessionInput) {
      const answer = await call("/operator/v1/sessions", input, (status, code, detail) =>
        sessionRefused(p.vendorId, status, code, detail),
      );
      const parsed = sessionAnswer.safeParse(answer);
      if (!parsed.success || !/^https?:\/\//.test(parsed.data.url))
        throw unknownLaunchResponse(p.vendorId, "/operator/v1/sessions: the answer is not a session with a URL");
      return parsed.data;
    },

    /**
     * Awards free spins (idempotent by award id). A refusal of the award
     * itself (400, 404, 409, 412, 422: a game, bet or currency the provider
     * will not take) is final; anything else (a 5xx, 401 from a secret being
     * rotated, a timeout, no connection) is "try later".
     */
    async awardFreeSpins(award: FreeSpinAward): Promise<AwardAnswer> {
      let refusal: AwardAnswer | undefined;
      try {
        const answer = await call("/operator/v1/free-spins", award, (status, code, detail) => {
          refusal = { status: FINAL_REFUSALS.has(status) ? "REFUSED" : "UNAVAILABLE", code: code ?? null, detail };
          return new Error(detail);
        });
        const parsed = awardAnswer.safeParse(answer);
        if (!parsed.success || parsed.data.awardId !== award.awardId)
          return { status: "UNAVAILABLE", code: null, detail: "/operator/v1/free-spins: the answer is not this award's" };
        return { status: "AWARDED" };
      } catch (err) {
        return refusal ?? { status: "UNAVAILABLE", code: null, detail: (err as Error).message };
      }
    },

    /**
     * The award's bonus ended at the casino: its spins left are not to be played. True when the provider
     * has it cancelled (or never had it: 404); false when it could not be told (it closes the award at the
     * first spin whose win the casino refuses).
     */
    async cancelFreeSpins(awardId: string): Promise<boolean> {
      try {
        const answer = await call(`/operator/v1/free-spins/${encodeURIComponent(awardId)}/cancel`, {}, (status, code, detail) =>
          status === 404 && code === "AWARD_NOT_FOUND" ? new AwardUnknown() : new Error(detail),
        );
        return cancelAnswer.safeParse(answer).success;
      } catch (err) {
        return err instanceof AwardUnknown;
      }
    },

    async closeSession(sessionId: string) {
      await call(`/operator/v1/sessions/${encodeURIComponent(sessionId)}/close`, {});
    },
  };
}

export type ProviderClient = ReturnType<typeof providerClient>;
