import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { backOfficeAs } from "./support/backoffice.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { call, completeProfile, logInAs, registeredPlayer } from "./support/player.js";

/**
 * The back office's player protection (issue 13 §3): compliance sees a
 * player's own limits, may tighten but never loosen them with an operator
 * limit (with a reason, in the history), the player's deposit over it is
 * refused; and the global limits of a currency are set and removed.
 */
const backoffice = () => inject("backofficeUrl");

/** Confirms the open dialog with a reason. */
async function confirmWith(page: Page, reason: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason (kept in the audit trail)").fill(reason);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: "detached" });
}

describe("back office: player protection", () => {
  it("compliance tightens a player's own deposit limit (never loosens it), the player's deposit over it is refused, and sets global limits", async () => {
    const p = await completeProfile(await registeredPlayer("PRT"));
    // the player's own daily deposit limit: €200.00
    await call("/account/v1/details/self-limits", { token: p.token, body: { deposit: { daily: 20_000 } } });

    const clara = await newOperator("compliance");
    const { page } = await backOfficeAs(clara);
    // found by account id, as in the money journey
    await page.goto(`${backoffice()}/players`);
    await page.getByTestId("player-search").fill(p.customerId.toLowerCase());
    await page.getByTestId("player-search-submit").click();
    await page.getByTestId("player-row").getByRole("link", { name: p.customerId, exact: true }).click();
    await page.getByRole("tab", { name: "Protection" }).click();
    const daily = page.getByTestId("protection-limit-deposit.daily");
    await daily.waitFor();
    expect(await daily.textContent()).toContain("200.00");

    // Above the player's own: refused on the page, nothing sent.
    await page.getByTestId("operator-limit-deposit.daily").fill("300");
    await page.getByTestId("operator-limits-save").click();
    await page
      .getByTestId("operator-limits-form")
      .getByRole("alert")
      .getByText("An operator may tighten but never loosen the player's own limit.", { exact: false })
      .waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);

    // Below it: confirmed with a reason, in force at once and in the history.
    await page.getByTestId("operator-limit-deposit.daily").fill("150");
    await page.getByTestId("operator-limits-save").click();
    expect(await page.getByTestId("operator-limits-changes").textContent()).toContain("150.00 EUR");
    await confirmWith(page, "Affordability check pending");
    await expect.poll(async () => (await daily.locator("td").nth(1).textContent()) ?? "").toContain("150.00");
    expect(await daily.locator("td").nth(3).textContent()).toContain("150.00");
    await page.getByTestId("protection-history").getByText("Affordability check pending").waitFor();
    // The history reads as sentences, money as in the limits table; no internal action code shows.
    const history = page.getByTestId("protection-history");
    await history.getByText("Operator limit set: daily deposit 150.00 EUR (was no limit)").waitFor();
    await history.getByText("Limit set: daily deposit 200.00 EUR (was no limit)").waitFor();
    expect(await history.textContent()).not.toMatch(/operator-limit\.set|limit\.set|deposit\.daily/);

    // An operator session-time limit: shown beside the player's own (none here).
    await page.getByTestId("operator-limit-session").fill("45");
    await page.getByTestId("operator-limits-save").click();
    expect(await page.getByTestId("operator-limits-changes").textContent()).toContain("no limit → 45 minutes");
    await confirmWith(page, "Night sessions");
    await expect.poll(async () => (await page.getByTestId("protection-tab").textContent()) ?? "").toContain("(operator: 45)");

    // The player: a deposit of €160.00, within their own €200.00 but over the operator's €150.00, is refused.
    const { page: site, context } = await newPage("phone");
    await logInAs(context, p);
    await site.goto("/en/account/deposit");
    await site.getByTestId("method-card").click();
    await site.getByTestId("payment-amount").fill("160");
    await site.getByTestId("payment-submit").click();
    await expect
      .poll(async () => (await site.getByTestId("form-error").textContent()) ?? "", { timeout: 15_000 })
      // the operator's limit, not the player's own (that one says "your")
      .toBe("This deposit would pass the daily deposit limit.");

    // Global limits of a currency no journey plays in: set, shown with who set them, then removed.
    await page.goto(`${backoffice()}/protection/global-limits`);
    await page.getByTestId("global-limit-currency").selectOption("LTC");
    await page.getByTestId("global-limit-daily").fill("2");
    await page.getByTestId("global-limits-save").click();
    await confirmWith(page, "Crypto deposit ceiling");
    const row = page.getByTestId("global-limits").locator("tr", { has: page.locator("td", { hasText: /^LTC$/ }) });
    await row.waitFor();
    expect(await row.textContent()).toContain(clara.email);
    expect(await row.locator("td").nth(1).textContent()).toMatch(/^2[.,]?0*\s*LTC$|LTC\s*2/);
    await page.getByTestId("global-limit-currency").selectOption("LTC");
    await page.getByTestId("global-limit-daily").fill("");
    await page.getByTestId("global-limits-save").click();
    await confirmWith(page, "Ceiling lifted");
    await expect
      .poll(async () => ((await row.count()) === 0 ? "removed" : ((await row.locator("td").nth(1).textContent()) ?? "")))
      .toMatch(/^(removed|—)$/);
  });

  it("support starts the cool-down a player asked for by chat: the player's session ends and it shows with its reason", async () => {
    // with an e-mail and a name: the players list's row at its widest
    const p = await completeProfile(await registeredPlayer("EST"));
    const sam = await newOperator("support");
    const { page } = await backOfficeAs(sam);
    await page.goto(`${backoffice()}/players`);
    await page.getByTestId("player-search").fill(p.customerId.toLowerCase());
    await page.getByTestId("player-search-submit").click();
    await page.getByTestId("player-row").getByRole("link", { name: p.customerId, exact: true }).click();
    await page.getByRole("tab", { name: "Protection" }).click();
    expect(await page.getByTestId("protection-exclusion").textContent()).toContain("none");
    // support reads the limits but may not set operator limits
    expect(await page.getByTestId("operator-limits-form").count()).toBe(0);
    await page.getByTestId("start-exclusion-open").click();
    await page.getByRole("dialog").getByTestId("exclusion-period").selectOption({ label: "Cool-down for 1 week" });
    await confirmWith(page, "Asked in chat #2231");
    await expect
      .poll(async () => (await page.getByTestId("protection-exclusion").textContent()) ?? "")
      .toMatch(/cool-down until \d/);
    await page.getByTestId("protection-history").getByText("Asked in chat #2231").waitFor();
    await page.getByTestId("protection-history").getByText("Cool-down started for 1 week", { exact: false }).waitFor();
    // the player's session is over at once
    await expect(call("/account/v1/details/self-limits", { token: p.token })).rejects.toThrow(/→ 401/);

    // The players list names the kind (a cool-down, not a self-exclusion), its badge whole inside the table at 1280 px.
    await page.goto(`${backoffice()}/players?q=${encodeURIComponent(p.customerId)}`);
    const badge = page.getByTestId("player-row").filter({ hasText: p.customerId }).getByTestId("player-standing");
    await expect.poll(async () => (await badge.textContent()) ?? "").toMatch(/^Cool-down until \d/);
    const table = page.getByRole("table", { name: "Players" });
    const [b, t] = [await badge.boundingBox(), await table.boundingBox()];
    expect(b!.x + b!.width).toBeLessThanOrEqual(t!.x + t!.width);
    expect(await table.evaluate((e) => e.parentElement!.scrollWidth <= e.parentElement!.clientWidth)).toBe(true);

    // The excluded players' list shows them with the kind and end; the account is a real link to their protection.
    await page.goto(`${backoffice()}/protection/exclusions`);
    const row = page.getByTestId("exclusion-row").filter({ hasText: p.customerId });
    await row.waitFor();
    expect(await row.textContent()).toContain("cool-down");
    const link = row.getByRole("link", { name: p.customerId, exact: true });
    expect(await link.getAttribute("href")).toMatch(/\/players\/[0-9a-f-]+\?tab=protection$/);
    await link.focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("protection-tab").waitFor();
    expect(await page.getByTestId("protection-exclusion").textContent()).toMatch(/cool-down until \d/);
    // the page's header says cool-down too, not self-excluded
    expect(await page.getByTestId("player-standing").textContent()).toMatch(/^Cool-down until \d/);
    // the profile's fields by their labels, not the stored keys
    await page.getByTestId("tab-profile").click();
    const profile = (await page.getByTestId("player-profile").textContent()) ?? "";
    expect(profile).toContain("CityTallinn");
    expect(profile).toContain("GenderFemale");
    expect(profile).toContain("Date of birth1990-03-07");
    expect(profile).not.toMatch(/location city|firstname/i);
  });
});
