import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logIn, path } from "./support/access.js";
import { newPage, type ViewportName } from "./support/browser.js";
import { call, captchaToken, completeProfile, credit, logInAs, PASSWORD, registeredPlayer } from "./support/player.js";
import { playRound } from "./support/polar.js";

/** Restrictions (issue 13): limits set and lowered at once, a raise waiting with its countdown, a refused deposit, a cool-down. */
describe("restrictions", () => {
  for (const vp of ["desktop", "phone"] as const) {
    it(`limits, a refused deposit, a waiting raise and a cool-down that logs out (${vp})`, async () => {
      const p = await registeredPlayer();
      const { page, context } = await newPage(vp);
      await logInAs(context, p);
      await page.goto("/en/account/restrictions");
      await page.getByTestId("limits-form").waitFor();

      // A daily deposit limit, then a lower one: both in force at once.
      await page.getByTestId("limit-deposit.daily").fill("50");
      await page.getByTestId("limits-save").click();
      await expect.poll(() => page.getByTestId("limit-deposit.daily").inputValue()).toBe("50");
      await page.getByTestId("limit-deposit.daily").fill("30");
      await page.getByTestId("limit-losses.weekly").fill("100");
      await page.getByTestId("limits-save").click();
      await expect.poll(() => page.getByTestId("limit-deposit.daily").inputValue()).toBe("30");
      expect(await page.getByTestId("pending-limits").count()).toBe(0);

      // A deposit over it is refused with its message.
      await page.goto("/en/account/deposit");
      await page.getByTestId("method-card").click();
      await page.getByTestId("payment-amount").fill("40");
      await page.getByTestId("payment-submit").click();
      await expect
        .poll(async () => (await page.getByTestId("form-error").textContent()) ?? "", { timeout: 15_000 })
        .toBe("This deposit would pass your daily deposit limit.");

      // A raise waits 24 hours: shown with its countdown, the old limit still in force.
      await page.goto("/en/account/restrictions");
      await page.getByTestId("limit-deposit.daily").fill("80");
      await page.getByTestId("limits-save").click();
      const pending = page.getByTestId("pending-deposit.daily");
      await pending.waitFor();
      // The server's 24 h counted from its answer (24:00:00 for its first second), not from the device's clock.
      await expect
        .poll(async () => (await pending.getByTestId("pending-countdown").textContent()) ?? "", { timeout: 5_000 })
        .toMatch(/23:59:\d\d/);
      expect(await page.getByTestId("limit-deposit.daily").inputValue()).toBe("30");

      // A cool-down: confirmed, the player is logged out and sees the dated dialog; login shows it again.
      await page.getByTestId("exclusion-period").selectOption("1w");
      await page.getByTestId("exclusion-start").click();
      await page.getByTestId("exclusion-confirm-button").click();
      await page.getByTestId("login-blocked-dialog").waitFor();
      const until = new Date(Date.now() + 7 * 86_400_000);
      const date = `${String(until.getDate()).padStart(2, "0")}/${String(until.getMonth() + 1).padStart(2, "0")}/${until.getFullYear()}`;
      expect(await page.getByTestId("login-blocked-message").textContent()).toBe(`You took a break from playing until ${date}.`);
      // Nothing on the account to withdraw: the dialog does not offer it.
      expect(await page.getByTestId("withdraw-balance").count()).toBe(0);
      await page.getByRole("button", { name: "OK" }).click();
      await page.getByTestId("header-login").waitFor();
      expect(path(page)).not.toContain("/account/");
      await logIn(page, p.customerId, PASSWORD);
      await page.getByTestId("login-blocked-dialog").waitFor();
      expect(await page.getByTestId("login-blocked-message").textContent()).toContain(date);
      await context.close();
    });
  }
});

/**
 * A cool-down started with money on the account: the dialog that says the player is logged out offers "Withdraw my
 * balance", which asks for their credentials (the server opens no withdrawal session without them) and opens the
 * withdrawal-only page, as the lock dialog of a later login does.
 */
