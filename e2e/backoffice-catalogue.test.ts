import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openBackOfficeAs } from "./support/backoffice.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";

const TOP = 2;
const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name });

describe("back office: catalogue and reports", () => {
  it("a content operator moves a game to the front of Top and the player site shows it; finance reads GGR with its chart and CSV", async () => {
    const { page, context } = await newPage("desktop");
    await openBackOfficeAs(page, await newOperator("content"));

    // Top's placement: the second game moves up (keyboard), then the order is saved.
    await nav(page, "Categories").click();
    await page.getByRole("button", { name: /^Top/ }).click();
    const rows = page.getByTestId("placement").locator("li");
    await rows.nth(1).waitFor();
    const second = (await rows.nth(1).getAttribute("data-game-id"))!;
    await rows
      .nth(1)
      .getByRole("button", { name: /^Reorder/ })
      .focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect.poll(() => rows.first().getAttribute("data-game-id")).toBe(second);
    await page.getByRole("button", { name: "Save order" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Save order" }).isDisabled()).toBe(true);

    // The player site shows the new order at once (its catalogue answer cache was dropped).
    const site = await context.newPage();
    await site.goto(`${inject("baseUrl")}/en`);
    const top = site.locator(`[data-testid="category-row"][data-category-id="${TOP}"]`);
    await top.getByTestId("game-tile").first().waitFor();
    expect(await top.getByTestId("game-tile").first().getAttribute("data-game-id")).toBe(second);
    await site.close();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);

    // Finance: the reports page with its chart (uPlot, loaded on demand) and a CSV of the same figures.
    await openBackOfficeAs(page, await newOperator("finance"));
    await nav(page, "Reports").click();
    await page.getByTestId("report-chart").locator("canvas").waitFor();
    await page.getByTestId("report-table").waitFor();
    const href = (await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!;
    const csv = await page.evaluate(async (u) => {
      const r = await fetch(u, { credentials: "same-origin" });
      return { status: r.status, type: r.headers.get("content-type"), text: await r.text() };
    }, href);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text.split("\r\n")[0]).toBe("key,provider,currency,bets,betCount,wins,rollbacks,ggr,bonusCost,ngr");
    await context.close();
  });
});
