import type { LoyaltyStatus } from "@casino/contracts/loyalty";
import { describe, expect, it } from "vitest";
import { checkTerms, path } from "./support/access.js";
import { backOfficeAs, bo } from "./support/backoffice.js";
import { baseUrl, newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { call, completeProfile, credit, logInAs, registeredPlayer } from "./support/player.js";
import { playRound } from "./support/polar.js";

/**
 * The lucky club (issue 12 §1): the operator sets a ladder, a player wagers
 * real money past the first level's threshold, the rollup moves them up and
 * /en/lucky-club shows their level, their progress and what each level brings.
 */
describe("lucky club", () => {
  it("a player who wagered past the first threshold sees their level on /en/lucky-club", async () => {
    const op = await newOperator("content");
    const put = await fetch(`${baseUrl()}/operator/v1/loyalty/levels`, {
      method: "PUT",
      headers: { cookie: op.cookie, "x-csrf-token": op.csrf, "content-type": "application/json" },
      body: JSON.stringify({
        reason: "journey: the lucky club",
        levels: [
          { names: { en: "Lucky Bronze" }, thresholds: { USD: 150 }, cashbackBoost: 1 },
          { names: { en: "Lucky Silver" }, thresholds: { USD: 100_000_000 }, cashbackBoost: 3 },
        ],
      }),
    });
    expect(put.status).toBe(200);

    // Players of their own country, and a ladder in their own currency (US dollars): another journey's
    // popups never cover this one, and no other journey's player moves up this ladder.
    const p = await completeProfile(await registeredPlayer("IRL", "USD"));
    await credit(p, 1_000, "USD");
    await playRound(p, "aurora-reels", 100, 0);
    await playRound(p, "aurora-reels", 100, 0);
    // the rollup job runs once a minute
    await expect
      .poll(async () => (await call<{ level: number }>("/loyalty/v1/status", { token: p.token })).level, {
        timeout: 100_000,
        interval: 2_000,
      })
      .toBe(1);

    const { context, page } = await newPage("desktop");
    await logInAs(context, p);
    await page.goto("/en/lucky-club");
    await page.getByTestId("lucky-club").waitFor();
    expect(await page.getByTestId("lucky-club-level").textContent()).toBe("Lucky Bronze");
    expect(await page.getByTestId("lucky-club-wagered").textContent()).toContain("$2.00");
    expect(await page.getByTestId("lucky-club-next").textContent()).toContain("Lucky Silver");
    expect(await page.getByTestId("lucky-club-level-1").getAttribute("data-state")).toBe("current");
    expect(await page.getByTestId("lucky-club-level-2").textContent()).toContain("+3 % on every cashback");
    await context.close();
  }, 150_000);

  it("content adds a level with a level-up bonus in the back office's ladder editor; players see what it brings", async () => {
    const op = await newOperator("content");
    const stamp = Date.now().toString(36);
    const bonus = await op.call<{ id: string }>("/operator/v1/promotions", {
      kind: "no_deposit",
      trigger: "manual",
      texts: { en: { title: `Gold welcome ${stamp}`, description: "For reaching Gold.", details: "" } },
      money: { USD: { amount: 2_500 } },
      wageringMultiplier: 5,
    });
    const { page, context } = await backOfficeAs(op);
    await page.goto(bo("/"));
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Lucky club", exact: true }).click();
    await page.getByTestId("ladder-level-1").waitFor();
    const before = await page.locator('[data-testid^="ladder-level-"]').count();
    await page.getByTestId("ladder-add").click();
    const n = before + 1;
    await page.locator(`#ladder-names-${n - 1}`).fill(`en=Lucky Gold ${stamp}\nde=Glück Gold ${stamp}`);
    await page.locator(`#ladder-thresholds-${n - 1}`).fill("USD=2000000.00");
    await page.locator(`#ladder-boost-${n - 1}`).fill("4.5");
    await page.locator(`#ladder-bonus-${n - 1}`).selectOption(bonus.id);
    // no reason: refused on the field
    await page.getByTestId("ladder-save").click();
    await page.getByText("Say why (3 characters at least).").waitFor();
    await page.getByTestId("ladder-reason").fill("journey: a gold level");
    await page.getByTestId("ladder-save").click();
    await page.getByText("Saved.").waitFor();
    await context.close();

    const p = await registeredPlayer("IRL", "USD");
    const status = await call<LoyaltyStatus>("/loyalty/v1/status", { token: p.token, headers: { "accept-language": "de" } });
    expect(status.levels).toHaveLength(n);
    expect(status.levels[n - 1]).toMatchObject({
      name: `Glück Gold ${stamp}`,
      threshold: 200_000_000,
      cashbackBoost: 4.5,
      levelUpBonus: { title: `Gold welcome ${stamp}`, amount: 2_500, wageringMultiplier: 5 },
    });
  }, 150_000);

  it("the first-deposit popup leads to the lucky-club popup and from there to the page, or to the games", async () => {
    /** A one-click player of Ireland in US dollars, on the first-deposit popup. */
    const onFtd = async () => {
      const { page, context } = await newPage("desktop");
      await page.goto("/en/registration/oneclick");
      await page.getByTestId("oneclick-dialog").waitFor();
      await page.locator("#oneclick-country").selectOption("IRL");
      await page.locator("#oneclick-currency").selectOption("USD");
      await checkTerms(page, "oneclick");
      await page.getByTestId("oneclick-submit").click();
      await page.getByTestId("oneclick-continue").click();
      await page.getByTestId("ftd-dialog").waitFor();
      return { page, context };
    };

    const first = await onFtd();
    await first.page.getByTestId("ftd-lucky-club").click();
    const popup = first.page.getByTestId("lucky-club-popup");
    await popup.waitFor();
    expect(await popup.getByTestId("lucky-club-level").textContent()).toBe("Not in the club yet");
    expect(await popup.getByTestId("lucky-club-next").textContent()).toBe("$1.50 more to wager to reach Lucky Bronze");
    await popup.getByTestId("lucky-club-popup-open").click();
    await first.page.waitForURL((u) => u.pathname === "/en/lucky-club");
    await first.page.getByTestId("lucky-club-levels").waitFor();
    expect(await first.page.getByTestId("lucky-club-level-1").getAttribute("data-state")).toBe("next");
    await first.context.close();

    const second = await onFtd();
    await second.page.getByTestId("ftd-games").click();
    await second.page.waitForURL((u) => u.pathname === "/en/lobby");
    expect(path(second.page)).toBe("/en/lobby");
    expect(await second.page.getByTestId("ftd-dialog").count()).toBe(0);
    await second.context.close();
  }, 150_000);
});