describe("a cool-down with a balance", () => {
  for (const vp of ["desktop", "phone"] as const) {
    it(`the logout's dialog → Withdraw my balance → credentials → the withdrawal-only page (${vp})`, async () => {
      const p = await completeProfile(await registeredPlayer("DEU"));
      await credit(p, 5_000);
      const { page, context } = await newPage(vp);
      await logInAs(context, p);
      await page.goto("/en/account/restrictions");
      await page.getByTestId("header-balance").getByText("€50.00").waitFor();
      await page.getByTestId("exclusion-start").click();
      await page.getByTestId("exclusion-confirm-button").click();
      const dialog = page.getByTestId("login-blocked-dialog");
      await dialog.waitFor();
      expect(await page.getByTestId("login-blocked-message").textContent()).toMatch(/^You took a break from playing until /);
      // Every session ended at once.
      await expect.poll(() => page.evaluate(() => localStorage.getItem("session"))).toBeNull();

      await page.getByTestId("withdraw-balance").click();
      const login = page.getByTestId("login-dialog");
      await login.waitFor();
      expect(await login.getByRole("heading").first().textContent()).toBe("Withdraw my balance");
      await page.getByTestId("login-withdrawal-hint").waitFor();
      // A wrong password opens nothing.
      await page.getByTestId("login-identifier").fill(p.customerId);
      await page.getByTestId("login-password").fill("Wrong-pass1");
      await page.getByTestId("login-submit").click();
      await page.getByTestId("form-error").waitFor();
      expect(await page.getByTestId("withdraw-only-page").count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();

      await page.getByTestId("login-password").fill(PASSWORD);
      await page.getByTestId("login-submit").click();
      await page.getByTestId("withdraw-only-page").waitFor();
      await page.getByTestId("withdraw-only-balance-amount").filter({ hasText: "€50.00" }).waitFor();
      expect(await page.getByTestId("header-balance").count()).toBe(0);
      const session = JSON.parse((await page.evaluate(() => localStorage.getItem("session"))) ?? "{}");
      expect(session.scope).toBe("WITHDRAWAL");
      await context.close();
    });
  }
});

/** The header balance in cents, as the player reads it ("Balance: €9.80"). */
async function headerCents(page: Page) {
  const text = ((await page.getByTestId("header-balance").textContent()) ?? "").replace(/^[^:]*:\s*/, "");
  const m = text.match(/^€([\d,]+)\.(\d\d)$/);
  return m ? Number(m[1]!.replace(/,/g, "")) * 100 + Number(m[2]) : null;
}
/** Cents as the site writes euros: €1.20, -€0.40. */
const euros = (cents: number) => `${cents < 0 ? "-" : ""}€${(Math.abs(cents) / 100).toFixed(2)}`;

/**
 * Reality check (MGA): every interval of real play the game pauses with the time played and the session's net
 * result. The journeys' stack runs a minute of 2 seconds (PLAY_MINUTE_MS), so "every 15 minutes" is 30 s.
 */
describe("reality check", () => {
  for (const vp of ["desktop", "phone"] as const) {
    it(`pauses real play with the time played and the net result; continue resumes, stop closes the game (${vp})`, async () => {
      // Players of their own country: another journey's region popup never covers this one.
      const p = await completeProfile(await registeredPlayer("SWE"));
      await credit(p, 1_000);
      const { page, context } = await newPage(vp);
      await logInAs(context, p);

      await page.goto("/en/account/restrictions");
      await page.getByTestId("limits-form").waitFor();
      await page.getByTestId("reality-check").selectOption("15");
      await page.getByTestId("limits-save").click();
      await expect.poll(() => page.getByTestId("reality-check").inputValue()).toBe("15");
      // Saved for good: a fresh page reads it back.
      await page.reload();
      await expect.poll(() => page.getByTestId("reality-check").inputValue()).toBe("15");

      await page.goto("/en/games/dragon-fortune/aurum/dragon-fortune");
      const frame = page.frameLocator('[data-testid="game-frame"]');
      const spin = frame.getByTestId("spin");
      await spin.waitFor();
      await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(1_000);

      // One round: the stake leaves the header balance, and the spin button comes back when the round is over.
      await spin.click();
      await expect.poll(() => headerCents(page), { timeout: 15_000 }).not.toBe(1_000);
      await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true);

      // 15 "minutes" after the launch the game pauses.
      const check = page.getByTestId("reality-check");
      await check.waitFor({ timeout: 45_000 });
      expect(await check.getByRole("heading").textContent()).toBe("Reality check");
      expect(await check.getByTestId("reality-check-played").textContent()).toMatch(/^0:15:\d\d$/);
      const net = (await headerCents(page))! - 1_000;
      expect(await check.getByTestId("reality-check-net").textContent()).toBe(euros(net));
      // The frame takes no input while it shows.
      await expect(spin.click({ trial: true, timeout: 1_500 })).rejects.toThrow();

      // Continue: the game takes input again (the server takes its stakes again), and the next check comes one
      // interval later.
      await check.getByTestId("reality-check-continue").click();
      await check.waitFor({ state: "hidden" });
      const paused = (await headerCents(page))!;
      await spin.click({ timeout: 5_000 });
      await expect.poll(() => headerCents(page), { timeout: 15_000 }).not.toBe(paused);
      await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true);
      await check.waitFor({ timeout: 45_000 });
      // by now the round's win (if any) is in the header too
      const net2 = (await headerCents(page))! - 1_000;
      const played = (await check.getByTestId("reality-check-played").textContent()) ?? "";
      expect(played).toMatch(/^0:[3-4]\d:\d\d$/);
      expect(await check.getByTestId("reality-check-net").textContent()).toBe(euros(net2));

      // Stop: the game closes and the player is back in the lobby.
      await check.getByTestId("reality-check-stop").click();
      await page.getByTestId("game-popup").waitFor({ state: "detached" });
      expect(path(page)).toMatch(/^\/en\/?$/);
      expect(await headerCents(page)).toBe(1_000 + net2);

      if (vp === "desktop") {
        // A new game session counts from its own launch; History leaves the game for the player's history.
        await page.goto("/en/games/dragon-fortune/aurum/dragon-fortune");
        await spin.waitFor();
        await check.waitFor({ timeout: 45_000 });
        expect(await check.getByTestId("reality-check-played").textContent()).toMatch(/^0:15:\d\d$/);
        expect(await check.getByTestId("reality-check-net").textContent()).toBe("€0.00");
        await check.getByTestId("reality-check-history").click();
        await page.getByTestId("history-page").waitFor();
        expect(path(page)).toMatch(/^\/en\/account\/history/);
        expect(await page.getByTestId("game-popup").count()).toBe(0);
      }
      await context.close();
    }, 240_000);
  }
});

