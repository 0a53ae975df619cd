import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testStudio } from "../testing.js";

const studio = await testStudio();
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

describe("provably fair seeds and the verifier", () => {
  it("commits to the server seed, lets the player edit the client seed, reveals the seed on rotation and recomputes the round", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "fun" });
    const before = (await s.client("GET", "/state")).json().fairness;
    expect(before).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0, previous: null });

    const edited = await s.client("POST", "/seed", { clientSeed: "lucky-seven" });
    expect(edited.json()).toMatchObject({ clientSeed: "lucky-seven", serverSeedHash: before.serverSeedHash });
    const bad = await s.client("POST", "/seed", { clientSeed: "a:b" });
    expect(bad.json().code).toBe("INVALID_CLIENT_SEED");

    const bets = [
      { type: "straight", numbers: [17], amount: 100 },
      { type: "dozen", target: 2, amount: 200 },
      { type: "odd", amount: 300 },
    ];
    const round = (await s.client("POST", "/rounds", { bet: { bets } })).json();
    expect((await s.client("GET", "/state")).json().fairness.nonce).toBe(1);

    const early = await studio.inject({ method: "POST", url: "/api/verify", payload: { roundId: round.roundId } });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("SEED_NOT_REVEALED");

    const rotated = (await s.client("POST", "/seed/rotate")).json();
    expect(rotated.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated).toMatchObject({ nonce: 0, clientSeed: "lucky-seven" });
    expect(rotated.previous.serverSeedHash).toBe(before.serverSeedHash);
    expect(sha256(rotated.previous.serverSeed)).toBe(before.serverSeedHash);

    const verified = await studio.inject({ method: "POST", url: "/api/verify", payload: { roundId: round.roundId } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      matches: true,
      serverSeed: rotated.previous.serverSeed,
      clientSeed: "lucky-seven",
      nonce: 0,
      totalWin: round.win,
      totalStake: 600,
      outcome: { pocket: round.outcome.pocket },
    });
    expect((await s.client("GET", "/state")).json().history[0]).toMatchObject({ roundId: round.roundId, verifiable: true });

    // The same inputs typed by hand give the same pocket; another nonce is another spin of the same seeds.
    const manual = await studio.inject({
      method: "POST",
      url: "/api/verify",
      payload: {
        gameId: "european-roulette",
        serverSeed: rotated.previous.serverSeed,
        clientSeed: "lucky-seven",
        nonce: 0,
        bet: { bets },
      },
    });
    expect(manual.json()).toMatchObject({ outcome: { pocket: round.outcome.pocket }, serverSeedHash: before.serverSeedHash });
  });

  it("refuses a verification of a round that does not exist or of malformed seeds", async () => {
    expect((await studio.inject({ method: "POST", url: "/api/verify", payload: { roundId: "nope" } })).statusCode).toBe(404);
    const bad = await studio.inject({
      method: "POST",
      url: "/api/verify",
      payload: {
        gameId: "european-roulette",
        serverSeed: "xyz",
        clientSeed: "a",
        nonce: 0,
        bet: { bets: [{ type: "red", amount: 1 }] },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("INVALID_SEED");
  });
});
