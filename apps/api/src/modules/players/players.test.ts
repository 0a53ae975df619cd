import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { operatorCaller } from "../../../test/operators.js";
import { activePlayer, nextIp } from "../accounts/testing.js";

const app = await testApp();

const operator = (role: Parameters<typeof operatorCaller>[1]) => operatorCaller(app, role);

const support = await operator("support");
const compliance = await operator("compliance");
const finance = await operator("finance");

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

async function namedPlayer(first: string, last: string, o: { country?: string; email?: string; phone?: string } = {}) {
  const p = await activePlayer(app.db, {
    email: o.email ?? `${first.toLowerCase()}.${uniq()}@example.com`,
    phone: o.phone,
    country: o.country,
  });
  await app.db.query("UPDATE players SET details = $2::jsonb WHERE id = $1", [
    p.id,
    JSON.stringify({ FIRSTNAME: first, LASTNAME: last }),
  ]);
  return p;
}

const login = (username: string, password: string, cid = "device-1") =>
  app.inject({
    method: "POST",
    url: "/session/v1/login",
    payload: { username, password },
    remoteAddress: nextIp(),
    headers: { "x-cid": cid },
  });

describe("player search", () => {
  const tag = uniq();
  it("finds a player by e-mail, phone, account id or name prefix, and by country and registration dates", async () => {
    const mari = await namedPlayer("Mari", `Tamm${tag}`, {
      email: `mari.${tag}@example.com`,
      phone: `+37255${String(Date.now()).slice(-6)}`,
      country: "EST",
    });
    const jaan = await namedPlayer("Jaan", `Tamm${tag}`, { country: "LVA" });
    const ids = (r: { body: { items: { id: string }[] } }) => r.body.items.map((i) => i.id);

    expect(ids(await support.call("GET", `/operator/v1/players?q=${encodeURIComponent(`MARI.${tag}`)}`))).toEqual([mari.id]);
    const phone = (await app.db.one<{ phone: string }>("SELECT phone FROM players WHERE id = $1", [mari.id]))!.phone;
    expect(ids(await support.call("GET", `/operator/v1/players?q=${encodeURIComponent(phone.slice(0, 10))}`))).toContain(mari.id);
    expect(ids(await support.call("GET", `/operator/v1/players?q=${mari.customerId.toLowerCase()}`))).toEqual([mari.id]);
    expect(ids(await support.call("GET", `/operator/v1/players?q=${mari.id}`))).toEqual([mari.id]);
    // a last name finds both; "first last" only one; a country narrows it
    expect(ids(await support.call("GET", `/operator/v1/players?q=tamm${tag}`)).sort()).toEqual([mari.id, jaan.id].sort());
    expect(ids(await support.call("GET", `/operator/v1/players?q=${encodeURIComponent(`jaan tamm${tag}`)}`))).toEqual([jaan.id]);
    expect(ids(await support.call("GET", `/operator/v1/players?q=tamm${tag}&country=LVA`))).toEqual([jaan.id]);
    // the operator's wildcards are plain characters
    expect((await support.call("GET", "/operator/v1/players?q=%25")).body.items).toEqual([]);

    await app.db.query("UPDATE players SET created_at = '2020-02-01T00:00:00Z' WHERE id = $1", [jaan.id]);
    const range = await support.call(
      "GET",
      `/operator/v1/players?q=tamm${tag}&registeredFrom=2020-01-01T00:00:00Z&registeredTo=2020-03-01T00:00:00Z`,
    );
    expect(ids(range)).toEqual([jaan.id]);
    expect(range.body.items[0]).toMatchObject({
      customerId: jaan.customerId,
      firstName: "Jaan",
      country: "LVA",
      standing: { status: "ACTIVE" },
    });
  });

  it("pages and sorts, and counts the matches", async () => {
    const t = uniq();
    for (const c of ["b", "a", "c"]) await namedPlayer("Pat", `Page${t}${c}`);
    const first = await support.call("GET", `/operator/v1/players?q=page${t}&sort=email&pageSize=2`);
    expect(first.body).toMatchObject({ total: 3, more: false });
    expect(first.body.items).toHaveLength(2);
    const second = await support.call("GET", `/operator/v1/players?q=page${t}&sort=email&pageSize=2&page=2`);
    expect(second.body.items).toHaveLength(1);
    const emails = [...first.body.items, ...second.body.items].map((i: { email: string }) => i.email);
    expect(emails).toEqual([...emails].sort());
    const desc = await support.call("GET", `/operator/v1/players?q=page${t}&sort=-email`);
    expect(desc.body.items.map((i: { email: string }) => i.email)).toEqual([...emails].reverse());
    expect((await support.call("GET", "/operator/v1/players?sort=password")).status).toBe(400);
    expect((await support.call("GET", "/operator/v1/players?pageSize=500")).status).toBe(400);
  });
});

