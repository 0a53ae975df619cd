import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { studioGame } from "../games/catalogue.js";
import type { SessionRepository } from "../sessions/repository.js";
import { clientBundles } from "./assets.js";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(opts: { title: string; lang: string; entry: string; boot: Record<string, unknown>; bg: string }) {
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover, user-scalable=no">
<meta name="theme-color" content="${escapeHtml(opts.bg)}">
<title>${escapeHtml(opts.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/${opts.entry}.css">
</head>
<body>
<div id="app" aria-live="polite"></div>
<script id="boot" type="application/json">${JSON.stringify(opts.boot).replace(/</g, "\\u003c")}</script>
<script type="module" src="/assets/${opts.entry}.js"></script>
</body>
</html>`;
}

/** Pages: the game client for the casino's iframe and the public verifier. */
export async function pageRoutes(app: FastifyInstance, deps: { sessions: SessionRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bundles = clientBundles();

  r.get("/play/:sessionId", { schema: { params: z.object({ sessionId: z.string().max(100) }) } }, async (req, reply) => {
    const s = await deps.sessions.find(req.params.sessionId).catch(() => undefined);
    const game = s ? studioGame(s.game_id) : undefined;
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .status(s ? 200 : 404)
      .send(
        page({
          title: game?.name ?? "Game",
          lang: s?.language ?? "en",
          entry: "play",
          bg: "#0b0b14",
          boot: {
            sessionId: s?.id ?? null,
            gameId: s?.game_id ?? null,
            family: game?.family ?? null,
            language: s?.language ?? "en",
          },
        }),
      );
  });

  r.get(
    "/verify",
    { schema: { querystring: z.object({ round: z.string().max(100).optional(), lang: z.string().max(10).optional() }) } },
    async (req, reply) =>
      reply.type("text/html; charset=utf-8").send(
        page({
          title: "Provably fair verifier",
          lang: req.query.lang ?? "en",
          entry: "verify",
          bg: "#0b0b14",
          boot: { roundId: req.query.round ?? null, language: req.query.lang ?? "en" },
        }),
      ),
  );

  r.get("/favicon.svg", async (_req, reply) =>
    reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0a7d3b" stroke="#e8c35a" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#e8c35a"/></svg>',
      ),
  );

  for (const entry of ["play", "verify"] as const) {
    r.get(`/assets/${entry}.js`, async (_req, reply) =>
      reply
        .type("text/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send((await bundles.get(entry)).js),
    );
    r.get(`/assets/${entry}.css`, async (_req, reply) =>
      reply
        .type("text/css; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send((await bundles.get(entry)).css),
    );
  }
}