/** The limit fields in the page's language: German writes and reads a decimal comma. */
describe("restrictions in German", () => {
  it("shows a saved limit with a decimal comma and lowers it at once; out-of-range entries say the bounds", async () => {
    const p = await registeredPlayer();
    const { page, context } = await newPage("phone");
    await logInAs(context, p);
    await page.goto("/de/account/restrictions");
    const daily = page.getByTestId("limit-deposit.daily");
    await daily.fill("25,50");
    await page.getByTestId("limits-save").click();
    await expect.poll(() => daily.inputValue()).toBe("25,5");
    // The comma the field shows reads back as the same amount: a lower limit, in force at once, nothing waiting.
    await daily.fill("24,5");
    await page.getByTestId("limits-save").click();
    await expect.poll(() => daily.inputValue()).toBe("24,5");
    expect(await page.getByTestId("pending-limits").count()).toBe(0);

    await daily.fill("0");
    await page.getByTestId("limits-save").click();
    await expect
      .poll(async () => (await page.getByTestId("limits-error").textContent()) ?? "")
      .toMatch(/^Tägliches Einzahlungslimit: Das kleinste erlaubte Limit ist 1,00\s€\.$/);
    await daily.fill("24,5");
    await page.getByTestId("limit-gameSessionDuration").fill("2000");
    await page.getByTestId("limits-save").click();
    await expect
      .poll(async () => (await page.getByTestId("limits-error").textContent()) ?? "")
      .toBe("Geben Sie eine Sitzungszeit von 5 bis 1440 Minuten ein, oder lassen Sie das Feld leer für kein Limit.");
    await context.close();
  }, 120_000);
});

/** A player with money (minor units) and one limit set on the restrictions page, logged in: the page is still there. */
async function playerWithLimit(who: { country: string; money: number; viewport: ViewportName }, field: string, value: string) {
  const p = await completeProfile(await registeredPlayer(who.country));
  await credit(p, who.money);
  const { page, context } = await newPage(who.viewport);
  await logInAs(context, p);
  await page.goto("/en/account/restrictions");
  await page.getByTestId(`limit-${field}`).fill(value);
  await page.getByTestId("limits-save").click();
  await expect.poll(() => page.getByTestId(`limit-${field}`).inputValue()).toBe(value);
  return { page, context, player: p };
}

