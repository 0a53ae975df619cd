import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";

const app = await testApp({ config: { PUBLIC_URL: "https://casino.example" } });
const { marketing, delivery } = app.services;

async function player(email: string, language = "de") {
  const id = await insertPlayer(app.db);
  await app.db.query("UPDATE players SET email = $2, language = $3 WHERE id = $1", [id, email, language]);
  return id;
}

describe("marketing e-mail and its one-click unsubscribe", () => {
  it("carries List-Unsubscribe and List-Unsubscribe-Post headers and the link in its text", async () => {
    const id = await player("fan@example.com");
    const r = await marketing.send(id, { subject: "Weekend spins", body: "50 spins wait for you." });
    expect(r.sent).toBe(true);
    const [mail] = await delivery.latest({ to: "fan@example.com" });
    const url = marketing.unsubscribeUrl(id);
    expect(url).toMatch(new RegExp(`^https://casino.example/email/v1/unsubscribe/${id}/[\\w-]{32}$`));
    expect(mail!.headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.body).toContain(`https://casino.example/de/email/unsubscribe/${id}/`);
  });

  it("a mail client's one-click POST unsubscribes; nothing more is sent; a forged link is refused", async () => {
    const id = await player("leaver@example.com");
    const path = new URL(marketing.unsubscribeUrl(id)).pathname;
    const forged = await app.inject({
      method: "POST",
      url: path.replace(/[\w-]{32}$/, "A".repeat(32)),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe("UNSUBSCRIBE_LINK_INVALID");
    expect(await marketing.isUnsubscribed(id)).toBe(false);

    const res = await app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(await marketing.isUnsubscribed(id)).toBe(true);
    // twice is fine
    expect((await app.inject({ method: "POST", url: path })).statusCode).toBe(200);
    expect(await marketing.send(id, { subject: "Again", body: "x" })).toEqual({ sent: false, skipped: "unsubscribed" });
    expect(await delivery.latest({ to: "leaver@example.com" })).toEqual([]);
  });

  it("opening the link in a browser leads to the site's page in the player's language without unsubscribing", async () => {
    const id = await player("browser@example.com", "uk");
    const path = new URL(marketing.unsubscribeUrl(id)).pathname;
    const res = await app.inject({ method: "GET", url: path });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/uk/email/unsubscribe/${path.split("/").slice(-2).join("/")}`);
    expect(await marketing.isUnsubscribed(id)).toBe(false);
  });

  it("sends nothing to a self-excluded player", async () => {
    const id = await player("excluded@example.com");
    await app.db.query("UPDATE players SET self_exclusion_type = 'LOCK' WHERE id = $1", [id]);
    expect(await marketing.send(id, { subject: "Hi", body: "x" })).toEqual({ sent: false, skipped: "self-excluded" });
  });
});
