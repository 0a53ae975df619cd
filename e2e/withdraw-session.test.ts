import { describe, expect, it } from "vitest";
import { lastMessage, logIn, path, uniqueEmail, uniqueUaPhone } from "./support/access.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import {
  call,
  captchaToken,
  completeProfile,
  confirmEmail,
  credit,
  PASSWORD,
  type Player,
  registeredPlayer,
} from "./support/player.js";

/** A player registered by e-mail (confirmed by its code): no phone, no personal data. */
async function emailPlayer(): Promise<Player> {
  const email = uniqueEmail();
  const sent = await call<{ token: string }>("/account/v1/register/email", {
    body: { email, password: PASSWORD, country: "DEU", currency: "EUR", recaptchaToken: await captchaToken() },
  });
  const mail = await lastMessage(email, "registration");
  const code = mail.code ?? mail.link!.match(/\/validate\/[^/]+\/([^/?#]+)/)![1]!;
  const session = await call<Record<string, unknown> & { token: string; customer: { customerId: string } }>(
    `/account/v1/register/email/validate/${sent.token}/${code}`,
  );
  return { token: session.token, customerId: session.customer.customerId, phone: "", email, session };
}

type Page = Awaited<ReturnType<typeof newPage>>["page"];

/**
 * A player with €50 on a cool-down logs in at the viewport given and takes the lock dialog's Withdraw my balance:
 * the withdrawal-only page, and every 403 the page meets (but the login's own) in `refused`.
 */
async function openWithdrawOnly(p: Player, period: "24h" | "1w", vp: "desktop" | "phone" = "desktop") {
  await credit(p, 5_000);
  await call("/account/v1/details/self-exclusion", { token: p.token, body: { type: "COOLDOWN", period } });
  const { page, context } = await newPage(vp);
  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 403 && !r.url().endsWith("/session/v1/login")) refused.push(r.url());
  });
  await page.goto("/en");
  await logIn(page, p.customerId, PASSWORD);
  await page.getByTestId("withdraw-balance").click();
  await page.getByTestId("withdraw-only-page").waitFor();
  return { page, context, refused };
}

/** The steps a blocked withdrawal asks for: the personal data (Continue → save), then the phone (its SMS code → OK). */
async function completeAskedSteps(page: Page) {
  await page.getByTestId("withdrawal-blocked").waitFor();
  // Only what is missing is named: the e-mail is there.
  expect(
    await page
      .getByTestId("withdrawal-missing")
      .locator("li")
      .evaluateAll((li) => li.map((l) => l.dataset.step)),
  ).toEqual(["profile", "phone"]);
  await page.getByTestId("personal-info-continue").click();
  await page.getByTestId("edit-FIRSTNAME").fill("Jana");
  await page.getByTestId("edit-LASTNAME").fill("Tamm");
  await page.getByTestId("edit-BIRTHDAY").fill("07/03/1990");
  await page.getByTestId("edit-GENDER").selectOption("F");
  await page.getByTestId("edit-LOCATION_CITY").fill("Berlin");
  await page.getByTestId("edit-LOCATION_ADDRESS").fill("Unter den Linden 5");
  await page.getByTestId("edit-save").click();
  const phone = uniqueUaPhone();
  await page.getByTestId("add-phone-dialog").waitFor();
  // The number's placeholder is whole, even on a phone.
  expect(
    await page.getByTestId("add-phone").evaluate((el) => {
      const input = el as HTMLInputElement;
      const css = getComputedStyle(input);
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.font = css.font;
      const room = input.clientWidth - Number.parseFloat(css.paddingLeft) - Number.parseFloat(css.paddingRight);
      return ctx.measureText(input.placeholder).width <= room;
    }),
  ).toBe(true);
  await page.getByTestId("add-phone-code").selectOption("UA");
  await page.getByTestId("add-phone").fill(phone.national);
  await page.getByTestId("add-phone-send").click();
  await page.getByTestId("add-phone-code-step").waitFor();
  const sms = await lastMessage(phone.e164, "contact");
  await page.getByTestId("confirmation-code").fill(sms.code!);
  await page.getByTestId("code-confirm").click();
  await page.getByTestId("add-phone-done").click();
  // No "Check again": the cashier checks by itself once the asked steps are done.
  await page.getByTestId("method-bank").waitFor();
  expect(await page.getByTestId("withdrawal-blocked").count()).toBe(0);
}

const text = async (page: Awaited<ReturnType<typeof newPage>>["page"], testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? "").trim();

/**
 * A cool-down refuses login, deposits and play, while withdrawals stay possible: the login's dated dialog offers
 * "Withdraw my balance", a withdrawal-only session that shows the withdrawal cashier alone.
 */
