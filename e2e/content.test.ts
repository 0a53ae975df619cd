import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { path } from "./support/access.js";
import { baseUrl, newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { logInAs, registeredPlayer } from "./support/player.js";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type Operator = (method: string, url: string, body?: unknown) => Promise<Record<string, unknown>>;
const signedIn = new Map<string, Promise<Operator>>();

/** An operator of a role, of this file's own, signed in through the api once per file. */
function operator(role: "content" | "support"): Promise<Operator> {
  if (!signedIn.has(role))
    signedIn.set(
      role,
      newOperator(role).then(({ cookie, csrf }) => async (method: string, url: string, body?: unknown) => {
        const r = await fetch(`${baseUrl()}${url}`, {
          method,
          headers: { cookie, "x-csrf-token": csrf, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await r.text();
        if (!r.ok) throw new Error(`${method} ${url} → ${r.status} ${text}`);
        return text ? JSON.parse(text) : {};
      }),
    );
  // a failed sign-in is not kept: a retried test signs in again
  signedIn.get(role)!.catch(() => signedIn.delete(role));
  return signedIn.get(role)!;
}

describe("content, support and notifications", () => {
  it("reads the blog in English and German: 3 posts first, more on demand, a post with breadcrumbs; no blog link in French", async () => {
    const { page } = await newPage();
    await page.goto("/en");
    await page.getByTestId("footer-blog").click();
    await page.getByTestId("blog-list").waitFor();
    expect(await page.getByTestId("blog-post-card").count()).toBe(3);
    await page.getByTestId("blog-featured").waitFor();
    await page.getByTestId("blog-more").click();
    expect(await page.getByTestId("blog-post-card").count()).toBeGreaterThanOrEqual(4);
    await page.getByText("What RTP means for your play").click();
    await page.getByTestId("blog-post").waitFor();
    expect(path(page)).toBe("/en/blog/how-rtp-works");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("What RTP means for your play");
    expect(await page.getByRole("navigation", { name: "Breadcrumbs" }).textContent()).toContain("Blog");
    expect(await page.title()).toContain("What RTP means");

    await page.goto("/de/blog");
    await page.getByText("Willkommen im Aurum Casino Blog").first().click();
    await page.getByTestId("blog-post").waitFor();
    expect(await page.locator(".prose-casino").textContent()).toContain("Neuigkeiten");
    await page.goto("/de/blog/gibt-es-nicht");
    await page.getByTestId("not-found").waitFor();

    await page.goto("/fr");
    await page.locator("footer").waitFor();
    expect(await page.getByTestId("footer-blog").count()).toBe(0);
  });

  it("a visitor writes to support with a screenshot; the agent's answer arrives by e-mail", async () => {
    const { page } = await newPage();
    const email = `support.${Date.now()}@example.com`;
    await page.goto("/en/chat?tab=contact-form");
    await page.getByTestId("contact-form").waitFor();
    await page.locator('input[name="userEmail"]').fill(email);
    await page.locator('input[name="title"]').fill("Deposit not shown");
    await page.locator('textarea[name="description"]').fill("I paid 20 EUR.\nThe balance is 0.");
    await page.getByTestId("support-files").setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("support-send").click();
    await page.getByTestId("support-sent").waitFor({ timeout: 60_000 });

    const agent = await operator("support");
    const tickets = (await agent("GET", "/operator/v1/support/tickets?status=open")) as unknown as {
      id: string;
      email: string;
    }[];
    const ticket = tickets.find((t) => t.email === email)!;
    const full = (await agent("GET", `/operator/v1/support/tickets/${ticket.id}`)) as { attachments: { name: string }[] };
    expect(full.attachments.map((a) => a.name)).toEqual(["screen.png"]);
    await agent("POST", `/operator/v1/support/tickets/${ticket.id}/reply`, { body: "Found it, credited." });
    const out = await fetch(`${baseUrl()}/dev/outbox.json?to=${encodeURIComponent(email)}`).then((r) => r.json());
    expect(out.messages[0]).toMatchObject({ template: "support_reply" });
  });

  it("a logged-in player sees the region popup once and an operator's message arrives in the open page", async () => {
    // Latvia: no other journey's player lives there, so the popup stays over this test's pages only.
    const player = await registeredPlayer("LVA");
    const editor = await operator("content");
    const headline = `Latvia ${Date.now()}`;
    await editor("POST", "/operator/v1/notifications", {
      texts: { en: { headline, title: "Weekend cup", text: "Play the weekend cup." } },
      regions: ["LVA"],
      published: true,
    });
    const { context, page } = await newPage();
    await logInAs(context, player);
    await page.goto("/en");
    await page.getByTestId("account-notification").waitFor();
    expect(await page.getByTestId("account-notification").textContent()).toContain(headline);
    await page.getByTestId("account-notification-ok").click();
    await page.reload();
    await page.getByTestId("account-menu").waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId("account-notification").count()).toBe(0);

    const agent = await operator("support");
    await agent("POST", "/operator/v1/messages", {
      audience: { type: "player", customerId: player.customerId },
      title: "Hello",
      body: "Your cup seat is saved.",
    });
    await page.getByText("Hello: Your cup seat is saved.").waitFor();
    await page.goto("/en/chat?tab=messages");
    await page.getByTestId("inbox-message").first().waitFor();
    expect(await page.getByTestId("inbox-message").first().getAttribute("data-read")).toBe("false");
  });

  it("unsubscribes from marketing e-mail in one click; a forged link fails", async () => {
    const player = await registeredPlayer("EST");
    const id = (player.session.customer as { id: string }).id;
    const sig = createHmac("sha256", "unsubscribe-dev-secret-change-me")
      .update(`unsubscribe:${id}`)
      .digest("base64url")
      .slice(0, 32);
    const { page } = await newPage();
    await page.goto(`/en/email/unsubscribe/${id}/${sig}`);
    await page.waitForURL(/\/en\/email\/unsubscribe\/success$/);
    await page.goto(`/en/email/unsubscribe/${id}/${"x".repeat(32)}`);
    await page.waitForURL(/\/en\/email\/unsubscribe\/failed$/);
  });

  it("tells an open page to reload when an urgent version ships", async () => {
    const editor = await operator("content");
    const { current } = (await editor("GET", "/operator/v1/releases")) as { current: string };
    const { page } = await newPage();
    // This page loaded an older build.
    let first = true;
    await page.route("**/api/needToRefresh*", async (route) => {
      if (!first) return route.continue();
      first = false;
      await route.fulfill({ json: { needToRefresh: false, urgent: false, version: "0.0.1-old" } });
    });
    await page.goto("/en?versionCheckMs=1000");
    await editor("PUT", `/operator/v1/releases/${encodeURIComponent(current)}`, { urgent: true, note: "journey" });
    try {
      await page.getByTestId("update-required").waitFor({ timeout: 20_000 });
    } finally {
      await editor("PUT", `/operator/v1/releases/${encodeURIComponent(current)}`, { urgent: false, note: null });
    }
  });
});
