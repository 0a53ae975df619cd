import { type Permission, ROLES, roleCan } from "@casino/contracts/operators";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { testApp } from "../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../test/operators.js";
import { operatorContext } from "./operator-context.js";

/**
 * Every route under /operator/v1/ (each module's, collected by the frame's
 * onRoute hook) × every role: 401 without a session, 403 OPERATOR_FORBIDDEN
 * exactly when the role lacks the route's permission.
 */
const app = await testApp();
const operators = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await enrolledOperator(app, r)] as const)));
const routes = app.operatorRoutes.filter((r) => r.requires !== "public" && r.requires !== "command");
/** `npm run ops`'s commands: no session, the machine's token from this machine. */
const commands = app.operatorRoutes.filter((r) => r.requires === "command");
const filled = (url: string) =>
  url
    .replace(/:id\b/g, "00000000-0000-4000-8000-000000000000")
    .replace(/:[A-Za-z_]+/g, "x")
    .replace(/\*/g, "x");

describe("operator route × role matrix", () => {
  it("finds the frame's own routes among them", () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "GET /operator/v1/operators",
        "POST /operator/v1/operators/:id/role",
        "POST /operator/v1/operators/:id/password",
        "POST /operator/v1/session/password",
        "GET /operator/v1/audit",
      ]),
    );
  });

  it("declares who may change a password: any signed-in operator their own, admins another's", () => {
    const requires = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.requires;
    expect(requires("POST", "/operator/v1/session/password")).toBe("operator");
    expect(requires("POST", "/operator/v1/operators/:id/password")).toBe("operators.manage");
  });

  it("includes player protection: compliance writes, support reads and starts a player's exclusion", () => {
    const requires = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.requires;
    expect(requires("GET", "/operator/v1/players/:id/protection")).toBe("protection.read");
    expect(requires("GET", "/operator/v1/players/:id/protection/history")).toBe("protection.read");
    expect(requires("PUT", "/operator/v1/players/:id/protection/limits")).toBe("protection.write");
    expect(requires("POST", "/operator/v1/players/:id/protection/exclusion")).toBe("protection.exclude");
    expect(requires("GET", "/operator/v1/protection/global-limits")).toBe("protection.read");
    expect(requires("PUT", "/operator/v1/protection/global-limits")).toBe("protection.write");
    expect(requires("GET", "/operator/v1/protection/exclusions")).toBe("protection.read");
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))("%s", async (_name, route) => {
    const url = filled(route.url);
    const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    const write = method !== "GET";
    const anonymous = await app.inject({ method, url, ...(write ? { payload: {} } : {}) });
    expect(anonymous.statusCode, `${method} ${url} without a session`).toBe(401);
    expect(anonymous.json().code).toBe("OPERATOR_SESSION_REQUIRED");
    for (const role of ROLES) {
      const session = await sessionOf(app, operators[role]!.id);
      if (write) {
        const noCsrf = await app.inject({ method, url, headers: { cookie: session.headers.cookie }, payload: {} });
        expect(noCsrf.statusCode, `${role} → ${method} ${url} without x-csrf-token`).toBe(403);
      }
      const res = await app.inject({ method, url, headers: session.headers, ...(write ? { payload: {} } : {}) });
      const allowed = route.requires === "operator" || roleCan(role, route.requires as Permission);
      const refused = res.statusCode === 403 && res.json().code === "OPERATOR_FORBIDDEN";
      expect(refused, `${role} → ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(!allowed);
      expect(res.statusCode, `${role} → ${method} ${url}`).not.toBe(401);
    }
  });
});

describe("the command line's routes under the same prefix", () => {
  it("are the four `npm run ops` needs against a running casino", () => {
    expect(commands.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      "GET /operator/v1/command/audit/verify",
      "POST /operator/v1/command/corrections",
      "POST /operator/v1/command/operators",
      "POST /operator/v1/command/reconcile",
    ]);
  });

  it.each(commands.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s: the token from this machine only; an operator's session or a forged proxy header is no way in",
    async (_name, route) => {
      const method = route.method as "GET" | "POST";
      const payload = method === "POST" ? { payload: {} } : {};
      const token = { "x-ops-token": app.services.config.OPS_TOKEN };
      const admin = await sessionOf(app, operators.admin!.id);
      for (const attempt of [
        { headers: admin.headers, remoteAddress: "127.0.0.1" },
        { headers: { ...token, "x-forwarded-for": "127.0.0.1" }, remoteAddress: "203.0.113.7" },
        { headers: { "x-ops-token": "wrong-token" }, remoteAddress: "127.0.0.1" },
      ]) {
        const res = await app.inject({ method, url: route.url, ...attempt, ...payload });
        expect(res.statusCode, JSON.stringify(attempt.headers)).toBe(403);
        expect(res.json().code).toBe("OPS_FORBIDDEN");
      }
      const ok = await app.inject({ method, url: route.url, headers: token, remoteAddress: "127.0.0.1", ...payload });
      expect(ok.statusCode).not.toBe(403);
    },
  );
});

describe("the frame refuses to start", () => {
  it("with an operator route that declares no permission", async () => {
    const f = Fastify();
    await f.register(operatorContext, { resolve: async () => null });
    await expect(
      f.register(async (m) => {
        m.get("/operator/v1/forgotten", async () => ({}));
      }),
    ).rejects.toThrow(/declares no permission/);
    await f.close().catch(() => {});
  });

  it("with an unknown permission", async () => {
    const f = Fastify();
    await f.register(operatorContext, { resolve: async () => null });
    await expect(
      f.register(async (m) => {
        m.get("/operator/v1/typo", { config: { permission: "player.read" as never } }, async () => ({}));
      }),
    ).rejects.toThrow(/unknown permission/);
    await f.close().catch(() => {});
  });
});
