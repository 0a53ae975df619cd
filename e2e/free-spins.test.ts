import { describe, expect, it } from "vitest";
import { openBackOfficeAs } from "./support/backoffice.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { call, completeProfile, credit, logInAs, registeredPlayer } from "./support/player.js";

interface ActiveBonus {
  bonus: { id: string; status: string; balance: number; freeSpins: { total: number; left: number } | null } | null;
}

/**
 * Free spins from our studio (issue 12 §3): the operator makes a free-spins
 * promotion in the back office and grants it, the player accepts it (the studio confirms the award), opens the
 * slot and sees "Free spins: 3 left"; each spin counts down, takes no stake,
 * and what it wins lands in the bonus balance.
 */
describe("free spins at our studio", () => {
  it("the slot plays the awarded spins first, counting them down, with the wins in the bonus balance", async () => {
    const p = await completeProfile(await registeredPlayer("MLT"));
    // The operator makes the promotion in the back office's editor: the kind, its spins, slots and stake of a spin.
    const title = `3 free spins ${Date.now().toString(36)}`;
    const bo = await newPage("desktop");
    await openBackOfficeAs(bo.page, await newOperator("content"));
    await bo.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Promotions", exact: true }).click();
    await bo.page.getByTestId("promotion-new").click();
    const editor = bo.page.getByRole("dialog", { name: "New promotion" });
    await editor.getByTestId("promo-kind").selectOption("free_spins");
    await editor.getByTestId("promo-trigger").selectOption("manual");
    await editor.getByTestId("promo-title").fill(title);
    await editor.getByTestId("promo-description").fill("On Fruit Frenzy");
    await editor.getByTestId("promo-freeSpins").fill("3");
    await editor.getByTestId("promo-money-EUR-spinBet").fill("1");
    await editor.getByTestId("promo-wageringMultiplier").fill("5");
    // a game that is not one of our slots: the api's refusal lands on the field
    await editor.getByTestId("promo-freeSpinGames").fill("european-roulette");
    await editor.getByTestId("promo-save").click();
    await editor.getByTestId("error-promo-freeSpinGames").waitFor();
    await editor.getByTestId("promo-freeSpinGames").fill("fruit-frenzy");
    await editor.getByTestId("promo-save").click();
    await editor.waitFor({ state: "detached" });
    const row = bo.page.getByTestId("promotion-row").filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain("Free spins at our studio");
    await bo.context.close();

    const op = await newOperator("content");
    const promo = (await op.call<{ id: string; texts: { en: { title: string } } }[]>("/operator/v1/promotions")).find(
      (x) => x.texts.en.title === title,
    )!;
    expect(promo).toMatchObject({
      kind: "free_spins",
      freeSpins: 3,
      freeSpinGames: ["fruit-frenzy"],
      money: { EUR: { spinBet: 100 } },
    });
    const customer = (p.session as { customer: { id: string } }).customer;
    const offer = await op.call<{ id: string }>(`/operator/v1/players/${customer.id}/bonuses`, {
      promotionId: promo.id,
      note: "journey: free spins",
    });
    const accepted = await call<{ status: string }>(`/promotions/v2/${offer.id}/accept`, { token: p.token, body: {} });
    expect(accepted.status).toBe("ACTIVE");

    const { context, page } = await newPage("desktop", { locale: "en" });
    await logInAs(context, p);
    await page.goto("/en/games/fruit-frenzy/aurum/fruit-frenzy");
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const badge = frame.getByTestId("awarded-spins");
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe("Free spins: 3 left");
    // the spins are played at the award's stake, shown where the stake is
    expect(await frame.getByTestId("stake").textContent()).toBe("€1.00");

    // the game is idle between rounds (while the reels turn, the spin button stops them instead)
    const idle = () => expect.poll(() => frame.locator(".busy").count(), { timeout: 15_000 }).toBe(0);
    for (const left of [2, 1]) {
      await idle();
      await frame.getByTestId("spin").click();
      await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe(`Free spins: ${left} left`);
    }
    await idle();
    await frame.getByTestId("spin").click();
    await expect.poll(() => badge.isHidden(), { timeout: 15_000 }).toBe(true);
    // the spins used up, the stake is the player's own again
    await expect.poll(() => frame.getByTestId("stake").textContent()).toBe("€0.10");

    // the casino counted the three spins; what they won is bonus money, no cash was staked
    const active = await call<ActiveBonus>("/promotions/v2/active", { token: p.token });
    const history = await call<{ items: { bonus: { id: string; status: string; freeSpins: unknown } }[] }>(
      "/promotions/v2/history?page=0&size=10",
      { token: p.token },
    );
    const mine = history.items.find((i) => i.bonus.id === offer.id)!.bonus;
    expect(mine.freeSpins).toEqual({ total: 3, left: 0 });
    if (mine.status === "ACTIVE") expect(active.bonus).toMatchObject({ id: offer.id, freeSpins: { left: 0 } });
    else expect(mine.status).toBe("FAILED"); // all three spins won nothing: the bonus ends
    await context.close();
  }, 120_000);

  it("a cancelled free-spin bonus takes its spins off the slot at once: the next round is the player's own", async () => {
    const p = await completeProfile(await registeredPlayer("GRC"));
    await credit(p, 1_000); // €10.00 of their own, to play on after the spins
    const op = await newOperator("content");
    const promo = await op.call<{ id: string }>("/operator/v1/promotions", {
      kind: "free_spins",
      trigger: "manual",
      texts: { en: { title: `5 free spins ${Date.now().toString(36)}`, description: "On Dragon Fortune", details: "" } },
      money: { EUR: { spinBet: 100 } },
      freeSpins: 5,
      freeSpinGames: ["dragon-fortune"],
      wageringMultiplier: 5,
      enabled: true,
    });
    const customer = (p.session as { customer: { id: string } }).customer;
    const offer = await op.call<{ id: string }>(`/operator/v1/players/${customer.id}/bonuses`, {
      promotionId: promo.id,
      note: "journey: cancelled free spins",
    });
    expect((await call<{ status: string }>(`/promotions/v2/${offer.id}/accept`, { token: p.token, body: {} })).status).toBe(
      "ACTIVE",
    );

    const { context, page } = await newPage("phone", { locale: "en" });
    await logInAs(context, p);
    await page.goto("/en/games/dragon-fortune/aurum/dragon-fortune");
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const badge = frame.getByTestId("awarded-spins");
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe("Free spins: 5 left");
    await frame.getByTestId("spin").click();
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe("Free spins: 4 left");

    // the player cancels the bonus; the studio is told, so the slot offers no spin of it again
    expect((await call<{ status: string }>("/promotions/v2/cancel", { token: p.token, body: {} })).status).toBe("CANCELLED");
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.frameLocator('[data-testid="game-frame"]').getByTestId("spin").waitFor({ timeout: 20_000 });
          return page.frameLocator('[data-testid="game-frame"]').getByTestId("awarded-spins").isHidden();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await context.close();
  }, 120_000);
});
