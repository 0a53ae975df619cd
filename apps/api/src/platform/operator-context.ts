import { timingSafeEqual } from "node:crypto";
import { PERMISSIONS, type Permission } from "@casino/contracts/operators";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { operatorError } from "../modules/operators/errors.js";
import type { OperatorContext } from "../modules/operators/policies.js";
import { opsForbidden } from "../modules/wallet/errors.js";

/** Every back office call lives under this prefix and declares who may call it. */
export const OPERATOR_PREFIX = "/operator/v1/";
/** HttpOnly, SameSite=Strict, Secure in production; scoped to the operator calls. */
export const OPERATOR_COOKIE = "casino_operator";
const COOKIE_PATH = "/operator/v1";
const SESSION_MAX_AGE_S = 12 * 3600;

export type OperatorResolver = (cookie: string, ip: string | null) => Promise<(OperatorContext & { csrfToken: string }) | null>;

/** A route under /operator/v1/ and what it requires (the route × role matrix test walks these). */
export interface OperatorRouteInfo {
  method: string;
  url: string;
  /**
   * A permission, "operator" (any signed-in operator), "public" (the sign-in steps) or "command" (`npm run ops`
   * on this machine: x-ops-token from a loopback address, no session).
   */
  requires: Permission | "operator" | "public" | "command";
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in operator of a route that declares `permission` or `operator: true`. */
    operator: OperatorContext | null;
  }
  interface FastifyContextConfig {
    /** The permission an /operator/v1/ route requires (packages/contracts/src/operators.ts). */
    permission?: Permission;
    /** true: any signed-in operator; "public": no session (the sign-in steps only); "command": `npm run ops`. */
    operator?: true | "public" | "command";
  }
  interface FastifyInstance {
    operatorRoutes: OperatorRouteInfo[];
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operator frame: every route under /operator/v1/ must declare
 * `config.permission` (or `operator: true` / `"public"` / `"command"`), or the api does not
 * start. For those routes the session cookie is checked (idle timeout,
 * absolute lifetime, a disabled operator), writes must carry the session's
 * `x-csrf-token`, and the role must grant the permission: 401
 * OPERATOR_SESSION_REQUIRED, 403 OPERATOR_CSRF_INVALID, 403 OPERATOR_FORBIDDEN.
 * Runs at onRequest, before the body is validated, so a refused caller learns nothing of the route.
 */
export const operatorContext = fp(
  async (app: FastifyInstance, opts: { resolve: OperatorResolver; commandToken?: string }) => {
    if (!app.hasDecorator("parseCookie")) await app.register(cookie);
    app.decorateRequest("operator", null);
    const routes: OperatorRouteInfo[] = [];
    app.decorate("operatorRoutes", routes);

    app.addHook("onRoute", (r) => {
      if (!r.url.startsWith(OPERATOR_PREFIX)) return;
      const c = (r.config ?? {}) as { permission?: string; operator?: unknown };
      const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== "HEAD");
      let requires: OperatorRouteInfo["requires"];
      if (c.permission) {
        if (!(PERMISSIONS as readonly string[]).includes(c.permission)) {
          throw new Error(`Operator route ${methods.join(",")} ${r.url} names an unknown permission "${c.permission}"`);
        }
        requires = c.permission as Permission;
      } else if (c.operator === true) requires = "operator";
      else if (c.operator === "public") requires = "public";
      else if (c.operator === "command") requires = "command";
      else {
        throw new Error(
          `Operator route ${methods.join(",")} ${r.url} declares no permission: add config.permission (or operator: true)`,
        );
      }
      for (const method of methods) routes.push({ method, url: r.url, requires });
    });

    app.addHook("onRequest", async (req) => {
      const c = req.routeOptions.config;
      if (c?.operator === "command") {
        // The socket's address, whatever a proxy header says: a command comes from this machine.
        const given = req.headers["x-ops-token"];
        const local = LOOPBACK.has(req.socket.remoteAddress ?? "");
        if (!local || typeof given !== "string" || !opts.commandToken || !sameToken(given, opts.commandToken))
          throw opsForbidden();
        return;
      }
      if (!c?.permission && c?.operator !== true) return;
      const value = req.cookies?.[OPERATOR_COOKIE];
      const op = value ? await opts.resolve(value, req.ip ?? null) : null;
      if (!op) throw operatorError("OPERATOR_SESSION_REQUIRED");
      if (WRITES.has(req.method)) {
        const given = req.headers["x-csrf-token"];
        if (typeof given !== "string" || !sameToken(given, op.csrfToken)) throw operatorError("OPERATOR_CSRF_INVALID");
      }
      if (c.permission && !op.permissions.includes(c.permission)) {
        throw operatorError("OPERATOR_FORBIDDEN", { permission: c.permission });
      }
      const { csrfToken: _csrf, ...operator } = op;
      req.operator = operator;
    });
  },
  { name: "operator-context" },
);

/** The session cookie after a sign-in. */
export function setOperatorCookie(reply: FastifyReply, value: string, production: boolean) {
  reply.setCookie(OPERATOR_COOKIE, value, {
    httpOnly: true,
    sameSite: "strict",
    secure: production,
    path: COOKIE_PATH,
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function clearOperatorCookie(reply: FastifyReply, production: boolean) {
  reply.clearCookie(OPERATOR_COOKIE, { httpOnly: true, sameSite: "strict", secure: production, path: COOKIE_PATH });
}

/** The operator of a route that declared a permission (set by the hook; never null there). */
export function operatorOf(req: FastifyRequest): OperatorContext {
  if (!req.operator) throw operatorError("OPERATOR_SESSION_REQUIRED");
  return req.operator;
}
