import { createRng, europeanRoulette } from "@casino/game-math/node";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cappedMultiplier,
  categoryOfFamily,
  contributionPercent,
  conversion,
  conversionCap,
  DEFAULT_CONTRIBUTION,
  expectedCostToClear,
  expectedValue,
  matchAmount,
  splitStake,
  wageringRequired,
  weightedStake,
  winShares,
} from "./wagering.js";

describe("contribution weights", () => {
  const rules = { games: { "neon-7s": 50, "euro-roulette": 0 }, categories: { slots: 100, table: 10, live: 5 }, default: 0 };

  it("takes the game's own weight, then its category's, then the default", () => {
    expect(contributionPercent(rules, { id: "neon-7s", category: "slots" })).toBe(50);
    expect(contributionPercent(rules, { id: "euro-roulette", category: "table" })).toBe(0);
    expect(contributionPercent(rules, { id: "other-slot", category: "slots" })).toBe(100);
    expect(contributionPercent(rules, { id: "blackjack", category: "table" })).toBe(10);
    expect(contributionPercent(rules, { id: "live-wheel", category: "live" })).toBe(5);
    expect(contributionPercent(rules, { id: "keno", category: "lottery" })).toBe(0);
  });

  it("house defaults: slots 100 %, table 10 %, live 5 %, anything else 0 %", () => {
    expect(contributionPercent(DEFAULT_CONTRIBUTION, { id: "x", category: categoryOfFamily("slot") })).toBe(100);
    expect(contributionPercent(DEFAULT_CONTRIBUTION, { id: "x", category: categoryOfFamily("blackjack") })).toBe(10);
    expect(contributionPercent(DEFAULT_CONTRIBUTION, { id: "x", category: categoryOfFamily("live-roulette") })).toBe(5);
    expect(contributionPercent(DEFAULT_CONTRIBUTION, { id: "x", category: categoryOfFamily("keno") })).toBe(0);
  });

  it("weighted stakes round down", () => {
    expect(weightedStake(99n, 10)).toBe(9n);
    expect(weightedStake(9n, 10)).toBe(0n);
    expect(weightedStake(250n, 5)).toBe(12n);
    expect(weightedStake(250n, 100)).toBe(250n);
  });
});

describe("stakes and wins", () => {
  it("takes cash first and bonus only for the shortfall", () => {
    expect(splitStake(100n, 500n, 1000n)).toEqual({ cash: 100n, bonus: 0n });
    expect(splitStake(100n, 30n, 1000n)).toEqual({ cash: 30n, bonus: 70n });
    expect(splitStake(100n, 0n, 1000n)).toEqual({ cash: 0n, bonus: 100n });
    expect(splitStake(100n, 30n, 60n)).toBeNull();
  });

  it("returns a win in the stake's proportions, leftovers to cash", () => {
    expect(winShares(300n, { cash: 30n, bonus: 70n })).toEqual({ cash: 90n, bonus: 210n });
    expect(winShares(100n, { cash: 1n, bonus: 2n })).toEqual({ cash: 34n, bonus: 66n });
    expect(winShares(100n, { cash: 100n, bonus: 0n })).toEqual({ cash: 100n, bonus: 0n });
    expect(winShares(0n, { cash: 1n, bonus: 1n })).toEqual({ cash: 0n, bonus: 0n });
  });

  it("a win's shares always add up to the win and the bonus never gets more than its share", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (win, cash, bonus) => {
          const s = winShares(win, { cash, bonus });
          expect(s.cash + s.bonus).toBe(win);
          if (cash + bonus > 0n) expect(s.bonus * (cash + bonus)).toBeLessThanOrEqual(win * bonus);
        },
      ),
    );
  });
});

describe("grant figures", () => {
  it("caps the wagering multiplier per region (default 10×)", () => {
    expect(cappedMultiplier(35, "GBR")).toBe(10);
    expect(cappedMultiplier(35, "EST")).toBe(10);
    expect(cappedMultiplier(5, "EST")).toBe(5);
    expect(wageringRequired(5, 2000n)).toBe(10_000n);
    expect(wageringRequired(2.5, 333n)).toBe(833n);
  });

  it("deposit match: percent of the deposit up to the maximum", () => {
    expect(matchAmount(5000n, 100, 20_000n)).toBe(5000n);
    expect(matchAmount(50_000n, 100, 20_000n)).toBe(20_000n);
    expect(matchAmount(3333n, 50, null)).toBe(1666n);
  });

  it("converts up to the cap, the rest back to the house", () => {
    expect(conversion(30_000n, conversionCap(5, 5000n))).toEqual({ convert: 25_000n, giveBack: 5000n });
    expect(conversion(3000n, conversionCap(5, 5000n))).toEqual({ convert: 3000n, giveBack: 0n });
    expect(conversion(3000n, conversionCap(null, 5000n))).toEqual({ convert: 3000n, giveBack: 0n });
  });
});

describe("the honest bonus", () => {
  it("expected cost = wagering left × house edge ÷ contribution, on the cheapest allowed game", () => {
    const games = [
      { id: "slot-a", rtp: 0.96, contribution: 100 },
      { id: "slot-b", rtp: 0.97, contribution: 100 },
      { id: "roulette", rtp: 36 / 37, contribution: 10 },
      { id: "keno", rtp: 0.99, contribution: 0 },
    ];
    const r = expectedCostToClear(10_000n, games)!;
    expect(r.game.id).toBe("slot-b");
    expect(r.cost).toBe(300n);
    expect(expectedValue(5000n, null, r.cost)).toBe(4700n);
    expect(expectedValue(5000n, 2000n, r.cost)).toBe(1700n);
    expect(expectedCostToClear(10_000n, [{ id: "keno", rtp: 0.99, contribution: 0 }])).toBeNull();
  });

  it("agrees with a simulation of clearing a bonus on the studio's roulette", () => {
    const rtp = europeanRoulette.rtp.exact ?? europeanRoulette.rtp.value;
    const contribution = 10;
    const left = 10_000n; // weighted wagering to go: 100,000 staked at 10 %
    const predicted = expectedCostToClear(left, [{ id: europeanRoulette.id, rtp, contribution }])!.cost;
    const stake = 100;
    const runs = 200;
    let lost = 0;
    const seeds = { serverSeed: "ab".repeat(32), clientSeed: "bonus-simulation" };
    for (let run = 0; run < runs; run++) {
      let weighted = 0n;
      const rng = createRng({ ...seeds, nonce: run }); // one stream per run: its spins draw in turn
      while (weighted < left) {
        const outcome = europeanRoulette.play(rng, europeanRoulette.validateBet({ bets: [{ type: "red", amount: stake }] }));
        lost += outcome.totalStake - outcome.totalWin;
        weighted += weightedStake(BigInt(outcome.totalStake), contribution);
      }
    }
    const mean = lost / runs;
    // one run: 1,000 even-money spins of 100, sd ≈ 100 × √1000; the mean of 200 runs within 4 sd of it
    const sdOfMean = (100 * Math.sqrt(1000)) / Math.sqrt(runs);
    expect(Number(predicted)).toBeCloseTo(100_000 / 37, -1);
    expect(Math.abs(mean - Number(predicted))).toBeLessThan(4 * sdOfMean);
  });
});
