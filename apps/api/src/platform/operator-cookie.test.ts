import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { clearOperatorCookie, setOperatorCookie } from "./operator-context.js";

/** Issue 10 §1: the session cookie is HttpOnly and SameSite=Strict, and Secure in production. */
async function cookieOf(production: boolean, clear = false) {
  const f = Fastify();
  await f.register(cookie);
  f.get("/", async (_req, reply) => {
    if (clear) clearOperatorCookie(reply, production);
    else setOperatorCookie(reply, "value", production);
    return {};
  });
  const res = await f.inject({ method: "GET", url: "/" });
  await f.close();
  return String(res.headers["set-cookie"]);
}

describe("operator session cookie", () => {
  it("is Secure in production, and HttpOnly with SameSite=Strict in both", async () => {
    const prod = await cookieOf(true);
    expect(prod).toMatch(/; Secure/);
    expect(prod).toMatch(/HttpOnly/);
    expect(prod).toMatch(/SameSite=Strict/);
    const dev = await cookieOf(false);
    expect(dev).not.toMatch(/Secure/);
    expect(dev).toMatch(/HttpOnly/);
    expect(dev).toMatch(/SameSite=Strict/);
  });

  it("is cleared with the same attributes, so the browser drops the Secure one", async () => {
    const cleared = await cookieOf(true, true);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/HttpOnly/);
    expect(cleared).toMatch(/SameSite=Strict/);
  });
});
