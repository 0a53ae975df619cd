import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";

const app = await testApp();
const editor = await sessionOf(app, (await enrolledOperator(app, "content")).id);
const agentOp = await enrolledOperator(app, "support");
const agent = await sessionOf(app, agentOp.id);
const call = (who: typeof editor, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  app.inject({ method, url, headers: who.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const auditOf = async (action: string) =>
  app.db.query<{ operator_id: string; object_id: string }>(
    "SELECT operator_id::text AS operator_id, object_id FROM audit_log WHERE action = $1",
    [action],
  );

describe("back office: content, support, messages, notifications, releases", () => {
  it("an editor writes a draft, publishes it, and readers see it; each save is audited", async () => {
    const post = {
      lang: "de",
      slug: "willkommen",
      title: "Willkommen",
      description: "Neu hier",
      bodyMd: "Hallo **{{brand}}**",
      status: "draft",
    };
    const created = await call(editor, "POST", "/operator/v1/blog/posts", post);
    expect(created.statusCode, created.body).toBe(201);
    expect((await app.inject({ method: "GET", url: "/blog/de/posts/willkommen" })).statusCode).toBe(404);
    const saved = await call(editor, "PUT", `/operator/v1/blog/posts/${created.json().id}`, { ...post, status: "published" });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/blog/de/posts/willkommen" })).body).toBe(
      "<p>Hallo <strong>Aurum Casino</strong></p>",
    );
    expect((await auditOf("blog.post_saved")).map((a) => a.object_id)).toEqual([created.json().id]);
    // the support role may not write posts
    expect((await call(agent, "POST", "/operator/v1/blog/posts", post)).statusCode).toBe(403);
  });

  it("an editor edits a static page and marks the running version urgent", async () => {
    const r = await call(editor, "PUT", "/operator/v1/pages/en/about-us", {
      title: "About",
      description: "Who we are",
      bodyMd: "## Us",
    });
    expect(r.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/seo/v1/content/en/about-us" })).json().html).toBe("<h2>Us</h2>");
    const mark = await call(editor, "PUT", "/operator/v1/releases/1.0.0", { urgent: true, note: "security fix" });
    expect(mark.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/needToRefresh?version=0.9" })).json()).toMatchObject({ urgent: true });
    expect(await auditOf("releases.marked")).toHaveLength(1);
  });

  it("an agent answers a player's ticket: the answer is e-mailed and lands in the player's inbox", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET email = 'ticket@example.com' WHERE id = $1", [playerId]);
    const { token } = await app.services.session.start(playerId, null);
    const auth = { authorization: `Bearer ${token}` };
    const sent = await app.inject({
      method: "POST",
      url: "/support/v1/messages",
      headers: auth,
      payload: { title: "KYC", description: "Is my passport ok?" },
    });
    const ticketId = sent.json().ticketId;
    const inbox = (await call(agent, "GET", "/operator/v1/support/tickets?status=open")).json();
    expect(inbox.map((t: { id: string }) => t.id)).toContain(ticketId);
    expect(
      (await call(agent, "POST", `/operator/v1/support/tickets/${ticketId}/assign`, { operatorId: agentOp.id })).statusCode,
    ).toBe(200);
    const reply = await call(agent, "POST", `/operator/v1/support/tickets/${ticketId}/reply`, { body: "Yes, verified." });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().ticket.status).toBe("answered");
    const [mail] = await app.services.delivery.latest({ to: "ticket@example.com" });
    expect(mail!.body).toContain("Yes, verified.");
    const box = (await app.inject({ method: "GET", url: "/messages/v1/inbox", headers: auth })).json();
    expect(box.messages[0]).toMatchObject({ title: "Re: KYC", body: "Yes, verified.", kind: "support", read: false });
    expect((await call(agent, "POST", `/operator/v1/support/tickets/${ticketId}/close`)).json().status).toBe("closed");
    expect((await auditOf("support.ticket_replied")).map((a) => a.operator_id)).toEqual([agentOp.id]);
    // the content role does not read tickets
    expect((await call(editor, "GET", "/operator/v1/support/tickets")).statusCode).toBe(403);
  });

  it("an agent sends a message to a player by customer id; an editor publishes a region notification", async () => {
    const playerId = await insertPlayer(app.db, { country: "IND" });
    const { customer_id } = (await app.db.one<{ customer_id: string }>("SELECT customer_id FROM players WHERE id = $1", [
      playerId,
    ]))!;
    const { token } = await app.services.session.start(playerId, null);
    const m = await call(agent, "POST", "/operator/v1/messages", {
      audience: { type: "player", customerId: customer_id },
      title: "Hi",
      body: "Welcome",
    });
    expect(m.statusCode, m.body).toBe(201);
    const box = (
      await app.inject({ method: "GET", url: "/messages/v1/inbox", headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(box.messages.map((x: { title: string }) => x.title)).toContain("Hi");
    const unknown = await call(agent, "POST", "/operator/v1/messages", {
      audience: { type: "player", customerId: "nobody" },
      title: "x",
      body: "y",
    });
    expect(unknown.json().code).toBe("MESSAGE_AUDIENCE_INVALID");

    const n = await call(editor, "POST", "/operator/v1/notifications", {
      texts: { en: { headline: "Diwali", title: "Festival spins", text: "50 spins" } },
      regions: ["IND"],
      published: true,
    });
    expect(n.statusCode, n.body).toBe(201);
    const list = (await app.inject({ method: "GET", url: "/data/v1/content/notifications.json" })).json();
    expect(list).toEqual([expect.objectContaining({ headline: "Diwali", regions: ["IND"] })]);
  });
});
