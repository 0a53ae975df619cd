import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { activePlayer, nextIp } from "../accounts/testing.js";
import { MAX_ACCOUNT_FAILURES_PER_15_MIN, MAX_ADDRESS_FAILURES_PER_15_MIN } from "./login.js";

// The attack a black-box probe found: with every X-Forwarded-For believed, a forged address escaped the
// login throttle and kept guessing. Addresses now come from TRUST_PROXY's peers only.
const clock = testClock();
const direct = await testApp({ clock });
const behindProxy = await testApp({ clock, config: { TRUST_PROXY: "127.0.0.1" } });

let forged = 0;
const forgedAddress = () => `192.0.2.${++forged % 250}`;
const login = (
  app: typeof direct,
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: "POST", url: "/session/v1/login", payload, remoteAddress, headers });

describe("client addresses and forged X-Forwarded-For", () => {
  it("without TRUST_PROXY a forged X-Forwarded-For does not get past the address throttle", async () => {
    const p = await activePlayer(direct.db);
    const attacker = "203.0.113.66";
    for (let i = 0; i < MAX_ADDRESS_FAILURES_PER_15_MIN; i++) {
      const res = await login(direct, { username: `nobody-${i}`, password: "guess" }, attacker, {
        "x-forwarded-for": forgedAddress(),
      });
      expect([401, 503]).toContain(res.statusCode);
    }
    for (let i = 0; i < 5; i++) {
      const res = await login(direct, { username: p.customerId, password: p.password }, attacker, {
        "x-forwarded-for": forgedAddress(),
        "x-real-ip": forgedAddress(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe("RATE_LIMITED");
    }
    // the real player, from their own address, is not affected
    expect((await login(direct, { username: p.customerId, password: p.password }, nextIp())).statusCode).toBe(200);
  });

  it("behind a trusted proxy the address is the one the proxy saw, and a player cannot forge past it", async () => {
    const p = await activePlayer(behindProxy.db);
    const attacker = "198.51.100.77";
    // through the proxy (peer 127.0.0.1), which appends the real peer to whatever the client sent
    for (let i = 0; i < MAX_ADDRESS_FAILURES_PER_15_MIN; i++) {
      await login(behindProxy, { username: `nobody-${i}`, password: "guess" }, "127.0.0.1", {
        "x-forwarded-for": `${forgedAddress()}, ${attacker}`,
      });
    }
    const throttled = await login(behindProxy, { username: p.customerId, password: p.password }, "127.0.0.1", {
      "x-forwarded-for": `${forgedAddress()}, ${attacker}`,
    });
    expect(throttled.statusCode).toBe(503);
    // straight to the api from an untrusted peer: its X-Forwarded-For is ignored
    const sneaky = await login(behindProxy, { username: p.customerId, password: p.password }, attacker, {
      "x-forwarded-for": forgedAddress(),
    });
    expect(sneaky.statusCode).toBe(503);
    // another client through the proxy goes on
    const other = await login(behindProxy, { username: p.customerId, password: p.password }, "127.0.0.1", {
      "x-forwarded-for": nextIp(),
    });
    expect(other.statusCode).toBe(200);
  });

  it("an account takes 10 failures in 15 minutes from any addresses; then even its password is refused", async () => {
    const p = await activePlayer(direct.db);
    for (let i = 0; i < MAX_ACCOUNT_FAILURES_PER_15_MIN; i++) {
      const res = await login(direct, { username: p.customerId, password: `guess-${i}` }, nextIp());
      expect(res.statusCode).toBe(401);
    }
    const refused = await login(direct, { username: p.customerId, password: p.password }, nextIp(), {
      "x-forwarded-for": forgedAddress(),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("INVALID_CREDENTIALS");
    clock.advance(15 * 60_000 + 1000);
    expect((await login(direct, { username: p.customerId, password: p.password }, nextIp())).statusCode).toBe(200);
  });
});
