import { describe, expect, it } from "vitest";
import { newPage, type ViewportName } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { call, completeProfile, logInAs, registeredPlayer } from "./support/player.js";

/**
 * A bonus that pays only on some games (games spec §2, §7: the bonus-block
 * dialog and search by `balance`): with no cash left, a game the bonus
 * excludes opens the dialog instead, and its bonus leads to the games it may
 * be played on — those and no others.
 */
async function playerOnBonus(allowed: string[]) {
  const p = await completeProfile(await registeredPlayer("SVN"));
  const op = await newOperator("content");
  const promo = await op.call<{ id: string }>("/operator/v1/promotions", {
    kind: "no_deposit",
    trigger: "manual",
    texts: { en: { title: "Fruit bonus", description: "A bonus for fruit slots.", details: "" } },
    money: { EUR: { amount: 1_000 } },
    wageringMultiplier: 3,
    games: allowed,
    contribution: { default: 100 },
  });
  const customer = (p.session as { customer: { id: string } }).customer;
  const offer = await op.call<{ id: string }>(`/operator/v1/players/${customer.id}/bonuses`, {
    promotionId: promo.id,
    note: "journey: a bonus for some games",
  });
  const active = await call<{ id: string; status: string }>(`/promotions/v2/${offer.id}/accept`, { token: p.token, body: {} });
  expect(active.status).toBe("ACTIVE");
  return { p, grantId: active.id };
}

describe.each([
  ["desktop", "en"],
  ["phone", "ru"],
] as [ViewportName, string][])("a bonus for some games, %s, %s", (viewport, lang) => {
  it("a game the bonus excludes shows the bonus-block dialog, whose bonus leads to the games it allows", async () => {
    const { p, grantId } = await playerOnBonus(["fruit-frenzy"]);
    const { context, page } = await newPage(viewport, { locale: lang });
    await logInAs(context, p);
    await page.goto(`/${lang}/games/dragon-fortune/aurum/dragon-fortune`);
    const dialog = page.getByTestId("bonus-block-dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Fruit bonus" }).click();
    // The search page in the player's language (/en/search, /ru/poisk), filtered by the bonus.
    await page.waitForURL((u) => u.pathname.startsWith(`/${lang}/`) && u.searchParams.get("balance") === grantId);
    const searchUrl = new URL(page.url());
    await page.getByTestId("search-bonus-filter").waitFor();
    const grid = page.getByTestId("game-grid");
    await grid.waitFor();
    await expect
      .poll(() => page.getByTestId("game-tile").evaluateAll((t) => t.map((e) => e.getAttribute("data-game-id"))))
      .toEqual(["fruit-frenzy"]);
    expect(await grid.getAttribute("data-total")).toBe("1");
    // The same balance in another player's browser lists nothing: the filter is the player's own bonus.
    const other = await registeredPlayer("SVN");
    const second = await newPage(viewport, { locale: lang });
    await logInAs(second.context, other);
    await second.page.goto(`${searchUrl.pathname}${searchUrl.search}`);
    await second.page.getByTestId("no-games").waitFor();
    await second.context.close();
    await context.close();
  }, 120_000);
});