describe("withdrawing the balance during a cool-down", () => {
  for (const vp of ["desktop", "phone"] as const) {
    it(`log in → the dated dialog → Withdraw my balance → a bank withdrawal, pending; a reload keeps the page, Log out leaves (${vp})`, async () => {
      const p = await completeProfile(await registeredPlayer("DEU"));
      await credit(p, 5_000);
      await call("/account/v1/details/self-exclusion", { token: p.token, body: { type: "COOLDOWN", period: "1w" } });

      const { page, context } = await newPage(vp);
      // Every call the withdrawal-only site makes must be one its session may make.
      const refused: string[] = [];
      page.on("response", (r) => {
        if (r.status() === 403) refused.push(r.url());
      });
      await page.goto("/en");
      await logIn(page, p.customerId, PASSWORD);
      await page.getByTestId("login-blocked-dialog").waitFor();
      const until = new Date(Date.now() + 7 * 86_400_000);
      const date = `${String(until.getDate()).padStart(2, "0")}/${String(until.getMonth() + 1).padStart(2, "0")}/${until.getFullYear()}`;
      expect(await text(page, "login-blocked-message")).toBe(`You took a break from playing until ${date}.`);
      expect(refused.filter((u) => !u.endsWith("/session/v1/login"))).toEqual([]);
      refused.length = 0;

      await page.getByTestId("withdraw-balance").click();
      await page.getByTestId("withdraw-only-page").waitFor();
      expect(await page.getByTestId("header-login").count()).toBe(0);
      expect(await page.getByTestId("header-balance").count()).toBe(0);
      // What the player can take out shows at once, before any method is chosen.
      await page.getByTestId("withdraw-only-balance-amount").filter({ hasText: "€50.00" }).waitFor();
      expect(await text(page, "withdraw-only-balance")).toContain("Available to withdraw");
      expect(await page.getByTestId("payment-amount").count()).toBe(0);

      await page.getByTestId("method-bank").click();
      await page.getByTestId("payment-amount").fill("20");
      await page.getByTestId("payment-submit").click();
      await page.getByTestId("payment-form").waitFor();
      for (const [field, value] of [
        ["holder", "Jana Tamm"],
        ["iban", "DE89370400440532013000"],
      ] as const) {
        const input = page.getByTestId(`pf-${field}`);
        if ((await input.count()) && !(await input.inputValue())) await input.fill(value);
      }
      await page.getByTestId("payment-execute").click();
      await page.getByTestId("payment-waiting").waitFor();
      const id = path(page).split("/")[4]!;
      await page.getByTestId(`pending-withdrawal-${id}`).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("withdraw-only-page").count()).toBe(1);

      // A reload keeps the withdrawal-only page, never the full site.
      await page.reload();
      await page.getByTestId("withdraw-only-page").waitFor();
      await page.getByTestId(`pending-withdrawal-${id}`).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("header-balance").count()).toBe(0);
      // The €20.00 reserved is no longer withdrawable.
      await page.getByTestId("withdraw-only-balance-amount").filter({ hasText: "€30.00" }).waitFor();
      expect(refused).toEqual([]);

      // The money is reserved on the account: €50.00 less the €20.00 withdrawal.
      const balance = await call<[{ amount?: number; reserved?: number }]>("/updates/v1", {
        token: JSON.parse((await page.evaluate(() => localStorage.getItem("session"))) ?? "{}").token,
        body: {},
      });
      expect(balance[0]).toMatchObject({ reserved: 2000 });

      await page.getByTestId("withdraw-only-logout").click();
      await page.getByTestId("header-login").waitFor();
      expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();
      await context.close();
    });
  }

  it("contacts support from the withdrawal-only page: the contact form as the player, the ticket is theirs, then back to the cashier", async () => {
    const p = await completeProfile(await registeredPlayer("DEU"));
    const { page, context, refused } = await openWithdrawOnly(p, "1w");
    await page.getByTestId("method-bank").waitFor();

    expect(await text(page, "withdraw-only-support")).toBe("Contact support");
    await page.getByTestId("withdraw-only-support").click();
    await page.getByTestId("withdraw-only-support-page").waitFor();
    expect(path(page)).toBe("/en/chat");
    // Still the withdrawal-only page, never the full site's support page with its messages.
    expect(await page.getByTestId("withdraw-only-page").count()).toBe(1);
    expect(await page.getByTestId("support-page").count()).toBe(0);
    expect(await page.getByTestId("header-balance").count()).toBe(0);
    expect(await text(page, "withdraw-only-support-text")).toBe(
      "Write to us about your withdrawal, your break or self-exclusion, or anything else. We answer by e-mail.",
    );
    // The account's e-mail is filled in; the player is not asked to prove they are not a robot.
    await page.getByTestId("contact-form").waitFor();
    expect(await page.locator('input[name="userEmail"]').inputValue()).toBe(p.email);
    // A text message from the account's e-mail: the address is not edited, and no files are attached.
    expect(await page.locator('input[name="userEmail"]').getAttribute("readonly")).not.toBeNull();
    expect(await page.locator('input[name="firstName"]').getAttribute("readonly")).not.toBeNull();
    expect(await page.getByTestId("support-files").count()).toBe(0);
    await page.locator('input[name="title"]').fill("My withdrawal");
    await page.locator('textarea[name="description"]').fill("When will my withdrawal be paid out?");
    await page.getByTestId("support-send").click();
    await page.getByTestId("support-sent").waitFor({ timeout: 30_000 });
    expect(await text(page, "support-sent")).toMatch(
      /^Thank you, we got your message\.Your ticket number is \d+\. We will answer by e-mail\.$/,
    );
    expect(await page.getByTestId("support-error").count()).toBe(0);
    expect(refused).toEqual([]);

    // The agent sees the ticket as the player's, with the account's e-mail.
    const agent = await newOperator("support");
    const tickets = await agent.call<{ title: string; email: string; customer_id: string; player_id: string | null }[]>(
      "/operator/v1/support/tickets?status=open&limit=200",
    );
    const ticket = tickets.find((t) => t.email === p.email);
    expect(ticket).toMatchObject({ title: "My withdrawal", customer_id: p.customerId, player_id: expect.any(String) });

    // Back to the withdrawal cashier; deposits stay closed at their own address.
    await page.getByTestId("withdraw-only-back").click();
    await page.getByTestId("method-bank").waitFor();
    expect(await page.getByTestId("withdraw-only-support").count()).toBe(1);
    await page.goto("/en/account/deposit");
    await page.getByTestId("withdraw-only-page").waitFor();
    await page.getByTestId("method-bank").waitFor();
    expect(await page.getByTestId("header-balance").count()).toBe(0);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("fills the personal data a withdrawal still requires without leaving the withdrawal-only page, then the cashier opens", async () => {
    const p = await confirmEmail(await registeredPlayer("DEU"));
    const { page, context, refused } = await openWithdrawOnly(p, "24h");
    await page.getByTestId("personal-info-continue").click();
    await page.getByTestId("edit-FIRSTNAME").fill("Jana");
    await page.getByTestId("edit-LASTNAME").fill("Tamm");
    await page.getByTestId("edit-BIRTHDAY").fill("07/03/1990");
    await page.getByTestId("edit-GENDER").selectOption("F");
    await page.getByTestId("edit-LOCATION_CITY").fill("Berlin");
    await page.getByTestId("edit-LOCATION_ADDRESS").fill("Unter den Linden 5");
    await page.getByTestId("edit-save").click();
    await page.getByTestId("method-bank").waitFor();
    expect(await page.getByTestId("withdraw-only-page").count()).toBe(1);
    expect(await page.getByTestId("header-balance").count()).toBe(0);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("a cool-down player missing the profile and the phone is told only those, completes them, and the methods appear without Check again", async () => {
    const { page, context } = await openWithdrawOnly(await emailPlayer(), "24h", "phone");
    // A toast (here: a phone is needed) never covers the page's own buttons.
    const logOut = page.getByTestId("withdraw-only-logout");
    const uncovered = async () => {
      const toast = page.locator("[data-sonner-toast]").first();
      await toast.waitFor();
      const [a, b] = [await toast.boundingBox(), await logOut.boundingBox()];
      return !a || !b || a.y >= b.y + b.height || b.y >= a.y + a.height;
    };
    const checked = page
      .getByTestId("add-phone-dialog")
      .waitFor({ timeout: 60_000 })
      .then(() => uncovered());
    await completeAskedSteps(page);
    expect(await checked).toBe(true);
    expect(await page.getByTestId("withdraw-only-page").count()).toBe(1);
    await context.close();
  });

  it("the full site's withdrawal page: the same steps, then back on the cashier with its methods", async () => {
    const p = await emailPlayer();
    await credit(p, 5_000);
    const { page, context } = await newPage("desktop");
    await page.goto("/en");
    await logIn(page, p.customerId, PASSWORD);
    await page.getByTestId("header-balance").waitFor();
    await page.goto("/en/account/withdrawals");
    await completeAskedSteps(page);
    expect(path(page)).toBe("/en/account/withdrawals");
    await context.close();
  });
});
