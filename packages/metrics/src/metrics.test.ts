import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { currentRequestId, incomingRequestId, installMetrics, requestIdHeader } from "./index.js";

describe("request ids carried across parts", () => {
  it("a handler's outgoing calls carry the id of the request it serves, also after awaits", async () => {
    const app = Fastify({ genReqId: (req) => incomingRequestId(req.headers["x-request-id"]) ?? "fresh-id" });
    installMetrics(app, { service: "test", ready: async () => true });
    app.get("/call-on", async () => {
      await new Promise((r) => setTimeout(r, 5));
      return { headers: requestIdHeader(), id: currentRequestId() };
    });
    await app.ready();
    const carried = await app.inject({ method: "GET", url: "/call-on", headers: { "x-request-id": "lb-7f3a" } });
    expect(carried.json()).toEqual({ headers: { "x-request-id": "lb-7f3a" }, id: "lb-7f3a" });
    const hostile = await app.inject({ method: "GET", url: "/call-on", headers: { "x-request-id": "a b\nc" } });
    expect(hostile.json().id).toBe("fresh-id");
    expect(requestIdHeader()).toEqual({});
    await app.close();
  });

  it("serves /metrics labelled with the part, /health/live and /health/ready", async () => {
    let db = true;
    const app = Fastify();
    installMetrics(app, { service: "psp", ready: async () => db });
    await app.ready();
    expect((await app.inject({ method: "GET", url: "/metrics" })).body).toContain('service="psp"');
    expect((await app.inject({ method: "GET", url: "/health/ready" })).statusCode).toBe(200);
    db = false;
    expect((await app.inject({ method: "GET", url: "/health/ready" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);
    await app.close();
  });
});
