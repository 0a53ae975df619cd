import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../platform/db.js";

/**
 * Issue 10 §1 and §6: `npm run ops -- operator:create …` and `npm run ops -- audit:verify`
 * as a script runs them — the real command, on its own PGlite directory (no casino running:
 * OPS_API_URL points at a closed port, so the command opens the data itself).
 */
const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), "ops-cli-"));
const cli = join(import.meta.dirname, "cli.ts");
const env = {
  ...process.env,
  DATABASE_URL: "",
  DATA_DIR: dataDir,
  OPS_API_URL: "http://127.0.0.1:9",
  USER: "tester",
};
async function ops(...args: string[]) {
  try {
    const r = await run(process.execPath, ["--import", "tsx", cli, ...args], { env, timeout: 120_000 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm run ops", () => {
  it("operator:create makes an admin audited as the command line; audit:verify proves the chain, and fails naming a row altered behind the database's back", async () => {
    const made = await ops("operator:create", "--email", "first@ops.example.com", "--role", "admin");
    expect(made.code, made.stderr).toBe(0);
    const created = JSON.parse(made.stdout);
    expect(created.operator).toMatchObject({ email: "first@ops.example.com", role: "admin" });
    expect(created.password).toEqual(expect.any(String)); // one-time, shown once

    const intact = await ops("audit:verify");
    expect(intact.code, intact.stderr).toBe(0);
    expect(JSON.parse(intact.stdout)).toMatchObject({ ok: true, firstBroken: null });
    expect(intact.stderr).toMatch(/audit trail intact: [1-9]\d* rows/);

    const refused = await ops("operator:create", "--email", "not-an-email", "--role", "admin");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--email/);

    // Someone with the database's superuser switches the trigger off and edits the row.
    const db = await openDb({ dataDir: join(dataDir, "api"), poolSize: 1 });
    try {
      const row = await db.one<{ id: string; action: string; operator_email: string }>(
        "SELECT id::text, action, operator_email FROM audit_log WHERE action = 'operator.created' ORDER BY id LIMIT 1",
      );
      expect(row!.operator_email).toBe("cli:tester");
      await db.query("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only");
      await db.query("UPDATE audit_log SET reason = 'edited' WHERE id = $1", [row!.id]);
    } finally {
      await db.close();
    }
    const broken = await ops("audit:verify");
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/audit trail BROKEN at row \d+/);
  }, 300_000);
});
