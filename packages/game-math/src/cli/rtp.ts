/**
 * `npm run rtp -- <gameId|all> [--rounds N] [--seed S]`: the exact RTP of a game
 * (full-cycle enumeration or combinatorics, where feasible) and a simulated RTP
 * with its 99% confidence interval, side by side.
 */
import { baccarat, baccaratProbabilities } from "../cards/baccarat.js";
import { BLACKJACK_SIMULATED_RTP, blackjack } from "../cards/blackjack.js";
import { basicStrategy } from "../cards/strategy.js";
import { type KenoGame, kenoHitProbability, kenoRtp } from "../lottery/keno.js";
import { type ScratchGame, scratchRtp } from "../lottery/scratch.js";
import { GAMES, getGame } from "../registry.js";
import { FastRng } from "../rng/rng.js";
import { betWin, type RouletteBet } from "../roulette/bets.js";
import { europeanRoulette } from "../roulette/european.js";
import { SlotEngine } from "../slots/engine.js";
import { factorisedRtp, fullCycleRtp } from "../slots/exact.js";
import type { SlotGame } from "../slots/game.js";
import { chiSquare, chiSquareCritical99, RunningMean } from "../stats.js";
import type { AnyGame } from "../types.js";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const target = args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "all";
const seed = flag("seed", 20261122);

const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;
const ci = (m: RunningMean) => `[${pct(m.ci99[0])}, ${pct(m.ci99[1])}]`;
const timed = <T>(f: () => T): [T, number] => {
  const t = performance.now();
  const v = f();
  return [v, (performance.now() - t) / 1000];
};
const line = (label: string, value: string) => console.log(`  ${label.padEnd(28)} ${value}`);

function simulate(rounds: number, round: (rng: FastRng) => number): [RunningMean, number] {
  const rng = new FastRng(seed);
  const mean = new RunningMean();
  const [, seconds] = timed(() => {
    for (let i = 0; i < rounds; i++) mean.add(round(rng));
  });
  return [mean, seconds];
}

function reportSimulation(mean: RunningMean, seconds: number, exact?: number) {
  line(
    "simulated RTP",
    `${pct(mean.value)}  99% CI ${ci(mean)}  (${mean.n.toLocaleString("en-US")} rounds, ${seconds.toFixed(1)} s)`,
  );
  if (exact !== undefined) {
    const inside = exact >= mean.ci99[0] && exact <= mean.ci99[1];
    line("exact inside the 99% CI", inside ? "yes" : "NO");
  }
}

function slot(game: SlotGame) {
  const rounds = flag("rounds", 2_000_000);
  const [fact, tf] = timed(() => factorisedRtp(game.compiled));
  line("exact RTP (factorised)", `${pct(fact.rtp, 6)}  (${(tf * 1000).toFixed(0)} ms)`);
  const [full, tc] = timed(() => fullCycleRtp(game.compiled));
  line("exact RTP (full cycle)", `${pct(full.rtp, 6)}  (${full.evaluated.toLocaleString("en-US")} windows, ${tc.toFixed(1)} s)`);
  line("base game share", pct(fact.baseRtp));
  if (fact.free) {
    line("free spins: 1 base spin in", (1 / fact.freeSpinsFrequency).toFixed(1));
    line("free spins per base spin", fact.freeSpinsPerRound.toFixed(5));
    line("retriggers per free spin", fact.free.spinsAwarded.toFixed(5));
  }
  const engine = new SlotEngine(game.compiled);
  let hits = 0;
  const [mean, s] = simulate(rounds, (rng) => {
    const coins = engine.roundCoins(rng);
    if (coins > 0) hits++;
    return coins / game.model.coins;
  });
  reportSimulation(mean, s, fact.rtp);
  line("hit frequency (simulated)", pct(hits / rounds, 2));
}

function roulette() {
  const bets: RouletteBet[] = [
    { type: "straight", numbers: [17], amount: 1 },
    { type: "split", numbers: [0, 1], amount: 1 },
    { type: "street", numbers: [4, 5, 6], amount: 1 },
    { type: "trio", numbers: [0, 1, 2], amount: 1 },
    { type: "corner", numbers: [1, 2, 4, 5], amount: 1 },
    { type: "first-four", numbers: [0, 1, 2, 3], amount: 1 },
    { type: "line", numbers: [1, 2, 3, 4, 5, 6], amount: 1 },
    { type: "red", amount: 1 },
    { type: "dozen", target: 2, amount: 1 },
    { type: "column", target: 3, amount: 1 },
    { type: "voisins", amount: 9 },
    { type: "tiers", amount: 6 },
    { type: "orphelins", amount: 5 },
    { type: "jeu-zero", amount: 4 },
    { type: "neighbours", number: 0, count: 2, amount: 5 },
  ];
  for (const bet of bets) {
    let returned = 0;
    for (let pocket = 0; pocket < 37; pocket++) returned += betWin(bet, pocket);
    line(`exact ${bet.type}`, pct(returned / 37 / bet.amount, 6));
  }
  const rounds = flag("rounds", 2_000_000);
  const bet = europeanRoulette.validateBet({ bets: [{ type: "straight", numbers: [17], amount: 1 }] });
  const [mean, s] = simulate(rounds, (rng) => europeanRoulette.play(rng, bet).totalWin);
  console.log("  straight up on 17:");
  reportSimulation(mean, s, 36 / 37);
}

