import { describe, expect, it } from "vitest";
import { logIn, path } from "./support/access.js";
import { newPage } from "./support/browser.js";
import { logInAs, PASSWORD, registeredPlayer } from "./support/player.js";

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
      await expect.poll(async () => (await pending.getByTestId("pending-countdown").textContent()) ?? "").toMatch(/23:59:\d\d/);
      expect(await page.getByTestId("limit-deposit.daily").inputValue()).toBe("30");

      // A cool-down: confirmed, the player is logged out and sees the dated dialog; login shows it again.
      await page.getByTestId("exclusion-period").selectOption("1w");
      await page.getByTestId("exclusion-start").click();
      await page.getByTestId("exclusion-confirm-button").click();
      await page.getByTestId("login-blocked-dialog").waitFor();
      const until = new Date(Date.now() + 7 * 86_400_000);
      const date = `${String(until.getDate()).padStart(2, "0")}/${String(until.getMonth() + 1).padStart(2, "0")}/${until.getFullYear()}`;
      expect(await page.getByTestId("login-blocked-message").textContent()).toBe(`You took a break from playing until ${date}.`);
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
