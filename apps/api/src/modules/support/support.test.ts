import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { solvedToken } from "../captcha/testing.js";
import { MAX_UPLOAD_BYTES } from "../content/uploads.js";

const app = await testApp({ config: { CAPTCHA_DISABLED: false } });
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** What the web's contact form sends: multipart with the spec's fields and files. */
async function send(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type?: string }[] = [],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/png" }), f.name);
  const req = new Request("http://x/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/support/v1/messages",
    headers: { "content-type": req.headers.get("content-type")!, ...headers },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

/** A logged-in player (no captcha): for the cases about files and replies. */
async function member(email: string) {
  const playerId = await insertPlayer(app.db);
  await app.db.query("UPDATE players SET email = $2 WHERE id = $1", [playerId, email]);
  const { token } = await app.services.session.start(playerId, null);
  return { authorization: `Bearer ${token}` };
}
const fields = { title: "Deposit missing", description: "I paid 20 EUR\nbut my balance shows 0." };

const visitor = async (extra: Record<string, string> = {}) => ({
  userEmail: "visitor@example.com",
  title: "Deposit missing",
  description: "I paid 20 EUR\nbut my balance shows 0.\n<b>please</b> help",
  firstName: "Ana",
  recaptchaToken: await solvedToken(app),
  ...extra,
});

describe("POST /support/v1/messages", () => {
  it("keeps a visitor's message with a screenshot as a ticket; the text stays plain with its line breaks", async () => {
    const res = await send(await visitor(), [{ name: "screen shot.png", bytes: PNG }]);
    expect(res.statusCode, res.body).toBe(200);
    const { ticketId, number, files } = res.json();
    expect(files).toBe(1);
    expect(number).toBeGreaterThan(0);
    const t = await app.services.support.ticket(ticketId);
    expect(t.ticket).toMatchObject({
      email: "visitor@example.com",
      first_name: "Ana",
      title: "Deposit missing",
      status: "open",
      player_id: null,
    });
    expect(t.messages).toHaveLength(1);
    expect(t.messages[0]!.html).toBe("I paid 20 EUR<br>but my balance shows 0.<br>&lt;b&gt;please&lt;/b&gt; help");
    expect(t.attachments).toEqual([expect.objectContaining({ name: "screen shot.png", mime: "image/png", size: PNG.length })]);
    const file = await app.services.support.attachment(ticketId, t.attachments[0]!.id);
    expect(Buffer.from(file.bytes).equals(PNG)).toBe(true);
  }, 90_000);

  it("asks a visitor for the captcha, and a valid e-mail", async () => {
    const noCaptcha = await send({ ...(await visitor()), recaptchaToken: "" });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().code).toMatch(/CAPTCHA/);
    const badEmail = await send(await visitor({ userEmail: "not-an-email" }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().code).toBe("VALIDATION_ERROR");
    const noEmail = await send({ title: "x", description: "y", recaptchaToken: await solvedToken(app) });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().code).toBe("SUPPORT_EMAIL_REQUIRED");
  }, 90_000);

  it("refuses a file whose bytes are not an allowed type, whatever its name says, and a file over 5,242,880 bytes", async () => {
    const auth = await member("files@example.com");
    const exe = await send(fields, [{ name: "invoice.png", bytes: Buffer.from("MZ\x90\x00 this is a program") }], auth);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ code: "FILE_TYPE_NOT_ALLOWED", error: "error.file.not.uploaded" });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooBig = await send(fields, [{ name: "big.png", bytes: big }], auth);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe("FILE_TOO_LARGE");
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.png`, bytes: PNG }));
    const many = await send(fields, six, auth);
    expect(many.statusCode).toBe(400);
    expect(many.json().code).toBe("TOO_MANY_FILES");
    const before = await app.services.support.inbox({});
    expect(before.filter((t) => t.title === "Deposit missing")).toHaveLength(1); // nothing of the refused ones kept
  }, 90_000);

  it("takes a logged-in player's message without captcha, from their account", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query(
      "UPDATE players SET email = 'p@example.com', details = details || '{\"FIRSTNAME\":\"Petro\"}' WHERE id = $1",
      [playerId],
    );
    const { token } = await app.services.session.start(playerId, null);
    const res = await app.inject({
      method: "POST",
      url: "/support/v1/messages",
      headers: { authorization: `Bearer ${token}` },
      payload: { title: "Bonus", description: "Where is my bonus?" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const t = await app.services.support.ticket(res.json().ticketId);
    expect(t.ticket.player_id).toBe(playerId);
    expect(t.ticket.customer_id).toMatch(/^FSUA/);
  });

  it("takes the message of a withdrawal-only session (an excluded player) as that player, without captcha", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET email = 'excluded@example.com' WHERE id = $1", [playerId]);
    const { token } = await app.services.session.start(playerId, null, null, "WITHDRAWAL");
    const res = await app.inject({
      method: "POST",
      url: "/support/v1/messages",
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: "10.201.0.1",
      payload: { title: "My self-exclusion", description: "Can you tell me when my self-exclusion ends?" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const t = await app.services.support.ticket(res.json().ticketId);
    expect(t.ticket).toMatchObject({ player_id: playerId, email: "excluded@example.com", title: "My self-exclusion" });
  });

  it("keeps a withdrawal-only session to a text message with the account's e-mail and name: no files, no other address", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query(
      `UPDATE players SET email = 'excluded-own@example.com', details = details || '{"FIRSTNAME": "Ana"}' WHERE id = $1`,
      [playerId],
    );
    const { token } = await app.services.session.start(playerId, null, null, "WITHDRAWAL");
    const authorization = `Bearer ${token}`;
    // replies about the account go where the account's e-mail is, never to an address typed into the form
    const typed = await send({ ...fields, userEmail: "someone-else@example.com", firstName: "Mallory" }, [], { authorization });
    expect(typed.statusCode, typed.body).toBe(200);
    const t = await app.services.support.ticket(typed.json().ticketId);
    expect(t.ticket).toMatchObject({ player_id: playerId, email: "excluded-own@example.com", first_name: "Ana" });
    // the session sends a message only: files are refused, and nothing is kept
    const before = await app.db.one<{ n: string }>("SELECT count(*)::text AS n FROM support_tickets WHERE player_id = $1", [
      playerId,
    ]);
    const withFile = await send(fields, [{ name: "a.png", bytes: PNG }], { authorization });
    expect(withFile.statusCode, withFile.body).toBe(403);
    expect(withFile.json().code).toBe("WITHDRAWAL_SESSION_ONLY");
    const after = await app.db.one<{ n: string }>("SELECT count(*)::text AS n FROM support_tickets WHERE player_id = $1", [
      playerId,
    ]);
    expect(after!.n).toBe(before!.n);
  });

  it("lets a withdrawal-only session of an account without an e-mail give the address to answer", async () => {
    const playerId = await insertPlayer(app.db);
    const { token } = await app.services.session.start(playerId, null, null, "WITHDRAWAL");
    const authorization = `Bearer ${token}`;
    const none = await send(fields, [], { authorization });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().code).toBe("SUPPORT_EMAIL_REQUIRED");
    const typed = await send({ ...fields, userEmail: "phone-only@example.com" }, [], { authorization });
    expect(typed.statusCode, typed.body).toBe(200);
    const t = await app.services.support.ticket(typed.json().ticketId);
    expect(t.ticket).toMatchObject({ player_id: playerId, email: "phone-only@example.com" });
  });

  it("is rate-limited per address", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET email = 'rl@example.com' WHERE id = $1", [playerId]);
    const { token } = await app.services.session.start(playerId, null);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/support/v1/messages",
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: "10.200.0.1",
        payload: { title: `again ${i}`, description: "Hello?" },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 503, 503]);
  });
});

describe("tickets in the back office", () => {
  it("a reply is kept, e-mailed to the player, and a closed ticket takes no more replies", async () => {
    const res = await send({ ...fields, title: "Withdrawal" }, [], await member("reply-me@example.com"));
    const { ticketId } = res.json();
    const { support } = app.services;
    await app.db.transaction((tx) => support.assign(tx, ticketId, "op-1"));
    const { after } = await app.db.transaction((tx) =>
      support.reply(tx, ticketId, "op-1", "It was paid today.\nCheck your bank."),
    );
    expect(after).toMatchObject({ status: "answered", assigned_to: "op-1" });
    await support.deliverReply(after, "It was paid today.\nCheck your bank.");
    const [mail] = await app.services.delivery.latest({ to: "reply-me@example.com" });
    expect(mail).toMatchObject({ template: "support_reply", subject: expect.stringContaining("Re: Withdrawal") });
    expect(mail!.body).toContain("It was paid today.\nCheck your bank.");
    const t = await support.ticket(ticketId);
    expect(t.messages.map((m) => m.author)).toEqual(["player", "operator"]);

    await app.db.transaction((tx) => support.close(tx, ticketId));
    await expect(app.db.transaction((tx) => support.reply(tx, ticketId, "op-1", "again"))).rejects.toMatchObject({
      code: "TICKET_CLOSED",
    });
    expect((await support.inbox({ status: "closed" })).map((x) => x.id)).toContain(ticketId);
  }, 90_000);
});
