import { join } from "node:path";
import { parseArgs } from "node:util";
import { createOperatorBodySchema, type Role } from "@casino/contracts/operators";
import { MIGRATIONS_DIR } from "../paths.js";
import { ConfigError, loadConfig } from "../platform/config.js";
import { migrate, openDb } from "../platform/db.js";
import { AppError } from "../platform/errors.js";
import { createServices } from "../services.js";

const USAGE = `Operator commands of the casino api.

  npm run ops -- credit --player <id|customerId> --amount <minor units> [--currency EUR] --reason <text> [--operator <name>]
  npm run ops -- debit  --player <id|customerId> --amount <minor units> [--currency EUR] --reason <text> [--operator <name>]
  npm run ops -- reconcile
  npm run ops -- operator:create --email <e-mail> --role <admin|finance|compliance|support|content> [--password <text>]
  npm run ops -- audit:verify

operator:create prints a one-time password unless --password is given; the
operator enrols their authenticator (TOTP) at the first sign-in at the back office.
audit:verify checks the audit trail's hash chain and exits non-zero naming the
first broken row.

A correction above the four-eyes amount of its currency (CORRECTION_FOUR_EYES)
waits PENDING until an operator approves it in the back office; the rest are
applied at once. Every correction and reconciliation is kept (audit trail,
ledger health page).

Opens the api's database (DATABASE_URL, or the PGlite directory $DATA_DIR/api).
On PGlite, when the casino is running, goes through its command routes
(OPS_API_URL or http://127.0.0.1:$PORT, header x-ops-token = OPS_TOKEN, from this machine only).`;

type Command =
  | { name: "credit" | "debit"; player: string; amount: string; currency?: string; reason: string; operator: string }
  | { name: "reconcile" }
  | { name: "operator:create"; email: string; role: Role; password?: string; operator: string }
  | { name: "audit:verify" };

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
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const name = positionals[0];
  if (values.help || !name) throw new UsageError(USAGE);
  if (name === "reconcile" || name === "audit:verify") return { name };
  if (name === "operator:create") {
    const body = createOperatorBodySchema.safeParse({ email: values.email, role: values.role, password: values.password });
    if (!body.success) {
      throw new UsageError(
        `operator:create: ${body.error.issues.map((i) => `--${i.path.join(".")} ${i.message}`).join("; ")}\n\n${USAGE}`,
      );
    }
    return { name, ...body.data, operator: values.operator ?? process.env.USER ?? "ops" };
  }
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
        ? await fetch(`${base}/operator/v1/command/reconcile`, { method: "POST", headers: { "x-ops-token": token } })
        : cmd.name === "audit:verify"
          ? await fetch(`${base}/operator/v1/command/audit/verify`, { headers: { "x-ops-token": token } })
          : cmd.name === "operator:create"
            ? await fetch(`${base}/operator/v1/command/operators`, {
                method: "POST",
                headers: { "content-type": "application/json", "x-ops-token": token, "x-operator-name": cmd.operator },
                body: JSON.stringify({ email: cmd.email, role: cmd.role, password: cmd.password }),
              })
            : await fetch(`${base}/operator/v1/command/corrections`, {
                method: "POST",
                headers: { "content-type": "application/json", "x-ops-token": token, "x-operator-name": cmd.operator },
                body: JSON.stringify({
                  direction: cmd.name,
                  player: cmd.player,
                  amount: cmd.amount,
                  currency: cmd.currency,
                  reason: cmd.reason,
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
    const { corrections, ledgerHealth, operators } = createServices({ config, db });
    if (cmd.name === "reconcile") return await ledgerHealth.check("command");
    if (cmd.name === "audit:verify") return await operators.audit.verifyChain();
    if (cmd.name === "operator:create") {
      return await operators.create({ id: null, email: `cli:${cmd.operator}`, ip: null }, cmd);
    }
    // As `cli:<name>`, through the back office's service: above the four-eyes amount it waits for an operator.
    const name = `cli:${cmd.operator}`;
    return await corrections.request(
      { direction: cmd.name, player: cmd.player, amount: BigInt(cmd.amount), currency: cmd.currency, reason: cmd.reason },
      { id: name, email: name, ip: null },
    );
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
  if (cmd.name === "audit:verify") {
    const v = result as { ok: boolean; checked: number; firstBroken: { id: string; reason: string } | null };
    if (v.firstBroken) {
      console.error(`audit trail BROKEN at row ${v.firstBroken.id}: ${v.firstBroken.reason} (${v.checked} rows before it hold)`);
      process.exitCode = 2;
    } else console.error(`audit trail intact: ${v.checked} rows`);
  }
}

main().catch((err) => {
  if (err instanceof UsageError || err instanceof ConfigError) console.error(err.message);
  else if (err instanceof AppError) console.error(`${err.code}: ${err.message}`);
  else console.error(err);
  process.exitCode = 1;
});
