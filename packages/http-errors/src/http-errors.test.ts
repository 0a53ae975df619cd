import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installErrorHandler, installJsonNotFound } from "./index.js";

class PartError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function part() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, {
    known: (err) =>
      err instanceof PartError ? { status: err.status, body: { code: err.code, message: err.message } } : undefined,
  });
  installJsonNotFound(app);
  app.get("/known", async () => {
    throw new PartError(412, "GAME_IS_NOT_AVAILABLE_AT_PROVIDER", "The game is switched off.");
  });
  app.post("/body", { schema: { body: z.object({ amount: z.number().int().min(1) }) } }, async () => ({ ok: true }));
  app.get("/limited", async () => {
    throw Object.assign(new Error("Rate limit exceeded"), { statusCode: 429 });
  });
  app.get("/nul", async () => {
    throw Object.assign(new Error("invalid byte sequence"), { code: "22021" });
  });
  app.get("/bug", async () => {
    throw new Error("secret internals at /srv/app.ts:12");
  });
  await app.ready();
  return app;
}

describe("one JSON error handler for every part", () => {
  it("answers each error with a status, a stable code and a readable message, never a stack", async () => {
    const app = await part();
    const call = async (method: "GET" | "POST", url: string, payload?: object) => {
      const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      return { status: res.statusCode, body: res.json() };
    };
    expect(await call("GET", "/known")).toEqual({
      status: 412,
      body: { code: "GAME_IS_NOT_AVAILABLE_AT_PROVIDER", message: "The game is switched off." },
    });
    const invalid = await call("POST", "/body", { amount: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ field: "amount" }] });
    expect(await call("GET", "/limited")).toMatchObject({ status: 503, body: { code: "RATE_LIMITED" } });
    expect(await call("GET", "/nul")).toMatchObject({ status: 400, body: { code: "BAD_REQUEST" } });
    const bug = await call("GET", "/bug");
    expect(bug).toEqual({ status: 500, body: { code: "INTERNAL_ERROR", message: "Something went wrong, try again later." } });
    expect(await call("GET", "/nowhere?x=1")).toEqual({
      status: 404,
      body: { code: "NOT_FOUND", message: "No route GET /nowhere" },
    });
    await app.close();
  });
});
