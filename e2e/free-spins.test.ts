import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser.js";
import { operatorApi } from "./support/operator.js";
import { call, completeProfile, logInAs, registeredPlayer } from "./support/player.js";

interface ActiveBonus {
  bonus: { id: string; status: string; balance: number; freeSpins: { total: number; left: number } | null } | null;
}

/**
 * Free spins from our studio (issue 12 §3): the operator grants a free-spins
 * promotion, the player accepts it (the studio confirms the award), opens the
 * slot and sees "Free spins: 3 left"; each spin counts down, takes no stake,
 * and what it wins lands in the bonus balance.
 */
describe("free spins at our studio", () => {
  it("the slot plays the awarded spins first, counting them down, with the wins in the bonus balance", async () => {
    const p = await completeProfile(await registeredPlayer("MLT"));
    const op = await operatorApi("content@aurum.local");
    const promo = await op.call<{ id: string }>("/operator/v1/promotions", {
      kind: "free_spins",
      trigger: "manual",
      texts: { en: { title: "3 free spins", description: "On Fruit Frenzy", details: "" } },
      money: { EUR: { spinBet: 100 } },
      freeSpins: 3,
      freeSpinGames: ["fruit-frenzy"],
      wageringMultiplier: 5,
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
});
