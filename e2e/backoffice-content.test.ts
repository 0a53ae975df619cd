import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBackOfficeAs } from "./support/backoffice.js";
import { baseUrl, newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { captchaToken, logInAs, registeredPlayer } from "./support/player.js";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name });

describe("back office: support and content", () => {
  it("support answers a ticket with a file (the answer is e-mailed); content publishes a popup a player of Lithuania sees", async () => {
    // Lithuania: no other journey's player lives there, so the popup shows over this journey's pages only.
    const player = await registeredPlayer("LTU");
    const email = `bo-support.${Date.now()}@example.com`;
    const subject = `Deposit missing ${Date.now()}`;
    const form = new FormData();
    form.set("userEmail", email);
    form.set("title", subject);
    form.set("description", "I paid 20 EUR.\nThe balance is 0.");
    form.set("recaptchaToken", await captchaToken());
    form.set("files", new Blob([PNG], { type: "image/png" }), "receipt.png");
    const written = await fetch(`${baseUrl()}/support/v1/messages`, { method: "POST", body: form });
    expect(written.status).toBe(200);

    const { page, context } = await newPage("desktop");
    await openBackOfficeAs(page, await newOperator("support"));
    // The support role sees its screens, not the content ones.
    await nav(page, "Support inbox").click();
    expect(await nav(page, "Notification popups").count()).toBe(0);
    await page.getByTestId("support-ticket-row").filter({ hasText: subject }).click();
    await page.getByTestId("ticket-message").first().waitFor();
    expect(await page.getByTestId("ticket-message").first().textContent()).toContain("The balance is 0.");
    expect(await page.getByTestId("ticket-file").textContent()).toContain("receipt.png");
    const file = await page.evaluate(
      async (href) => {
        const r = await fetch(href!, { credentials: "same-origin" });
        return { status: r.status, type: r.headers.get("content-type"), size: (await r.arrayBuffer()).byteLength };
      },
      await page.getByTestId("ticket-file").getAttribute("href"),
    );
    expect(file).toEqual({ status: 200, type: "image/png", size: PNG.length });

    await page.getByTestId("ticket-assign").click();
    await page.getByText("you", { exact: true }).waitFor();
    await page.getByTestId("ticket-reply").fill("Found it: the deposit is credited.");
    await page.getByTestId("ticket-send").click();
    await expect.poll(() => page.getByTestId("ticket-status").textContent()).toBe("Answered");
    expect(await page.getByTestId("ticket-message").count()).toBe(2);
    const out = await fetch(`${baseUrl()}/dev/outbox.json?to=${encodeURIComponent(email)}`).then((r) => r.json());
    expect(out.messages[0]).toMatchObject({ template: "support_reply" });

    // Assigned to me, then closed: it leaves the open inbox.
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await page.getByTestId("support-mine").check();
    await page.getByTestId("support-filter-answered").click();
    await page.getByTestId("support-ticket-row").filter({ hasText: subject }).click();
    await page.getByTestId("ticket-close").click();
    await page.getByTestId("ticket-close-confirm").click();
    await expect.poll(() => page.getByTestId("ticket-status").textContent()).toBe("Closed");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);

    // Content: a popup for Lithuania, written and published in the back office.
    await openBackOfficeAs(page, await newOperator("content"));
    expect(await nav(page, "Support inbox").count()).toBe(0);
    await nav(page, "Notification popups").click();
    const headline = `Lithuania ${Date.now()}`;
    await page.getByTestId("notification-new").click();
    await page.getByTestId("notification-headline").fill(headline);
    await page.getByTestId("notification-title").fill("Weekend cup");
    await page.getByTestId("notification-text").fill("Play the weekend cup.");
    await page.getByTestId("notification-regions").fill("ltu");
    await page.getByTestId("notification-published").check();
    await page.getByTestId("notification-save").click();
    const row = page.getByTestId("notification-row").filter({ hasText: headline });
    await row.waitFor();
    expect(await row.textContent()).toContain("LTU");
    expect(await row.textContent()).toContain("published");

    // The player of Lithuania sees it on the site.
    const site = await newPage("desktop");
    await logInAs(site.context, player);
    await site.page.goto("/en");
    await site.page.getByTestId("account-notification").waitFor();
    expect(await site.page.getByTestId("account-notification").textContent()).toContain(headline);
    await site.page.getByTestId("account-notification-ok").click();
    await site.context.close();

    // Deleted again, so it shows to nobody else.
    await row.click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect.poll(() => page.getByTestId("notification-row").filter({ hasText: headline }).count()).toBe(0);

    // Tournaments: the demo cup's drawer shows its live standings, best first.
    await nav(page, "Tournaments").click();
    await page.getByTestId("tournament-row").filter({ hasText: "Weekly cup" }).click();
    const standings = page.getByRole("table", { name: "Standings" });
    await standings.waitFor();
    await expect.poll(() => standings.getAttribute("aria-busy")).toBeNull();
    const ranks = await page.getByTestId("tournament-standing").locator("td:first-child").allTextContents();
    expect(ranks).toEqual(ranks.map((_, i) => String(i + 1)));
    if (ranks.length === 0) await page.getByText("Nobody has played in this tournament yet.").waitFor();
    await context.close();
  });
});
