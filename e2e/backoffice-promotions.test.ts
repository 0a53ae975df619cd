import type { Available, BonusHistory } from "@casino/contracts/promotions";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bo, openBackOfficeAs } from "./support/backoffice.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { call, logInAs, registeredPlayer } from "./support/player.js";

const nav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name, exact: true });

describe("back office: promotions", () => {
  it("content makes a promotion of Hungary with codes, offers it to a player on their Bonuses tab and revokes it; the player's promotions follow", async () => {
    // Hungary: no other journey's player lives there, so the promotion is offered to this journey's player only.
    const player = await registeredPlayer("HUN");
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `Hungary bonus ${stamp}`;
    const shared = `HUN${stamp}`;
    const single = `HUN1${stamp}`;
    const available = () => call<Available>("/promotions/v2/available", { token: player.token });

    const { page } = await newPage("desktop");
    await openBackOfficeAs(page, await newOperator("content"));
    await nav(page, "Promotions").click();
    await page.getByTestId("promotion-new").click();
    const editor = page.getByRole("dialog", { name: "New promotion" });
    await editor.getByTestId("promo-title").fill(title);
    await editor.getByTestId("promo-description").fill("€10 to play with");
    await editor.getByTestId("promo-details").fill("Wager it 3 times.");
    // a second language, added to the English texts
    await editor.getByTestId("promo-add-language").selectOption("de");
    await editor.getByTestId("promo-title").fill(`Ungarn-Bonus ${stamp}`);
    await editor.getByTestId("promo-lang-en").click();
    expect(await editor.getByTestId("promo-title").inputValue()).toBe(title);
    await editor.getByTestId("promo-money-EUR-amount").fill("10");
    await editor.getByTestId("promo-money-EUR-maxBet").fill("2");
    await editor.getByTestId("promo-wageringMultiplier").fill("3");
    await editor.getByTestId("promo-weight").fill("5");
    // A region the api refuses: its 400 lands on the field.
    await editor.getByTestId("promo-regions").fill("HU");
    await editor.getByTestId("promo-save").click();
    await editor.getByTestId("error-promo-regions").waitFor();
    expect(await editor.getByTestId("promo-errors").textContent()).toContain("need a fix");
    await editor.getByTestId("promo-regions").fill("hun");
    await editor.getByTestId("promo-save").click();

    // Saved: on to its codes, a shared one and a single-use one.
    const drawer = page.getByRole("dialog", { name: title });
    await drawer.getByTestId("promotion-tab-codes").waitFor();
    await drawer.getByTestId("promo-code").fill(shared);
    await drawer.getByTestId("promo-code-add").click();
    await drawer.getByTestId("promo-code-row").filter({ hasText: shared }).waitFor();
    await drawer.getByTestId("promo-code").fill(single);
    await drawer.getByTestId("promo-code-single").check();
    await drawer.getByTestId("promo-code-add").click();
    const singleRow = drawer.getByTestId("promo-code-row").filter({ hasText: single });
    await singleRow.waitFor();
    expect(await singleRow.textContent()).toContain("single use");
    expect(await singleRow.textContent()).toContain("0 / 1");
    expect(await drawer.getByTestId("promo-code-row").filter({ hasText: shared }).textContent()).toContain("shared");
    await page.keyboard.press("Escape");

    // Listed: kind, trigger, enabled, weight, its codes.
    const row = page.getByTestId("promotion-row").filter({ hasText: title });
    await row.waitFor();
    const listed = await row.textContent();
    for (const s of ["No deposit", "a promo code", "enabled", shared]) expect(listed).toContain(s);

    // Edited: what may change does; what may not is read-only.
    await row.click();
    const edit = page.getByRole("dialog", { name: title });
    expect(await edit.getByTestId("promo-kind").isDisabled()).toBe(true);
    expect(await edit.getByTestId("promo-money-EUR-amount").isDisabled()).toBe(true);
    await edit.getByTestId("promo-weight").fill("7");
    await edit.getByTestId("promo-reason").fill("journey: first in the list");
    await edit.getByTestId("promo-save").click();
    await edit.waitFor({ state: "detached" });
    await expect.poll(async () => (await row.locator("td").nth(5).textContent())?.trim()).toBe("7");

    // The player of Hungary may take it, with its shared code.
    const offered = (await available()).available.find((p) => p.title === title);
    expect(offered).toMatchObject({ code: shared, weight: 7 });
    const promotionId = offered!.id;

    // The player page's Bonuses tab: the promotion offered by hand, with a note.
    await nav(page, "Players").click();
    await page.getByTestId("player-search").fill(player.customerId.toLowerCase());
    await page.getByTestId("player-search-submit").click();
    const link = page.getByTestId("player-row").getByRole("link", { name: player.customerId, exact: true });
    await link.click();
    await page.getByTestId("tab-bonuses").click();
    await page.getByTestId("bonuses-table").getByText("No bonuses.").waitFor();
    await page.getByTestId("bonus-grant-open").click();
    const grant = page.getByRole("dialog", { name: "Offer a promotion to this player" });
    await grant.getByTestId("bonus-promotion").selectOption({ label: `${title} · No deposit` });
    await grant.getByLabel("Reason (kept in the audit trail)").fill("journey: goodwill");
    await grant.getByRole("button", { name: "Grant a promotion" }).click();
    const bonus = page.getByTestId("bonus-row").filter({ hasText: title });
    await expect.poll(() => bonus.getByTestId("bonus-status").textContent()).toBe("PENDING");
    expect(await bonus.textContent()).toContain("journey: goodwill");
    // an offer: its money and wagering come when the player accepts it
    expect(await bonus.textContent()).toContain("not funded yet");

    // The player finds the offer waiting on the site's promotions page.
    const site = await newPage("desktop");
    await logInAs(site.context, player);
    await site.page.goto("/en/promotions");
    await site.page.getByTestId("promotions-pending").getByTestId(`promotion-${promotionId}`).waitFor();
    expect((await available()).pending.map((p) => p.id)).toEqual([promotionId]);

    // Accepted: the player page's balance card of the bonus is titled by its promotion, never by the grant's id.
    const bonusId = (await available()).pending[0]!.bonusId!;
    await call(`/promotions/v2/${bonusId}/accept`, { method: "POST", token: player.token });
    await page.reload();
    const card = page.getByTestId(new RegExp(`^balance-bonus:${bonusId}-`));
    await expect.poll(async () => (await card.textContent()) ?? "").toContain(`Bonus: ${title}`);
    expect(await card.textContent()).not.toContain(bonusId.slice(0, 8));

    // Revoked with a reason: ended, the player reads the operator's note.
    await bonus.getByTestId("bonus-revoke-open").click();
    const revoke = page.getByRole("dialog", { name: "Revoke this bonus" });
    await revoke.getByLabel("Reason (kept in the audit trail)").fill("journey: offered by mistake");
    await revoke.getByRole("button", { name: "Revoke" }).click();
    await expect.poll(() => bonus.getByTestId("bonus-status").textContent()).toBe("REVOKED");
    expect(await bonus.getByTestId("bonus-revoke-open").count()).toBe(0);
    expect(await bonus.textContent()).toContain("journey: offered by mistake");

    const after = await available();
    expect(after.pending).toEqual([]);
    expect(after.available.map((p) => p.id)).not.toContain(promotionId);
    const history = await call<BonusHistory>("/promotions/v2/history?page=0&size=10", { token: player.token });
    expect(history.items[0]!.bonus).toMatchObject({
      promotionId,
      status: "REVOKED",
      reason: "operator",
      note: "journey: offered by mistake",
    });
    await site.page.reload();
    await site.page.getByTestId("promotions-page").waitFor();
    await expect.poll(() => site.page.getByTestId(`promotion-${promotionId}`).count()).toBe(0);
    await site.context.close();
  });

  it("support, whose role lacks promotions.read, sees no Promotions entry and no Bonuses tab, and the screen typed in is refused", async () => {
    const player = await registeredPlayer("HUN");
    const { page } = await newPage("desktop");
    await openBackOfficeAs(page, await newOperator("support"));
    await nav(page, "Players").waitFor();
    expect(await nav(page, "Promotions").count()).toBe(0);
    await page.goto(bo("/promotions"));
    await page.getByTestId("forbidden").waitFor();
    await page.goto(bo("/players"));
    await page.getByTestId("player-search").fill(player.customerId.toLowerCase());
    await page.getByTestId("player-search-submit").click();
    await page.getByTestId("player-row").getByRole("link", { name: player.customerId, exact: true }).click();
    await page.getByTestId("tab-notes").waitFor();
    expect(await page.getByTestId("tab-bonuses").count()).toBe(0);
  });
});
