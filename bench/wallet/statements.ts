// `npm run bench:bet-statements`: what each bet statement costs the database
// alone, without HTTP nor a second client: groups of `BENCH_GROUP` bets (4 by
// default, what a group carries at 8 clients in `bench:wallet`) placed one
// after another on one connection, each statement in turn, so the machine's
// moods fall on all of them alike. Each statement takes the bets of players
// who have what it runs: lean (cash only), loss (loss windows), bonus (a bonus
// in play), full (both). Prints the median, p10 and p90 of a group's time (the
// statement and its commit) and what each costs over the lean one.
import { createHash, randomBytes } from "node:crypto";
import { type BetStatement, type BetToPlace, seamlessRepository } from "../../apps/api/src/modules/wallet/seamless.repository.js";
import { MIGRATIONS_DIR } from "../../apps/api/src/paths.js";
import { loadConfig } from "../../apps/api/src/platform/config.js";
import { dropSchema, migrate, openDb } from "../../apps/api/src/platform/db.js";
import { createServices } from "../../apps/api/src/services.js";
import { BENCH_GAME, BENCH_PROVIDER, type BenchPlayer, benchPlayers, putOnBonus, putOnLossLimits } from "./players.js";

const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const GROUPS = Number(process.env.BENCH_GROUPS ?? 1500);
const GROUP = Number(process.env.BENCH_GROUP ?? 4);
/** Players of each statement: enough that a player's bets are apart, as in the HTTP bench. */
const PLAYERS = 64;
/** Groups of each statement left out at the start (connections, plan caches, first pages). */
const WARM_UP = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const schema = `bench_statements_${randomBytes(4).toString("hex")}`;
  const db = await openDb({ url: URL_, schema, poolSize: 2 });
  let services: ReturnType<typeof createServices> | undefined;
  try {
    await migrate(db, MIGRATIONS_DIR);
    services = createServices({ config: loadConfig({ LOG_LEVEL: "silent" } as NodeJS.ProcessEnv, { DATABASE_URL: URL_ }), db });
    const of: Record<BetStatement, BenchPlayer[]> = {
      lean: await benchPlayers(db, services, PLAYERS, "LEAN"),
      loss: await benchPlayers(db, services, PLAYERS, "LOSS"),
      bonus: await benchPlayers(db, services, PLAYERS, "BONUS"),
      full: await benchPlayers(db, services, PLAYERS, "FULL"),
    };
    await putOnLossLimits(services, [...of.loss, ...of.full]);
    await putOnBonus(services, [...of.bonus, ...of.full]);
    const house = await services.wallet.houseAccount(`game:${BENCH_PROVIDER}`, "EUR");
    const hashes = new Map(
      Object.values(of)
        .flat()
        .map((p) => [p.id, createHash("sha256").update(p.token).digest()]),
    );
    const repo = seamlessRepository();
    const run = randomBytes(3).toString("hex");
    const statements = Object.keys(of) as BetStatement[];
    const times: Record<BetStatement, number[]> = { lean: [], loss: [], bonus: [], full: [] };
    let n = 0;
    console.log(`bet statements: groups of ${GROUP} bets, ${GROUPS} a statement, one connection, on ${new URL(URL_).host}`);
    for (let k = 0; k < GROUPS + WARM_UP; k++) {
      for (const statement of statements) {
        const bets: BetToPlace[] = Array.from({ length: GROUP }, (_, j) => {
          const p = of[statement][(k * GROUP + j) % PLAYERS]!;
          const id = `${run}-${n++}`;
          return {
            provider: BENCH_PROVIDER,
            transactionId: `${id}:bet`,
            playerId: p.id,
            currency: "EUR",
            gameId: BENCH_GAME,
            roundId: id,
            amount: 100n,
            houseId: house,
            meta: "{}",
            nonce: null,
            tokenHash: hashes.get(p.id)!,
            guardProblem: null,
          };
        });
        const t0 = process.hrtime.bigint();
        const placed = await repo.placeBets(db, bets, new Date(), statement);
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        const wrong = placed.find((p) => !("fresh" in p) || !p.fresh || p.status !== "OK");
        if (wrong) throw new Error(`the ${statement} statement did not take its bets: ${JSON.stringify(wrong)}`);
        if (k >= WARM_UP) times[statement].push(ms);
      }
    }
    const lean = percentile(
      times.lean.sort((a, b) => a - b),
      0.5,
    );
    console.log("\n| statement | median ms | p10 ms | p90 ms | over lean ms | ÷ lean |\n|---|---|---|---|---|---|");
    for (const statement of statements) {
      const t = times[statement].sort((a, b) => a - b);
      const median = percentile(t, 0.5);
      console.log(
        `| ${statement} | ${median.toFixed(3)} | ${percentile(t, 0.1).toFixed(3)} | ${percentile(t, 0.9).toFixed(3)} | ${(median - lean).toFixed(3)} | ${(median / lean).toFixed(2)} |`,
      );
    }
    const rec = await services.wallet.reconcile();
    console.log(`\nledger reconciles: ${rec.ok}`);
  } finally {
    await services?.balanceHub.close();
    await db.close();
    await dropSchema(URL_, schema);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
