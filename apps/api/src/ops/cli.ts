import { join } from "node:path";
import { parseArgs } from "node:util";
import { MIGRATIONS_DIR } from "../paths.js";
import { ConfigError, loadConfig } from "../platform/config.js";
import { migrate, openDb } from "../platform/db.js";
import { AppError } from "../platform/errors.js";
import { createServices } from "../services.js";

const USAGE = `Operator commands of the casino api.

  npm run ops -- credit --player <id|customerId> --amount <minor units> [--currency EUR] --reason <text> [--operator <name>]
  npm run ops -- debit  --player <id|customerId> --amount <minor units> [--currency EUR] --reason <text> [--operator <name>]
  npm run ops -- reconcile

Opens the api's database (DATABASE_URL, or the PGlite directory $DATA_DIR/api).
On PGlite, when the casino is running, goes through its operator routes
(OPS_API_URL or http://127.0.0.1:$PORT, header x-ops-token = OPS_TOKEN).`;

type Command =
  | { name: "credit" | "debit"; player: string; amount: string; currency?: string; reason: string; operator: string }
  | { name: "reconcile" };

function parse(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      player: { type: "string" },
      amount: { type: "string" },
      currency: { type: "string" },
      reason: { type: "string" },
      operator: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const name = positionals[0];
  if (values.help || !name) throw new UsageError(USAGE);
  if (name === "reconcile") return { name };
  if (name !== "credit" && name !== "debit") throw new UsageError(`Unknown command "${name}".\n\n${USAGE}`);
  if (!values.player) throw new UsageError("--player is required (player id or customer id).");
  if (!values.amount || !/^[1-9]\d{0,18}$/.test(values.amount)) {
    throw new UsageError("--amount is required: a positive integer of minor units (1050 = 10.50 EUR).");
  }
  if (!values.reason?.trim()) throw new UsageError("--reason is required.");
  if (values.currency && !/^[A-Z]{3,5}$/.test(values.currency)) throw new UsageError("--currency must be a code like EUR.");
  return {
    name,
    player: values.player,
    amount: values.amount,
    currency: values.currency,
    reason: values.reason.trim(),
    operator: values.operator ?? process.env.USER ?? "ops",
  };
}

class UsageError extends Error {}

/** Through the running casino's operator routes; undefined when no casino answers. */
async function viaHttp(cmd: Command, base: string, token: string): Promise<{ status: number; body: unknown } | undefined> {
  try {
    const res =
      cmd.name === "reconcile"
        ? await fetch(`${base}/ops/v1/reconcile`, { headers: { "x-ops-token": token } })
        : await fetch(`${base}/ops/v1/corrections`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-ops-token": token },
            body: JSON.stringify({
              direction: cmd.name,
              player: cmd.player,
              amount: cmd.amount,
              currency: cmd.currency,
              reason: cmd.reason,
              operator: cmd.operator,
            }),
          });
    if (res.status === 404) return undefined; // something else listens there
    return { status: res.status, body: await res.json() };
  } catch {
    return undefined;
  }
}

async function direct(cmd: Command, config: ReturnType<typeof loadConfig>) {
  const db = await openDb({ url: config.DATABASE_URL, dataDir: join(config.dataDir, "api"), poolSize: 2 });
  try {
    await migrate(db, MIGRATIONS_DIR);
    const { wallet } = createServices({ config, db });
    if (cmd.name === "reconcile") return await wallet.reconcile();
    const r = await wallet.correct({
      direction: cmd.name,
      player: cmd.player,
      amount: BigInt(cmd.amount),
      currency: cmd.currency,
      reason: cmd.reason,
      operator: cmd.operator,
    });
    return {
      transferId: r.transferId,
      playerId: r.playerId,
      customerId: r.customerId,
      currency: r.currency,
      balance: String(r.balance.cash),
      reserved: String(r.balance.reserved),
    };
  } finally {
    await db.close();
  }
}

async function main() {
  const cmd = parse(process.argv.slice(2));
  const config = loadConfig({ ...process.env, LOG_LEVEL: "silent", DEMO_DATA: "false" });
  let result: unknown;
  if (!config.DATABASE_URL) {
    const base = process.env.OPS_API_URL ?? `http://127.0.0.1:${config.PORT}`;
    const remote = await viaHttp(cmd, base, config.OPS_TOKEN);
    if (remote) {
      if (remote.status >= 400) {
        const b = remote.body as { code?: string; message?: string };
        throw new AppError(remote.status, b.code ?? "ERROR", b.message ?? "refused");
      }
      result = remote.body;
    }
  }
  result ??= await direct(cmd, config);
  console.log(JSON.stringify(result, null, 2));
  if (cmd.name === "reconcile" && !(result as { ok: boolean }).ok) process.exitCode = 1;
}

main().catch((err) => {
  if (err instanceof UsageError || err instanceof ConfigError) console.error(err.message);
  else if (err instanceof AppError) console.error(`${err.code}: ${err.message}`);
  else console.error(err);
  process.exitCode = 1;
});