describe("player page", () => {
  it("shows profile, verification, balances, ledger transfers, rounds with their verifier link and the login history", async () => {
    const p = await namedPlayer("Liis", `View${uniq()}`);
    const email = (await app.db.one<{ email: string }>("SELECT email FROM players WHERE id = $1", [p.id]))!.email;
    await app.services.wallet.credit({
      playerId: p.id,
      amount: 5000n,
      currency: "EUR",
      key: `dep:${p.id}`,
      kind: "D",
      from: "psp:sandbox",
    });
    await app.db.query(
      `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status)
       VALUES ('aurum-studio', $2, 'BET', $1, 'EUR', 'lucky-sevens', $3, 100, 'OK'),
              ('aurum-studio', $4, 'WIN', $1, 'EUR', 'lucky-sevens', $3, 250, 'OK')`,
      [p.id, `bet-${p.id}`, `round-${p.id}`, `win-${p.id}`],
    );
    expect((await login(email, "wrong-password", "device-A")).statusCode).toBe(401);
    expect((await login(email, p.password, "device-B")).statusCode).toBe(200);

    const view = await support.call("GET", `/operator/v1/players/${p.customerId}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: p.id,
      emailVerified: true,
      phoneVerified: false,
      firstName: "Liis",
      standing: { status: "ACTIVE" },
    });
    expect(view.body.accounts).toEqual([expect.objectContaining({ kind: "cash", currency: "EUR", balance: "5000", name: null })]);

    const transfers = await support.call("GET", `/operator/v1/players/${p.id}/transfers`);
    expect(transfers.body.items).toEqual([
      expect.objectContaining({
        kind: "D",
        key: `dep:${p.id}`,
        amount: "5000",
        direction: "in",
        from: "psp:sandbox",
        to: "player:cash",
      }),
    ]);

    const rounds = await support.call("GET", `/operator/v1/players/${p.id}/rounds`);
    expect(rounds.body.items).toEqual([
      expect.objectContaining({
        roundId: `round-${p.id}`,
        gameId: "lucky-sevens",
        bet: "100",
        win: "250",
        verifyUrl: `${app.services.config.studioPublicUrl}/verify?round=round-${p.id}`,
      }),
    ]);

    const logins = await support.call("GET", `/operator/v1/players/${p.id}/logins`);
    expect(logins.body.items).toEqual([
      expect.objectContaining({ outcome: "SESSION", device: "device-B", ip: expect.stringMatching(/^10\./), live: true }),
      expect.objectContaining({ outcome: "REFUSED", device: "device-A", ip: expect.stringMatching(/^10\./) }),
    ]);

    expect((await support.call("GET", `/operator/v1/players/${p.id}/payments`)).body.items).toEqual([]);
    expect((await support.call("GET", "/operator/v1/players/FSUA0000000")).status).toBe(404);
  });

  it("keeps internal notes, each with its audit row", async () => {
    const p = await namedPlayer("Toomas", `Notes${uniq()}`);
    const added = await support.call("POST", `/operator/v1/players/${p.id}/notes`, { body: "Called about a late payout." });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ body: "Called about a late payout.", by: { id: support.id, email: support.email } });
    expect((await support.call("GET", `/operator/v1/players/${p.id}/notes`)).body.items).toEqual([
      expect.objectContaining({ id: added.body.id, body: "Called about a late payout." }),
    ]);
    const audit = await app.db.query<{ action: string; operator_id: string }>(
      "SELECT action, operator_id::text AS operator_id FROM audit_log WHERE object_type = 'player' AND object_id = $1",
      [p.id],
    );
    expect(audit).toEqual([{ action: "player.note", operator_id: support.id }]);
    // finance reads players but does not write notes
    expect((await finance.call("POST", `/operator/v1/players/${p.id}/notes`, { body: "x" })).status).toBe(403);
  });
});

describe("block and unblock", () => {
  it("a blocked player's sessions end at once, login answers 403 LOCKED, and unblocking lets them back", async () => {
    const p = await namedPlayer("Kadri", `Block${uniq()}`);
    const s = await login(p.customerId, p.password);
    const token = s.json().token as string;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: "POST", url: "/updates/v1", headers: bearer })).statusCode).toBe(200);

    expect((await support.call("POST", `/operator/v1/players/${p.id}/block`, { reason: "fraud review" })).status).toBe(403);
    expect((await compliance.call("POST", `/operator/v1/players/${p.id}/block`, { reason: "" })).status).toBe(400);
    const blocked = await compliance.call("POST", `/operator/v1/players/${p.id}/block`, { reason: "fraud review" });
    expect(blocked.status).toBe(200);
    expect(blocked.body.standing).toMatchObject({ status: "BLOCKED", reason: "fraud review" });

    expect((await app.inject({ method: "POST", url: "/updates/v1", headers: bearer })).statusCode).toBe(401);
    expect(await app.db.one("SELECT 1 FROM sessions WHERE player_id = $1 AND ended_at IS NULL", [p.id])).toBeUndefined();
    const refused = await login(p.customerId, p.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "LOCKED", type: "LOCKED" });
    expect((await compliance.call("POST", `/operator/v1/players/${p.id}/block`, { reason: "again" })).body.code).toBe(
      "PLAYER_ALREADY_BLOCKED",
    );
    expect((await support.call("GET", "/operator/v1/players?status=BLOCKED&q=" + p.customerId)).body.items).toHaveLength(1);

    const unblocked = await compliance.call("POST", `/operator/v1/players/${p.id}/unblock`, { reason: "cleared by review" });
    expect(unblocked.body.standing.status).toBe("ACTIVE");
    expect((await login(p.customerId, p.password)).statusCode).toBe(200);

    const audit = await app.db.query<{ action: string; reason: string; before: unknown; after: unknown }>(
      "SELECT action, reason, before, after FROM audit_log WHERE object_type = 'player' AND object_id = $1 ORDER BY id",
      [p.id],
    );
    expect(audit).toEqual([
      { action: "player.block", reason: "fraud review", before: { status: "ACTIVE" }, after: { status: "LOCKED" } },
      {
        action: "player.unblock",
        reason: "cleared by review",
        before: { status: "LOCKED", reason: "fraud review" },
        after: { status: "ACTIVE" },
      },
    ]);
  });
});
