import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp, testClock } from "../../../test/harness.js";
import { SESSION_TTL_MS } from "./service.js";

const clock = testClock();
const app = await testApp({ clock });

async function startSession() {
  const playerId = await insertPlayer(app.db);
  return app.services.session.start(playerId, "fp-1");
}

describe("session", () => {
  it("validates a live token and refuses it after logout", async () => {
    const { token, sessionId } = await startSession();
    const ok = await app.inject({ method: "POST", url: `/session/v1/validate/${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id).toBe(sessionId);

    const out = await app.inject({ method: "POST", url: "/session/v1/logout", headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);

    const after = await app.inject({ method: "GET", url: `/updates/v1/${token}` });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("SESSION_EXPIRED");
  });

  it("answers 404 for a token that never existed and 401 once a session expires", async () => {
    const unknown = await app.inject({ method: "GET", url: "/updates/v1/nope" });
    expect(unknown.statusCode).toBe(404);

    const { token } = await startSession();
    clock.advance(SESSION_TTL_MS + 1);
    const expired = await app.inject({ method: "GET", url: `/updates/v1/${token}` });
    expect(expired.statusCode).toBe(401);
  });

  it("stores only a hash of the token", async () => {
    const { token } = await startSession();
    const rows = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions WHERE encode(token_hash, 'escape') LIKE $1",
      [`%${token}%`],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("refuses logout without a bearer token", async () => {
    const res = await app.inject({ method: "POST", url: "/session/v1/logout" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
