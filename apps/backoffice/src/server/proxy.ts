import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Headers of one hop only (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "upgrade",
  "host",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "forwarded",
  "x-real-ip",
]);

const strip = (h: IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase())));

/**
 * `/operator/v1/*` (and GET of the content images the editors upload) to the api, so the SPA calls its own origin (the session
 * cookie is SameSite=Strict and HttpOnly there). Bodies stream both ways;
 * cookies pass as they are. The back office is the operators' edge: the api
 * learns the operator's address from X-Forwarded-For, which this sets to the
 * socket's address (anything the browser sent under that name is dropped).
 */
export async function operatorProxy(app: FastifyInstance, opts: { apiUrl: string }) {
  const upstream = new URL(opts.apiUrl);
  const send = upstream.protocol === "https:" ? httpsRequest : httpRequest;
  await app.register(async (scope) => {
    // Leave every body unread: it streams to the api as it arrives.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));

    const forward = (req: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const res = reply.raw;
      const target = new URL(req.url, upstream);
      const headers = {
        ...strip(req.headers),
        host: upstream.host,
        "x-forwarded-for": req.socket.remoteAddress ?? "",
        "x-forwarded-proto": (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http",
        "x-forwarded-host": req.headers.host ?? "",
      };
      const up = send(target, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, strip(answer.headers));
        answer.pipe(res);
      });
      up.on("error", (err) => {
        req.log.warn({ err }, "the api did not answer the back office");
        if (!res.headersSent) {
          res.writeHead(502, { "content-type": "application/json; charset=utf-8" });
          res.end(
            JSON.stringify({ code: "API_UNAVAILABLE", message: "The casino platform is not answering; try again shortly." }),
          );
        } else res.destroy();
      });
      req.raw.pipe(up);
    };
    scope.all("/operator/v1/*", forward);
    // Images uploaded for posts and pages: the editor's preview shows them from this origin.
    scope.get("/data/v1/content/images/*", forward);
  });
}
