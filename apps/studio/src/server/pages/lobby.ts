import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CURRENCY_CODES } from "../currencies.js";
import { gameInfo, hasDemo, studioGames } from "../games/catalogue.js";
import { LANGUAGES, type SessionService } from "../sessions/service.js";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The studio's public demo lobby: every game with a demo, playable with fun
 * money without a casino (`GET /demo/{gameId}` opens a fun session and
 * redirects to its game page). Real money only ever comes through an operator.
 */
export async function lobbyRoutes(app: FastifyInstance, deps: { sessions: SessionService; publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/", async (_req, reply) => {
    const cards = studioGames()
      .map(gameInfo)
      .map(
        (g) => `<li style="--p:${g.theme.primary};--s:${g.theme.secondary};--a:${g.theme.accent}">
  <div class="art" aria-hidden="true">${escapeHtml(
    g.name
      .split(/\s+/)
      .map((w) => w[0])
      .join("")
      .slice(0, 2),
  )}</div>
  <h2>${escapeHtml(g.name)}</h2>
  <p>${escapeHtml(g.family)} · RTP ${(g.rtp * 100).toFixed(2)}% · ${escapeHtml(g.volatility)}</p>
  ${g.hasDemo ? `<a href="/demo/${encodeURIComponent(g.id)}">Play demo</a>` : "<span>Live · real money at a casino</span>"}
</li>`,
      )
      .join("\n");
    return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aurum Studio · games</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,"DejaVu Sans",sans-serif;background:#0b0b14;color:#f5f5f7}
header{padding:1.2rem 1.5rem;border-bottom:1px solid #ffffff22}h1{margin:0;font-size:1.4rem}header p{margin:.3rem 0 0;color:#b9b9c6}
ul{list-style:none;margin:0;padding:1.5rem;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1rem}
li{border-radius:16px;padding:1rem;background:linear-gradient(160deg,var(--p),var(--s));box-shadow:0 6px 24px #0008}
.art{width:3.2rem;height:3.2rem;border-radius:50%;display:grid;place-items:center;font-weight:900;font-size:1.2rem;color:#111;background:var(--a);box-shadow:0 0 0 4px #ffffff30}h2{margin:.4rem 0;font-size:1.1rem}li p{margin:0 0 .8rem;color:#ffffffc0;font-size:.85rem}
a{display:inline-block;padding:.5rem 1rem;border-radius:999px;background:var(--a);color:#111;font-weight:700;text-decoration:none}
li span{font-size:.85rem;color:#ffffffc0}footer{padding:0 1.5rem 1.5rem;color:#b9b9c6;font-size:.85rem}footer a{background:none;color:#e8c35a;padding:0}
</style></head><body>
<header><h1>Aurum Studio</h1><p>Provably fair games. Demo play uses fun money; real money is played through a casino.</p></header>
<ul>${cards}</ul>
<footer><a href="/verify">Provably fair verifier</a></footer>
</body></html>`);
  });

  r.get(
    "/demo/:gameId",
    {
      schema: {
        params: z.object({ gameId: z.string().max(100) }),
        querystring: z.object({
          lang: z.string().max(10).optional(),
          currency: z.enum(CURRENCY_CODES).optional(),
          platform: z.enum(["desktop", "mobile"]).optional(),
        }),
      },
    },
    async (req, reply) => {
      const game = studioGames().find((g) => g.id === req.params.gameId);
      if (!game || !hasDemo(game)) return reply.status(404).send({ code: "GAME_NOT_FOUND", message: "No demo of this game." });
      const lang = (LANGUAGES as readonly string[]).includes(req.query.lang ?? "") ? req.query.lang! : "en";
      const { url } = await deps.sessions.create({
        gameId: game.id,
        mode: "fun",
        currency: req.query.currency ?? "EUR",
        language: lang,
        lobbyUrl: `${deps.publicUrl}/`,
        platform: req.query.platform ?? "desktop",
      });
      const path = url.slice(url.indexOf("/play/"));
      return reply.header("cache-control", "no-store").redirect(path, 303);
    },
  );
}
