import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkTerms, chooseLanguage, lastMessage, logIn, logOut, path, uniqueEmail, uniqueUaPhone } from "./support/access.js";
import { newPage, VIEWPORTS, type ViewportName } from "./support/browser.js";
import { call, confirmEmail, PASSWORD as PLAYER_PASSWORD, registeredPlayer } from "./support/player.js";

const PASSWORD = "Secret-pass1";
const NEW_PASSWORD = "Better-pass2";

for (const vp of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`player access (${vp})`, () => {
    it("registers by e-mail through the link, logs out, logs in by e-mail and recovers the password by e-mail", async () => {
      const { page, context } = await newPage(vp);
      const email = uniqueEmail();
      await page.goto("/en");
      await page.getByTestId("header-register").click();
      await page.getByTestId("registration-email").fill(email);
      await page.getByTestId("registration-password").fill(PASSWORD);
      // Nothing is sent until both boxes are ticked.
      await page.getByTestId("registration-submit").click();
      expect(await page.locator("#registration-terms").getAttribute("aria-invalid")).toBe("true");
      await checkTerms(page, "registration");
      await page.getByTestId("registration-submit").click();
      await page.getByTestId("registration-check-email").waitFor();
      await page.getByTestId("registration-ok").click();

      // Before the link is opened the account cannot log in: the blocking dialog says why.
      await logIn(page, email, PASSWORD);
      await page.getByTestId("login-blocked-dialog").waitFor();
      expect(await page.getByTestId("login-blocked-message").textContent()).toContain("confirmation link");
      // The mail got lost: the dialog sends a new link, and the first one no longer works.
      const lost = await lastMessage(email, "registration");
      await page.getByTestId("confirmation-resend").click();
      await page.getByTestId("registration-check-email").waitFor();
      expect(await page.getByTestId("registration-check-email").textContent()).toContain(email);
      await page.getByTestId("registration-ok").click();
      await expect.poll(async () => (await lastMessage(email, "registration")).link).not.toBe(lost.link);
      await page.goto(lost.link!);
      await page.waitForURL(/\/en\/registration\/failed$/);

      // A wrong link lands on the failed page.
      await page.goto("/en/registration/validate/not-a-real-token/123456");
      await page.waitForURL(/\/en\/registration\/failed$/);

      const mail = await lastMessage(email, "registration");
      expect(mail.link).toContain("/en/registration/validate/");
      await page.goto(mail.link!);
      // The link confirms the e-mail and logs in on registration/success; its button leads to deposit with the
      // first-deposit popup.
      await page.waitForURL(/\/en\/registration\/success$/);
      await page.getByTestId("account-menu").waitFor();
      await page.getByTestId("registration-success-deposit").click();
      await page.getByTestId("ftd-dialog").waitFor();
      expect(path(page)).toBe("/en/account/deposit");
      expect(await page.evaluate(() => localStorage.getItem("ftdPopupShown"))).toBe("true");
      await page.getByTestId("ftd-ok").click();

      await logOut(page);
      await logIn(page, "not-" + email, PASSWORD);
      await page.getByText("Wrong login or password.").waitFor();
      await page.getByTestId("login-identifier").fill(email);
      await page.getByTestId("login-submit").click();
      await page.getByTestId("account-menu").waitFor();

      await logOut(page);
      await page.getByTestId("header-login").click();
      await page.getByTestId("login-forgot").click();
      await page.getByTestId("recovery-identifier").fill("nobody");
      await page.getByTestId("recovery-submit").click();
      await page.getByText("Enter an e-mail or a phone number.").waitFor();
      const before = Date.now() - 1000;
      await page.getByTestId("recovery-identifier").fill(email);
      await page.getByTestId("recovery-submit").click();
      await page.getByTestId("recovery-email-sent").waitFor();
      await page.getByTestId("recovery-ok").click();
      const recovery = await lastMessage(email, "recovery", before);
      await page.goto(recovery.link!);
      await page.getByTestId("recovery-password").fill(NEW_PASSWORD);
      await page.getByTestId("recovery-repeat").fill(NEW_PASSWORD);
      await page.getByTestId("recovery-update-submit").click();
      await page.getByTestId("recovery-login").click();
      // Home, then the login popup after 500 ms.
      await page.getByTestId("login-dialog").waitFor();
      expect(path(page)).toBe("/en");
      await page.getByTestId("login-identifier").fill(email);
      await page.getByTestId("login-password").fill(NEW_PASSWORD);
      await page.getByTestId("login-submit").click();
      await page.getByTestId("account-menu").waitFor();
      await context.close();
    });

    it("registers by phone with the SMS code, logs in by phone, recovers the password by phone; login sets the account language", async () => {
      const { page, context } = await newPage(vp);
      const phone = uniqueUaPhone();
      await page.goto("/en/registration/phone");
      await page.getByTestId("registration-phone-code").selectOption("UA");
      await page.getByTestId("registration-phone").fill(phone.national);
      await page.getByTestId("registration-password").fill(PASSWORD);
      await checkTerms(page, "registration");
      await page.getByTestId("registration-submit").click();
      await page.getByTestId("registration-code-step").waitFor();
      expect(await page.getByTestId("code-countdown").textContent()).toMatch(/[12]:\d\d/);
      expect(await page.getByTestId("code-resend").isDisabled()).toBe(true);
      const sms = await lastMessage(phone.e164, "registration");
      // Games spec §5: codes of 7 digits, and the field takes all of them.
      expect(sms.code).toMatch(/^\d{7}$/);
      await page.getByTestId("confirmation-code").fill(sms.code!);
      expect(await page.getByTestId("confirmation-code").inputValue()).toBe(sms.code);
      await page.getByTestId("code-confirm").click();
      await page.waitForURL(/\/en\/account\/deposit\?showOnDeposit=true$/);
      await page.getByTestId("account-menu").waitFor();

      await logOut(page);
      await logIn(page, phone.national, PASSWORD, "UA");
      await page.getByTestId("account-menu").waitFor();

      await logOut(page);
      await page.getByTestId("header-login").click();
      await page.getByTestId("login-forgot").click();
      const before = Date.now() - 1000;
      await page.getByTestId("recovery-identifier").fill(phone.national);
      await page.getByTestId("recovery-phone-code-code").selectOption("UA");
      await page.getByTestId("recovery-submit").click();
      await page.getByTestId("recovery-code-step").waitFor();
      const code = await lastMessage(phone.e164, "recovery", before);
      await page.getByTestId("confirmation-code").fill(code.code!);
      await page.getByTestId("code-confirm").click();
      await page.getByTestId("recovery-password").fill(NEW_PASSWORD);
      await page.getByTestId("recovery-repeat").fill(NEW_PASSWORD);
      await page.getByTestId("recovery-update-submit").click();
      await page.getByTestId("recovery-login").click();
      await page.getByTestId("login-identifier").fill(`+380${phone.national}`);
      await page.getByTestId("login-phone-code-code").selectOption("UA");
      await page.getByTestId("login-password").fill(NEW_PASSWORD);
      await page.getByTestId("login-submit").click();
      await page.getByTestId("account-menu").waitFor();

      // Logging in on the Ukrainian site moves the account (registered in English) to Ukrainian.
      await logOut(page);
      await chooseLanguage(page, "uk");
      await page.waitForURL(/\/uk$/);
      await logIn(page, phone.national, NEW_PASSWORD, "UA");
      await page.getByTestId("account-menu").waitFor();
      // The menu shows as the session starts; the language call goes beside it, so the account may take a moment.
      const language = () =>
        page.evaluate(async () => {
          const { token } = JSON.parse(localStorage.getItem("session") ?? "{}") as { token: string };
          const res = await fetch("/account/v1/details", { headers: { authorization: `Bearer ${token}` } });
          return ((await res.json()) as { data: { LANGUAGE?: string } }).data.LANGUAGE;
        });
      await expect.poll(language, { timeout: 5000 }).toBe("uk");
      await context.close();
    });

    it("registers in one click, copies and downloads the credentials, then logs in by account id and by a legacy id", async () => {
      const { page, context } = await newPage(vp);
      await page.goto("/en/registration/oneclick");
      await page.getByTestId("oneclick-dialog").waitFor();
      expect(await page.getByTestId("oneclick-submit").isDisabled()).toBe(true);
      await checkTerms(page, "oneclick");
      await page.getByTestId("oneclick-submit").click();
      const customerId = (await page.getByTestId("oneclick-customer-id").textContent())!;
      const password = (await page.getByTestId("oneclick-password").textContent())!;
      expect(customerId).toMatch(/^FSUA\d{8}$/);

      await page.getByTestId("oneclick-copy").click();
      await page.getByText("Saved to clipboard").waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(customerId);
      expect(copied).toContain(password);

      const download = page.waitForEvent("download");
      await page.getByTestId("oneclick-download").click();
      const file = await (await download).path();
      const png = readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([536, 230]);

      await page.getByTestId("oneclick-continue").click();
      await page.getByTestId("ftd-dialog").waitFor();
      expect(path(page)).toBe("/en/account/deposit");
      await page.getByTestId("ftd-ok").click();

      await logOut(page);
      await logIn(page, customerId, password);
      await page.getByTestId("account-menu").waitFor();

      await logOut(page);
      const legacy = customerId.replace(/^FSUA(\d+)$/, "FSCW$1UKR");
      await logIn(page, legacy, password);
      await page.getByTestId("legacy-id-dialog").waitFor();
      expect(await page.getByTestId("legacy-corrected-id").textContent()).toBe(customerId);
      await page.getByTestId("legacy-copy").click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(customerId);
      await page.getByTestId("legacy-continue").click();
      await page.getByTestId("account-menu").waitFor();
      await context.close();
    });

    it("sends a visitor to /login and back after login; fills the profile, confirms a phone and an e-mail, changes the password (the other session ends); a player is kept off guest pages", async () => {
      const { page, context } = await newPage(vp);
      // A fresh one-click player to work with.
      await page.goto("/en/registration/oneclick");
      await checkTerms(page, "oneclick");
      await page.getByTestId("oneclick-submit").click();
      const customerId = (await page.getByTestId("oneclick-customer-id").textContent())!;
      const password = (await page.getByTestId("oneclick-password").textContent())!;
      await page.getByTestId("oneclick-continue").click();
      await page.getByTestId("ftd-ok").click();
      await logOut(page);

      await page.goto("/en/account/edit");
      await page.waitForURL(/\/en\/login$/);
      await page.getByTestId("login-identifier").fill(customerId);
      await page.getByTestId("login-password").fill(password);
      await page.getByTestId("login-submit").click();
      await page.waitForURL(/\/en\/account\/edit$/);

      await page.getByTestId("edit-FIRSTNAME").fill("Anna");
      await page.getByTestId("edit-LASTNAME").fill("Koval");
      await page.getByTestId("edit-BIRTHDAY").fill("1990-05");
      await page.getByTestId("edit-LOCATION_CITY").fill("Tallinn");
      await page.getByTestId("edit-LOCATION_ADDRESS").fill("Narva mnt 5");
      await page.getByTestId("edit-save").click();
      await page.getByText("Write the date as DD/MM/YYYY.").waitFor();
      // Written right, but no such day.
      await page.getByTestId("edit-BIRTHDAY").fill("31/02/2015");
      await page.getByTestId("edit-save").click();
      await page.getByText("This date does not exist.").waitFor();
      await page.getByTestId("edit-BIRTHDAY").fill("01/05/2015");
      await page.getByTestId("edit-save").click();
      await page.getByText("You must be at least 18 and younger than 110.").waitFor();
      await page.getByTestId("edit-BIRTHDAY").fill("01/05/1990");
      await page.getByTestId("edit-save").click();
      await page.getByTestId("account-page").waitFor();
      expect(await page.getByTestId("profile-FIRSTNAME").textContent()).toBe("Anna");
      expect(await page.getByTestId("profile-BIRTHDAY").textContent()).toBe("01/05/1990");

      const phone = uniqueUaPhone();
      await page.getByTestId("open-add-phone").click();
      await page.getByTestId("add-phone-code").selectOption("UA");
      await page.getByTestId("add-phone").fill(phone.national);
      await page.getByTestId("add-phone-send").click();
      await page.getByTestId("add-phone-code-step").waitFor();
      const sms = await lastMessage(phone.e164, "contact");
      await page.getByTestId("confirmation-code").fill(sms.code!);
      await page.getByTestId("code-confirm").click();
      await page.getByTestId("add-phone-thanks").waitFor();
      await page.getByTestId("add-phone-done").click();
      await page.getByTestId("phone-verified").waitFor();
      expect(await page.getByTestId("profile-phone").textContent()).toContain(phone.e164);

      const email = uniqueEmail();
      await page.getByTestId("open-add-email").click();
      await page.getByTestId("add-email-input").fill(email);
      await page.getByTestId("add-email-confirm").click();
      await page.getByTestId("add-email-pending").waitFor();
      await page.getByTestId("add-email-ok").click();
      const mail = await lastMessage(email, "contact");
      await page.goto(mail.link!);
      await page.waitForURL(/\/en\/details\/success$/);
      expect(await page.getByTestId("status-page").getAttribute("data-tone")).toBe("success");
      await page.goto("/en/account");
      expect(await page.getByTestId("profile-email").textContent()).toBe(email);
      // Confirmed by its link: marked verified, as the phone is.
      expect(await page.getByTestId("email-verified").textContent()).toBe("verified");
      // The top-up dialog's target (games spec §2 highlightComponent=Balance): the balance section, marked.
      expect(await page.getByTestId("account-balance").getAttribute("data-highlighted")).toBeNull();
      await page.goto("/en/account?highlightComponent=Balance");
      await page.getByTestId("account-balance").waitFor();
      expect(await page.getByTestId("account-balance").getAttribute("data-highlighted")).toBe("true");
      expect(await page.getByTestId("reserved-amount").textContent()).toContain("Reserved for withdrawals");

      // A password change ends the player's other sessions: the other browser is told and sent to log in.
      const other = await newPage(vp);
      // The other browser is told whenever it learns of the end: live, from a call of the open page, or on the
      // next page it opens. What it showed is kept in the tab's sessionStorage, which outlives a navigation.
      await other.context.addInitScript(() => {
        new MutationObserver(() => {
          if (document.body?.textContent?.includes("Your session has expired. Please log in again."))
            sessionStorage.setItem("told", "session expired");
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await other.page.goto("/en");
      await logIn(other.page, customerId, password);
      await other.page.getByTestId("account-menu").waitFor();
      await page.locator("#current-password").fill(password);
      await page.locator("#new-password").fill(NEW_PASSWORD);
      await page.getByTestId("change-password-submit").click();
      await page.getByText("Your password is changed.", { exact: false }).waitFor();
      // An open page learns of it from its next call (the lobby's widgets poll); opening a page while that call is
      // under way would race it, so the page gets a few seconds to be told first.
      const told = () => other.page.evaluate(() => sessionStorage.getItem("told"));
      for (const until = Date.now() + 10_000; Date.now() < until && !(await told()); ) await other.page.waitForTimeout(250);
      await other.page.goto("/en/account");
      await other.page.waitForURL(/\/en\/login$/);
      await expect.poll(told).toBe("session expired");
      await other.context.close();

      // Guest-only pages send a player home.
      await page.goto("/en/registration/email");
      await page.waitForURL(/\/en$/);
      // Logging out on a login-required page goes home.
      await page.goto("/en/account");
      await page.getByTestId("account-page").waitFor();
      await logOut(page);
      await page.waitForURL(/\/en$/);
      await context.close();
    });
  });
}

describe("a shared device", () => {
  it("the next player to log in sees their own profile, never what the last one's pages loaded", async () => {
    const named = async (name: string) => {
      const p = await confirmEmail(await registeredPlayer());
      await call("/account/v1/details", { token: p.token, body: { FIRSTNAME: name } });
      return p;
    };
    const [ann, bob] = [await named("Ann"), await named("Bob")];
    const { page, context } = await newPage("desktop");
    await page.goto("/en");
    const profile = async () => {
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitem", { name: "Profile" }).click();
      return page.getByTestId("profile-FIRSTNAME");
    };
    await logIn(page, ann.email!, PLAYER_PASSWORD);
    expect(await (await profile()).textContent()).toBe("Ann");
    await logOut(page);
    // Bob logs in in the same tab, seconds later: the app's cache still held Ann's answers
    await logIn(page, bob.email!, PLAYER_PASSWORD);
    const first = await profile();
    await expect.poll(() => first.textContent()).toBe("Bob");
    expect(await page.getByText("Ann", { exact: true }).count()).toBe(0);
    await context.close();
  });
});
