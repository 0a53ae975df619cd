import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { doubleGame, studioDouble } from "../../apps/api/test/studio-double.js";
import { waitHealthy } from "../../scripts/health.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    studioUrl: string;
    pspUrl: string;
    backofficeUrl: string;
    dataDir: string;
  }
}

/** The second game provider (a studio double): journeys that play its part sign the seamless wallet's calls with this. */
export const POLAR_GAMES = { id: "polar-games", secret: "polar-games-e2e-secret-0123" } as const;

/** Whether nothing listens on the port (the casino's processes listen on every interface). */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });

/**
 * Ports in this range that fetch refuses ("bad port", the WHATWG fetch standard's blocked ports): a casino whose
 * api or HAProxy got one could not be reached by the journeys' own calls.
 */
const FETCH_BLOCKED_PORTS = new Set([4045, 4190]);

/**
 * A base port whose offsets are all free: another run on the machine (a second checkout's journeys, a bench)
 * may hold a random one.
 */
async function freeBase(offsets: number[]): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 3900 + Math.floor(Math.random() * 100) * 5;
    if (offsets.some((o) => FETCH_BLOCKED_PORTS.has(base + o))) continue;
    const free = await Promise.all(offsets.map((o) => portFree(base + o)));
    if (free.every(Boolean)) return base;
  }
  throw new Error("no free ports for the journeys' casino in 3900–4400");
}

/**
 * Starts the whole casino the way `npm start` does (embedded PGlite, fresh data,
 * demo data loaded) on ports of its own, for the journeys to drive. With
 * E2E_CLUSTER=1 (`npm run test:e2e:cluster`) it starts it the way
 * `npm run start:cluster` does instead: two api processes behind HAProxy,
 * PostgreSQL with a streaming replica, Redis, the studio, psp and back office
 * as their own processes — the same journeys against production's shape.
 */
export default async function setup(project: TestProject) {
  const cluster = process.env.E2E_CLUSTER === "1";
  const base = await freeBase(cluster ? [0, 1, 2, 3, 200, 201, 250, 251, 252, 253] : [0, 1, 2, 3]);
  const ports = { api: base, studio: base + 1, psp: base + 2, backoffice: base + 3 };
  const dataDir = mkdtempSync(join(tmpdir(), "casino-e2e-"));
  // A second game provider with a catalogue too big for one page, so the lobby's scroller has more to load.
  const polar = await studioDouble(POLAR_GAMES.secret, polarGames(), { closeAfterAll: false });
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.STUDIO_DATABASE_URL;
  delete env.PSP_DATABASE_URL;
  // The cluster keeps its processes' data (the ops token among it) under CLUSTER_DIR/data.
  const processData = cluster ? join(dataDir, "data") : dataDir;
  const clusterEnv = cluster
    ? {
        CLUSTER_DIR: dataDir,
        CLUSTER_BASE_PORT: String(base + 200),
        // A throwaway PostgreSQL primary with its replica and a throwaway Redis, as the chaos suite uses.
        CLUSTER_DATABASE_URL: "",
        REDIS_URL: "",
      }
    : {};
  const child: ChildProcess = spawn(process.execPath, [join(root, cluster ? "scripts/cluster.mjs" : "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...env,
      ...clusterEnv,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      START_TIMEOUT_MS: "400000",
      DATA_DIR: dataDir,
      PORT: String(ports.api),
      STUDIO_PORT: String(ports.studio),
      PSP_PORT: String(ports.psp),
      BACKOFFICE_PORT: String(ports.backoffice),
      PUBLIC_URL: `http://localhost:${ports.api}`,
      // Every journey registers players from one address; the per-address limit has its own service tests.
      ACCESS_RATE_LIMIT_PER_MINUTE: "1000",
      // A reality-check minute of 2 seconds: "every 15 minutes" pauses the game after 30 s (e2e/protection.test.ts).
      PLAY_MINUTE_MS: "2000",
      GAME_PROVIDERS: `${POLAR_GAMES.id}|Polar Games|${polar.url}`,
      WALLET_PROVIDER_SECRETS: `${POLAR_GAMES.id}:${POLAR_GAMES.secret}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  await waitHealthy(
    Object.values(ports).map((p) => `http://127.0.0.1:${p}/health`),
    {
      what: "the casino",
      ms: 420_000,
      stop: () => (child.exitCode !== null ? `exited with ${child.exitCode} before becoming healthy` : undefined),
    },
  ).catch((err) => {
    // Nothing is left running on the machine by a start that gave up (the cluster stops its own on SIGINT).
    if (child.pid && child.exitCode === null) process.kill(cluster ? child.pid : -child.pid, "SIGINT");
    throw err;
  });
  project.provide("baseUrl", `http://localhost:${ports.api}`);
  project.provide("studioUrl", `http://localhost:${ports.studio}`);
  project.provide("pspUrl", `http://localhost:${ports.psp}`);
  project.provide("backofficeUrl", `http://localhost:${ports.backoffice}`);
  project.provide("dataDir", processData);

  return async () => {
    if (child.pid && child.exitCode === null) {
      // The cluster stops its own processes (PostgreSQL servers included) on SIGINT; `npm start` is one group.
      process.kill(cluster ? child.pid : -child.pid, "SIGINT");
      await new Promise((r) => {
        const t = setTimeout(
          () => {
            try {
              process.kill(-child.pid!, "SIGKILL");
            } catch {}
            r(null);
          },
          cluster ? 30_000 : 10_000,
        );
        child.on("exit", () => {
          clearTimeout(t);
          r(null);
        });
      });
    }
    await polar.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** 60 slots named from two word lists: "Aurora Reels", "Glacier Riches", … */
function polarGames() {
  const first = [
    "Aurora",
    "Glacier",
    "Husky",
    "Iceberg",
    "Narwhal",
    "Tundra",
    "Walrus",
    "Blizzard",
    "Snowy Owl",
    "Polar Bear",
    "Frost",
    "Midnight Sun",
  ];
  const second = ["Reels", "Riches", "Spins", "Fortune", "Gold"];
  return first.flatMap((a, i) =>
    second.map((b, k) => {
      const name = `${a} ${b}`;
      const symbol = ["❄️", "🐻‍❄️", "🐋", "🌌", "⛄"][(i + k) % 5]!;
      return doubleGame(name.toLowerCase().replace(/ /g, "-"), {
        name,
        theme: { primary: "#0d47a1", secondary: "#021024", accent: "#80deea", symbol, title: name },
      });
    }),
  );
}
