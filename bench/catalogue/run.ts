// `npm run bench:catalogue`: gamesByQuery at 8 concurrent clients on a generated
// catalogue of 10,000 games on PostgreSQL, against a Fastify hello-world route
// measured in the same run. Prints requests per second, p50, p99 and the ratio.
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { MIGRATIONS_DIR } from "../../apps/api/src/paths.js";
import { dropSchema, migrate, openDb } from "../../apps/api/src/platform/db.js";
import { generateCatalogue, SEARCH_TERMS } from "./generate.js";

const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 8;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4500);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 4501);
const UNCACHED_PORT = Number(process.env.BENCH_UNCACHED_PORT ?? 4502);
const GAMES = 10_000;
const VENDORS = 60;

const TILE = "id name vendorId hasDemo isFavourite categoryIds images { type path } tags { id name }";
const QUERY = `query Games($categoryId: Int, $vendorId: String, $name: String, $pageable: Pageable) {
  gamesByQuery(categoryId: $categoryId, vendorId: $vendorId, name: $name, pageable: $pageable) { content { ${TILE} } hasMore }
}`;

function start(kind: "api" | "hello", port: number, schema = "", cacheTtlMs = "5000"): Promise<ChildProcess> {
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), [kind, String(port), URL_, schema, cacheTtlMs], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, port: number, requests: autocannon.Request[] | { path: string }): Promise<Figures> {
  const opts: autocannon.Options = {
    url: `http://127.0.0.1:${port}${Array.isArray(requests) ? "" : requests.path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(Array.isArray(requests) ? { requests } : {}),
  };
  // Warm up (JIT, plan caches, pool), then measure.
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon(opts);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Requests cycling through many variables, so no single answer is hot. */
function graphqlRequests(variables: () => Record<string, unknown>): autocannon.Request[] {
  return Array.from({ length: 200 }, () => ({
    method: "POST" as const,
    path: "/data/v1/query",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: QUERY, variables: variables() }),
  }));
}

async function main() {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const db = await openDb({ url: URL_, schema, poolSize: 4 });
  const children: ChildProcess[] = [];
  try {
    await migrate(db, MIGRATIONS_DIR);
    const t0 = Date.now();
    await generateCatalogue(db, { games: GAMES, vendors: VENDORS });
    console.log(
      `catalogue: ${GAMES} games, ${VENDORS} vendors, 13 categories generated in ${Date.now() - t0} ms (schema ${schema})`,
    );

    children.push(await start("hello", HELLO_PORT));
    children.push(await start("api", API_PORT, schema));
    children.push(await start("api", UNCACHED_PORT, schema, "0"));
    let i = 0;
    const next = <T>(xs: T[]) => xs[i++ % xs.length]!;
    const vendorIds = Array.from({ length: VENDORS }, (_, n) => (n === 0 ? "egt" : `vendor-${String(n).padStart(2, "0")}`));

    const results: Figures[] = [];
    results.push(await load("hello-world (baseline)", HELLO_PORT, { path: "/hello" }));
    for (const [label, port] of [
      ["", API_PORT],
      [" (answer cache off)", UNCACHED_PORT],
    ] as const) {
      results.push(
        await load(
          `gamesByQuery by name${label}`,
          port,
          graphqlRequests(() => ({ name: next(SEARCH_TERMS) })),
        ),
      );
      results.push(
        await load(
          `gamesByQuery by category${label}`,
          port,
          graphqlRequests(() => ({ categoryId: (i % 13) + 1, pageable: { page: i++ % 5, size: 32 } })),
        ),
      );
      results.push(
        await load(
          `gamesByQuery by vendor${label}`,
          port,
          graphqlRequests(() => ({ vendorId: next(vendorIds) })),
        ),
      );
    }

    const base = results[0]!.rps;
    console.log(
      `\nload average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on this machine's cores (other work shares them)`,
    );
    console.log(`\n${CONNECTIONS} concurrent clients, ${DURATION} s each, PostgreSQL at ${new URL(URL_).host}\n`);
    console.log("| route | req/s | p50 ms | p99 ms | ratio to hello-world | errors |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const r of results)
      console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / base).toFixed(2)} | ${r.errors} |`);
    const worst = results.slice(1, 4);
    const ok = worst.every((r) => r.p99 < 20 && r.rps / base >= 0.25 && r.errors === 0);
    console.log(`\ntarget p99 < 20 ms and ratio >= 0.25 (as deployed, answer cache on): ${ok ? "met" : "NOT met"}`);
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await db.close();
    await dropSchema(URL_, schema);
  }
}

await main();
