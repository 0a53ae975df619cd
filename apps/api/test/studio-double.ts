import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verify } from "@casino/signing";
import { afterAll } from "vitest";

/**
 * A small real HTTP game provider answering docs/integration/studio-operator-api.md,
 * for api tests while they do not need the whole studio: signed requests only,
 * a game list the test edits, sessions recorded.
 */
export interface DoubleGame {
  id: string;
  name: string;
  family: string;
  tags: string[];
  rtp: number;
  volatility: "low" | "medium" | "high";
  theme: { primary: string; secondary: string; accent: string; symbol: string; title: string };
  minBet: Record<string, number>;
  maxBet: Record<string, number>;
  hasDemo: boolean;
  enabled: boolean;
  /** Countries (the casino's alpha-3 codes) where the provider may not offer the game: sessions refused COUNTRY_RESTRICTED. */
  restrictedCountries?: string[];
  /** False: the provider lists the game but does not license it to this casino (GAME_NOT_LICENSED). */
  licensed?: boolean;
  /** True: the game is under maintenance at the provider (503 GAME_MAINTENANCE). */
  maintenance?: boolean;
}

export function doubleGame(id: string, over: Partial<DoubleGame> = {}): DoubleGame {
  const name = over.name ?? id.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    id,
    name,
    family: "slot",
    tags: ["slot"],
    rtp: 0.96,
    volatility: "medium",
    theme: { primary: "#7b1fa2", secondary: "#1a0633", accent: "#ffd54f", symbol: "🍒", title: name },
    minBet: { EUR: 10 },
    maxBet: { EUR: 10_000 },
    hasDemo: true,
    enabled: true,
    ...over,
  };
}

export interface StudioDouble {
  url: string;
  games: DoubleGame[];
  sessions: { sessionId: string; body: Record<string, unknown> }[];
  closed: string[];
  /** When set, every call answers this HTTP status. */
  failWith: number | null;
  /** Game lists served (the casino's syncs that reached the provider). */
  listed: number;
  /** When set, a new session is answered with this HTTP status and body instead (a provider off the contract). */
  sessionAnswer: { status: number; body: string } | null;
}

/** A running double; closed after the test file, or by `close()` outside vitest (the journeys' global setup). */
export async function studioDouble(
  secret: string,
  games: DoubleGame[] = [],
  opts: { closeAfterAll?: boolean } = {},
): Promise<StudioDouble & { close(): Promise<void> }> {
  const state: StudioDouble = {
    url: "",
    games,
    sessions: [],
    closed: [],
    failWith: null,
    listed: 0,
    sessionAnswer: null,
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.on("data", (c) => {
        raw += c;
      });
      req.on("end", () => resolve(raw));
    });
  const server: Server = createServer(async (req, res) => {
    const raw = await read(req);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (state.failWith) return send(state.failWith, { code: "DOWN" });
    // The game page a player's browser opens (unsigned): here the session's launch details as JSON, so a test can
    // play the provider's part against the casino's seamless wallet.
    const play = req.method === "GET" ? req.url?.match(/^\/play\/[^/?]+\?session=([^&]+)$/) : null;
    if (play) {
      const s = state.sessions.find((x) => x.sessionId === decodeURIComponent(play[1]!));
      return s ? send(200, { sessionId: s.sessionId, ...s.body }) : send(404, { code: "SESSION_NOT_FOUND" });
    }
    if (!verify(secret, req.headers, raw).ok || req.headers["x-caller"] !== "casino")
      return send(401, { code: "INVALID_SIGNATURE" });
    const body = JSON.parse(raw || "{}");
    if (req.url === "/operator/v1/games") {
      state.listed += 1;
      return send(200, { games: state.games });
    }
    if (req.url === "/operator/v1/sessions") {
      if (state.sessionAnswer) {
        res.writeHead(state.sessionAnswer.status, { "content-type": "text/html" });
        return res.end(state.sessionAnswer.body);
      }
      const game = state.games.find((g) => g.id === body.gameId);
      if (!game) return send(404, { code: "GAME_NOT_FOUND" });
      if (!game.enabled) return send(412, { code: "GAME_DISABLED" });
      if (game.licensed === false) return send(403, { code: "GAME_NOT_LICENSED" });
      if (game.maintenance) return send(503, { code: "GAME_MAINTENANCE" });
      if (body.country && game.restrictedCountries?.includes(body.country)) return send(451, { code: "COUNTRY_RESTRICTED" });
      if (body.mode === "fun" && !game.hasDemo) return send(400, { code: "NO_DEMO" });
      if (body.mode === "real" && !body.token) return send(400, { code: "TOKEN_REQUIRED" });
      const sessionId = `s-${state.sessions.length + 1}`;
      state.sessions.push({ sessionId, body });
      return send(200, { sessionId, url: `${state.url}/play/${game.id}?session=${sessionId}` });
    }
    const close = req.url?.match(/^\/operator\/v1\/sessions\/([^/]+)\/close$/);
    if (close) {
      state.closed.push(decodeURIComponent(close[1]!));
      return send(200, { ok: true });
    }
    send(404, { code: "NOT_FOUND" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  if (opts.closeAfterAll !== false) afterAll(close);
  return Object.assign(state, { close });
}
