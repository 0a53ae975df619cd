/**
 * bench/game-math: spins per second per core for each slot, with the fast
 * seeded generator (the math alone) and with the provably fair HMAC stream
 * (one fresh round rng per spin, as players get them), and the time of each
 * exact enumeration. Not part of `npm test`. Times are CPU time of this
 * process (user + system), so other load on the machine inflates them less
 * than wall time would; both are printed.
 */
import {
  baccaratProbabilities,
  createRng,
  FastRng,
  factorisedRtp,
  fullCycleRtp,
  KENO_MAX_PICKS,
  kenoRtp,
  nodeCrypto,
  nodeKeyedHmacSha256,
  SLOT_GAMES,
  SlotEngine,
  utf8,
} from "@casino/game-math/node";

const SPINS_TARGET = 3_000_000;
const ENUMERATION_LIMIT_S = 60;

function measure<T>(f: () => T): { value: T; cpu: number; wall: number } {
  const c = process.cpuUsage();
  const t = performance.now();
  const value = f();
  const u = process.cpuUsage(c);
  return { value, cpu: (u.user + u.system) / 1e6, wall: (performance.now() - t) / 1000 };
}

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });
const serverSeed = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

console.log("# game-math benchmark");
console.log(`node ${process.version}, ${new Date().toISOString()}\n`);
console.log("## spins per second per core (whole rounds, free spins included)");
console.log("| slot | fast PRNG spins/s | HMAC stream spins/s | math share of an HMAC spin |");
console.log("|---|---:|---:|---:|");
let fiveByThree = 0;
for (const game of SLOT_GAMES) {
  const engine = new SlotEngine(game.compiled);
  const warm = new FastRng(1);
  for (let i = 0; i < 300_000; i++) engine.roundCoins(warm);
  const fastSpins = 3_000_000;
  const fast = measure(() => {
    const rng = new FastRng(2);
    let sum = 0;
    for (let i = 0; i < fastSpins; i++) sum += engine.roundCoins(rng);
    return sum;
  });
  const fairSpins = 300_000;
  const fair = measure(() => {
    let sum = 0;
    for (let nonce = 0; nonce < fairSpins; nonce++)
      sum += engine.roundCoins(createRng({ serverSeed, clientSeed: "bench", nonce }));
    return sum;
  });
  const fastRate = fastSpins / fast.cpu;
  const fairRate = fairSpins / fair.cpu;
  if (game.id === "dragon-fortune") fiveByThree = fastRate;
  console.log(
    `| ${game.id} (${game.model.reels}×${game.model.rows}) | ${fmt(fastRate)} | ${fmt(fairRate)} | ${((fairRate / fastRate) * 100).toFixed(0)}% |`,
  );
}

console.log("\n## HMAC-SHA256 per stream block");
const key = utf8(serverSeed);
const message = utf8("bench:123456:0");
const blocks = 300_000;
const pureKeyed = nodeCrypto.keyedHmacSha256!(key);
const nodeKeyed = nodeKeyedHmacSha256(key);
const pure = measure(() => {
  for (let i = 0; i < blocks; i++) pureKeyed(message);
});
const node = measure(() => {
  for (let i = 0; i < blocks; i++) nodeKeyed(message);
});
console.log(
  `@noble/hashes, key prepared once: ${fmt(blocks / pure.cpu)} blocks/s; node:crypto createHmac: ${fmt(blocks / node.cpu)} blocks/s`,
);

console.log("\n## exact enumerations");
console.log("| proof | work | CPU s | wall s |");
console.log("|---|---:|---:|---:|");
let slowest = 0;
for (const game of SLOT_GAMES) {
  const fact = measure(() => factorisedRtp(game.compiled));
  console.log(
    `| ${game.id} factorised | ${fmt(fact.value.evaluated)} symbol combinations | ${fact.cpu.toFixed(3)} | ${fact.wall.toFixed(3)} |`,
  );
  const full = measure(() => fullCycleRtp(game.compiled));
  slowest = Math.max(slowest, full.cpu);
  console.log(
    `| ${game.id} full cycle | ${fmt(full.value.evaluated)} windows | ${full.cpu.toFixed(2)} | ${full.wall.toFixed(2)} |`,
  );
}
const bac = measure(baccaratProbabilities);
slowest = Math.max(slowest, bac.cpu);
console.log(`| baccarat 8-deck combinatorics | every card sequence of a coup | ${bac.cpu.toFixed(3)} | ${bac.wall.toFixed(3)} |`);
const ken = measure(() => Array.from({ length: KENO_MAX_PICKS }, (_, i) => kenoRtp(i + 1)));
console.log(`| keno hypergeometric | 10 pick counts | ${ken.cpu.toFixed(4)} | ${ken.wall.toFixed(4)} |`);

console.log("\n## targets");
console.log(
  `5×3 slot (dragon-fortune), fast PRNG: ${fmt(fiveByThree)} spins/s per core; target ${fmt(SPINS_TARGET)}: ${fiveByThree >= SPINS_TARGET ? "met" : "NOT met"} (ratio ${(fiveByThree / SPINS_TARGET).toFixed(2)})`,
);
console.log(
  `slowest enumeration: ${slowest.toFixed(1)} s CPU; limit ${ENUMERATION_LIMIT_S} s: ${slowest < ENUMERATION_LIMIT_S ? "met" : "NOT met"}`,
);