/** The session-time limit: when the minutes the player set are up, the game ends with a message (a 2-second minute). */
describe("session-time limit", () => {
  it("ends a real game when the player's session time is up, says why and leads to the restrictions (phone)", async () => {
    const { page, context } = await playerWithLimit(
      { country: "SWE", money: 1_000, viewport: "phone" },
      "gameSessionDuration",
      "5",
    );

    await page.goto("/en/games/dragon-fortune/aurum/dragon-fortune");
    const spin = page.frameLocator('[data-testid="game-frame"]').getByTestId("spin");
    await spin.waitFor();
    const launched = Date.now();
    // Five "minutes" after the launch the game is gone and the player is told why.
    const reached = page.getByTestId("session-limit-reached");
    await reached.waitFor({ timeout: 30_000 });
    expect(Date.now() - launched).toBeGreaterThan(5_000);
    expect(await reached.getByRole("heading").textContent()).toBe("Your session time is up");
    expect(await page.getByTestId("game-frame").count()).toBe(0);
    await reached.getByTestId("session-limit-restrictions").click();
    await page.getByTestId("limits-form").waitFor();
    expect(path(page)).toBe("/en/account/restrictions");
    await context.close();
  });

  it("counts from the first launch of the login: a relaunch ends at the same time, then no launch until a new login (desktop)", async () => {
    const { page, context, player } = await playerWithLimit(
      { country: "SWE", money: 1_000, viewport: "desktop" },
      "gameSessionDuration",
      "5",
    );
    const game = "/en/games/dragon-fortune/aurum/dragon-fortune";
    const spin = page.frameLocator('[data-testid="game-frame"]').getByTestId("spin");
    await page.goto(game);
    await spin.waitFor();
    const launched = Date.now();
    // A relaunch a few seconds in gets only what is left of the 5 "minutes" (10 s), not 10 s of its own.
    await page.waitForTimeout(4_000);
    await page.goto("/en");
    await page.goto(game);
    await spin.waitFor();
    const reached = page.getByTestId("session-limit-reached");
    await reached.waitFor({ timeout: 30_000 });
    expect(Date.now() - launched).toBeLessThan(13_000);
    // The time of this login is used up: the launch is refused and the player is told to log in again.
    await page.goto("/en");
    await page.goto(game);
    const refused = page.getByTestId("game-unavailable");
    await refused.waitFor();
    expect(await refused.textContent()).toBe(
      "You have used up the session-time limit you set for this login. Log in again to play.",
    );
    await context.close();

    // A new login starts a new period.
    const again = await call<Record<string, unknown>>("/session/v1/login", {
      body: { username: player.customerId, password: PASSWORD, recaptchaToken: await captchaToken() },
    });
    const next = await newPage("desktop");
    await logInAs(next.context, { session: again });
    await next.page.goto(game);
    await next.page.frameLocator('[data-testid="game-frame"]').getByTestId("spin").waitFor();
    await next.context.close();
  });
});

describe("a bet a limit refuses", () => {
  it("is said once in the game, which leads to the limits", async () => {
    const { page, context } = await playerWithLimit({ country: "EST", money: 5_000, viewport: "desktop" }, "losses.daily", "1");

    await page.goto("/en/games/dragon-fortune/aurum/dragon-fortune");
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const spin = frame.getByTestId("spin");
    await spin.waitFor();
    // A stake above the whole daily loss limit: the casino refuses it before any money moves.
    const stake = async () => Number(((await frame.getByTestId("stake").textContent()) ?? "").replace(/[^\d.]/g, ""));
    for (let n = 0; n < 40 && (await stake()) <= 1; n++) await frame.getByRole("button", { name: "Bet +" }).click();
    expect(await stake()).toBeGreaterThan(1);
    expect(await stake()).toBeLessThanOrEqual(50);
    await spin.click();
    const told = frame.getByRole("dialog", { name: "Limit reached" });
    await told.waitFor({ timeout: 15_000 });
    expect(await told.getByTestId("limit-reached-text").textContent()).toBe("A responsible-gaming limit stops this bet.");
    expect(await frame.getByRole("dialog").count()).toBe(1);
    await expect.poll(() => page.getByTestId("header-balance").textContent()).toContain("50.00");

    // The spin pressed again behind the open dialog (as a quick second tap lands): refused again, still told once.
    const refusedAgain = page.waitForResponse((r) => r.status() === 412);
    await spin.dispatchEvent("click");
    await refusedAgain;
    await page.waitForTimeout(300);
    expect(await frame.getByRole("dialog").count()).toBe(1);
    // Closed and tapped again: told again.
    await told.getByRole("button", { name: "Close" }).last().click();
    await told.waitFor({ state: "detached" });
    await spin.click();
    await told.waitFor({ timeout: 15_000 });
    expect(await frame.getByRole("dialog").count()).toBe(1);
    await told.getByTestId("limit-reached-limits").click();
    await page.getByTestId("limits-form").waitFor();
    expect(path(page)).toBe("/en/account/restrictions");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Limits and restrictions");
    await context.close();
  });
});

describe("a loss limit's window", () => {
  it("shows what the player lost in it, and a net win once they are ahead", async () => {
    const { page, context, player } = await playerWithLimit(
      { country: "NOR", money: 1_000, viewport: "desktop" },
      "losses.daily",
      "10",
    );
    const daily = page.getByTestId("limit-losses.daily").locator("..");
    // A round of a provider's slot: €1.00 staked, nothing won.
    await playRound(player, "aurora-reels", 100, 0);
    await page.reload();
    await expect.poll(() => daily.textContent()).toContain("Used: €1.00");
    // The next one wins €3.50 on a €1.00 stake: the window is €1.50 up, said as such and not as a negative use.
    await playRound(player, "aurora-reels", 100, 350);
    await page.reload();
    await expect.poll(() => daily.textContent()).toContain("Net win so far: €1.50");
    expect(await daily.textContent()).not.toContain("Used:");
    await context.close();
  });
});