function blackjackReport() {
  const rounds = flag("rounds", 500_000);
  line(
    "stored figure",
    `${pct(BLACKJACK_SIMULATED_RTP.value)}  99% CI [${pct(BLACKJACK_SIMULATED_RTP.ci99[0])}, ${pct(BLACKJACK_SIMULATED_RTP.ci99[1])}]  (${BLACKJACK_SIMULATED_RTP.rounds.toLocaleString("en-US")} rounds)`,
  );
  const [mean, s] = simulate(rounds, (rng) => {
    let state = blackjack.start(rng, { stake: 2 });
    while (!blackjack.isSettled(state)) state = blackjack.act(state, basicStrategy(state), rng);
    const p = blackjack.payout(state);
    return 1 + (p.totalWin - p.totalStake) / 2;
  });
  console.log("  basic strategy, RTP per initial stake (no exact value: simulation only):");
  reportSimulation(mean, s, BLACKJACK_SIMULATED_RTP.value);
}

function baccaratReport() {
  const [p, t] = timed(baccaratProbabilities);
  line(
    "P(player, banker, tie)",
    `${p.player.toFixed(6)} ${p.banker.toFixed(6)} ${p.tie.toFixed(6)}  (${(t * 1000).toFixed(0)} ms)`,
  );
  const rtp = baccarat.rtpByBet;
  line("exact banker / player / tie", `${pct(rtp.banker, 5)} / ${pct(rtp.player, 5)} / ${pct(rtp.tie, 5)}`);
  const rounds = flag("rounds", 1_000_000);
  const bet = { player: 0, banker: 20, tie: 0 };
  const [mean, s] = simulate(rounds, (rng) => baccarat.play(rng, bet).totalWin / 20);
  console.log("  banker bet:");
  reportSimulation(mean, s, rtp.banker);
}

function kenoReport(keno: KenoGame) {
  const rounds = flag("rounds", 400_000);
  console.log("  simulated RTP has a heavy tail (top prizes at 1 in millions), so the proof of the draw is the");
  console.log("  chi-square fit of simulated hit counts to the hypergeometric law (cells with < 5 expected pooled):");
  for (const picks of keno.picks) {
    const bet = { stake: 10, picks: Array.from({ length: picks }, (_, i) => i * 7 + 1) };
    const counts = new Array<number>(picks + 1).fill(0);
    const [mean] = simulate(rounds, (rng) => {
      const out = keno.play(rng, bet);
      counts[out.hits.length]!++;
      return out.totalWin / 10;
    });
    const observed: number[] = [];
    const expected: number[] = [];
    let o = 0;
    let e = 0;
    for (let h = 0; h <= picks; h++) {
      o += counts[h]!;
      e += kenoHitProbability(picks, h) * rounds;
      if (e >= 5 && (h === picks || kenoHitProbability(picks, h + 1) * rounds >= 5)) {
        observed.push(o);
        expected.push(e);
        o = 0;
        e = 0;
      }
    }
    if (e > 0) {
      observed[observed.length - 1]! += o;
      expected[expected.length - 1]! += e;
    }
    const x = chiSquare(observed, expected);
    const fit = x < chiSquareCritical99(observed.length - 1) ? "fits" : "DOES NOT FIT";
    line(
      `${picks} picks`,
      `exact ${pct(kenoRtp(picks, keno.paytables))}  simulated ${pct(mean.value)} ${ci(mean)}  hits χ² ${x.toFixed(1)} ${fit}`,
    );
  }
}

function scratchReport(card: ScratchGame) {
  const exact = scratchRtp(card.paytable);
  line("exact RTP", pct(exact, 6));
  const rounds = flag("rounds", 1_000_000);
  const [mean, s] = simulate(rounds, (rng) => card.play(rng, { stake: 1 }).totalWin);
  reportSimulation(mean, s, exact);
}

function report(game: AnyGame) {
  console.log(`${game.id} — ${game.name} (${game.family}); shown RTP ${pct(game.rtp.value)} by ${game.rtp.method}`);
  if (game.family === "slot") slot(game as SlotGame);
  else if (game.family === "roulette" || game.family === "live-roulette") roulette();
  else if (game.family === "blackjack") blackjackReport();
  else if (game.family === "baccarat") baccaratReport();
  else if (game.family === "keno") kenoReport(game as KenoGame);
  else if (game.family === "scratch") scratchReport(game as ScratchGame);
  console.log("");
}

if (target === "all") for (const game of GAMES) report(game);
else report(getGame(target));
