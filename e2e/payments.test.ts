import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { path } from "./support/access.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { answerLimitOffer, completeProfile, credit, logInAs, type Player, registeredPlayer } from "./support/player.js";

const pspUrl = () => inject("pspUrl");

/** The header balance as the player reads it (without the screen-reader label). */
const headerBalance = async (page: Page) =>
  ((await page.getByTestId("header-balance").textContent()) ?? "").replace(/^[^:]*:\s*/, "");

/** Chooses a method, types an amount and starts the payment. */
async function start(page: Page, method: string, amount: string) {
  await page.getByTestId(`method-${method}`).click();
  await page.getByTestId("payment-amount").fill(amount);
  await page.getByTestId("payment-submit").click();
}

/** The status page of a finished payment, and the header balance showing the amount. */
async function expectCredited(page: Page, kind: "deposit" | "withdrawals", balance: string) {
  await page.locator('[data-testid="payment-result"][data-status="success"]').waitFor({ timeout: 45_000 });
  expect(path(page)).toMatch(new RegExp(`^/en/account/${kind}/[0-9a-f-]{36}/success$`));
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(balance);
}

async function openAs(p: Player, vp: "desktop" | "phone" = "desktop") {
  const { page, context } = await newPage(vp);
  await logInAs(context, p);
  return { page, context };
}

describe("deposits", () => {
  it("by card through the provider's card page and its 3-D Secure challenge, credited to the header balance", async () => {
    const { page, context } = await openAs(await registeredPlayer());
    await page.goto("/en/account/deposit");
    // Before the first deposit the page offers a deposit limit, set as the default choice: a limit and nothing
    // more, or an empty offer refused with its reason.
    await page.getByTestId("deposit-limit-offer").waitFor();
    expect(await page.getByTestId("offer-set").isChecked()).toBe(true);
    await page.getByTestId("offer-submit").click();
    expect(await page.getByTestId("offer-error").textContent()).toBe(
      "Fill in at least one limit, or choose to go on without one.",
    );
    await answerLimitOffer(page, { weekly: "500" });
    // Methods grouped by category, the player's recommended one marked.
    await page.locator('[data-testid="payment-methods"][data-region-screen="default"]').waitFor();
    // Elsewhere the default screen: groups and methods by weight, the card first.
    expect(await page.locator('[data-testid^="method-"]').first().getAttribute("data-testid")).toBe("method-card");
    expect(await page.getByTestId("method-recommended").count()).toBe(1);
    await start(page, "card", "25");
    await page.getByTestId("payment-redirect").waitFor();
    await page.waitForURL(`${pspUrl()}/pay/**`);
    // The provider's page names the casino as the merchant.
    expect(await page.locator("[data-merchant]").textContent()).toBe("Aurum Casino");
    await page.locator("#number").fill("4000 0000 0000 3220");
    await page.locator("#expiry").fill("12/30");
    await page.locator("#cvc").fill("123");
    await page.locator("#holder").fill("Jana Tamm");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expectCredited(page, "deposit", "€25.00");
    expect(await page.getByTestId("payment-result-title").textContent()).toBe("Your deposit of €25.00 is credited.");
    await context.close();
  });

  it("a payer who cancels on the card page is told it is cancelled, not declined, and nothing is charged", async () => {
    const { page, context } = await openAs(await registeredPlayer());
    await page.goto("/en/account/deposit");
    await answerLimitOffer(page);
    await start(page, "card", "10");
    await page.waitForURL(`${pspUrl()}/pay/**`);
    await page.getByRole("button", { name: "Cancel and return" }).click();
    await page.getByTestId("payment-result-title").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("payment-result-title").textContent()).toBe(
      "You cancelled your deposit of €10.00; nothing was charged.",
    );
    expect(await page.getByTestId("payment-result-reason").count()).toBe(0);
    expect(await headerBalance(page)).toBe("€0.00");
    await context.close();
  });

  it("by e-wallet: redirect, approve, back to the casino (phone)", async () => {
    const { page, context } = await openAs(await registeredPlayer(), "phone");
    await page.goto("/en/account/deposit");
    await answerLimitOffer(page);
    await start(page, "sandwallet", "30");
    await expect.poll(async () => (await page.getByTestId("payment-redirect").textContent()) ?? "").toContain("redirected");
    await page.waitForURL(`${pspUrl()}/pay/**`);
    await page.getByRole("button", { name: "Approve" }).click();
    await expectCredited(page, "deposit", "€30.00");
    await context.close();
  });

  it("by crypto: the quote is confirmed, its expiry counts down, the coins are sent and confirmed", async () => {
    const { page, context } = await openAs(await registeredPlayer());
    await page.goto("/en/account/deposit");
    await answerLimitOffer(page);
    await start(page, "btc", "50");
    await page.getByTestId("quote-confirm").waitFor();
    expect(await page.getByTestId("quote-expiry").textContent()).toMatch(/This rate holds for \d+:\d\d/);
    // Before accepting: what to send in coins, for how many euros, at which rate.
    expect(await page.getByTestId("quote-send").textContent()).toMatch(/^You send 0\.\d{8} BTC for €50\.00\.$/);
    expect(await page.getByTestId("quote-rate").textContent()).toMatch(/^1 BTC = [\d.]+ EUR$/);
    await page.getByTestId("quote-accept").click();
    // The converted amount and the address, while the page waits with a visible progress.
    await page.getByTestId("quote-summary").waitFor();
    expect(await page.getByTestId("quote-summary").textContent()).toMatch(/€50\.00 = 0\.\d{8} BTC|€50\.00 = BTC/);
    await page.getByTestId("payment-waiting").waitFor();
    expect(path(page)).toMatch(/^\/en\/account\/deposit\/[0-9a-f-]{36}\/processing$/);
    // A phone's wallet can scan address and amount from the QR code.
    expect(await page.getByTestId("payment-qr").getAttribute("data-value")).toMatch(/^bitcoin:\w+\?amount=0\.\d+$/);
    const invoice = await page.locator('[data-testid="payment-instructions"] a[href*="/pay/"]').first().getAttribute("href");
    // The payer's own wallet is another app in another browser.
    const wallet = await newPage();
    await wallet.page.goto(invoice!);
    await wallet.page.getByRole("button", { name: /send from test wallet/ }).click();
    await wallet.context.close();
    await expectCredited(page, "deposit", "€50.00");
    await context.close();
  });

  it("by bank transfer: the payer's form, then pending until the provider's dashboard confirms it", async () => {
    const { page, context } = await openAs(await registeredPlayer());
    await page.goto("/en/account/deposit");
    await answerLimitOffer(page);
    await start(page, "bank", "123.45");
    await page.getByTestId("payment-form").waitFor();
    for (const input of await page.locator('[data-testid="payment-form"] input, [data-testid="payment-form"] select').all()) {
      const type = await input.getAttribute("data-field-type");
      const id = (await input.getAttribute("id")) ?? "";
      if ((await input.inputValue()) !== "") continue;
      if (type === "INPUT_COUNTRY" || (await input.evaluate((e) => e.tagName)) === "SELECT")
        await input.selectOption({ index: 1 });
      else if (type === "INPUT_DATE") await input.fill("07031990");
      else if (type === "INPUT_EMAIL") await input.fill("payer@example.com");
      else if (/iban/i.test(id)) await input.fill("EE382200221020145685");
      else await input.fill("Jana Tamm");
    }
    await page.getByTestId("payment-execute").click();
    await page.getByTestId("payment-instructions").waitFor();
    // Paid into the provider's account in the casino's name, not back to the payer's own IBAN.
    expect(await page.getByTestId("pf-payee").textContent()).toBe("Aurum Casino (via SandPay)");
    expect(await page.getByTestId("pf-payTo").textContent()).toBe("DE89370400440532013000");
    await page.getByTestId("payment-waiting").waitFor();
    // The provider's operator confirms it from the provider's dashboard, in a browser of their own.
    const dashboard = await newPage();
    await dashboard.page.goto(`${pspUrl()}/dashboard`);
    await dashboard.page.locator("tr", { hasText: "123.45" }).getByRole("button", { name: "Confirm" }).click();
    await dashboard.context.close();
    await expectCredited(page, "deposit", "€123.45");
    await context.close();
  });
});

describe("the public method pages", () => {
  it("a guest sees the site's methods without a failed call, and a method leads to the login (phone)", async () => {
    const { page, context } = await newPage("phone");
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto("/en/payments/deposit");
    const list = page.getByTestId("payment-methods");
    await list.waitFor();
    await page.waitForLoadState("networkidle");
    // a guest has no profile to ask for: no 401 on the way (the page once asked for the profile's country)
    expect(failed).toEqual([]);
    await list.locator('[data-testid^="method-"]').first().click();
    await page.getByTestId("login-identifier").waitFor();
    await context.close();
  });
});

describe("region screens", () => {
  it("India: rupees and UPI first; Ukraine: hryvnias and local banks first (phone)", async () => {
    const screens = [
      { country: "IND", currency: "INR", screen: "IND", first: "upi", hint: "INR" },
      { country: "UKR", currency: "UAH", screen: "UKR", first: "bank", hint: "UAH" },
    ];
    for (const r of screens) {
      const { page, context } = await openAs(await registeredPlayer(r.country, r.currency), "phone");
      await page.goto("/en/account/deposit");
      await answerLimitOffer(page);
      const list = page.locator(`[data-testid="payment-methods"][data-region-screen="${r.screen}"]`);
      await list.waitFor();
      expect(await list.locator('[data-testid^="method-"]').first().getAttribute("data-testid")).toBe(`method-${r.first}`);
      expect(await page.getByTestId("payment-region-hint").textContent()).toContain(r.hint);
      await context.close();
    }
  });
});

describe("withdrawals", () => {
  it("are requested, reserved, approved by an operator, paid out and shown", async () => {
    const p = await completeProfile(await registeredPlayer());
    await credit(p, 10_000);
    const { page, context } = await openAs(p);
    await page.goto("/en/account/withdrawals");
    await start(page, "sandwallet", "40");
    await page.getByTestId("payment-form").waitFor();
    const email = page.locator('[data-field-type="INPUT_EMAIL"]');
    if ((await email.count()) && !(await email.first().inputValue())) await email.first().fill(p.email!);
    await page.getByTestId("payment-execute").click();
    await page.getByTestId("payment-waiting").waitFor();
    const id = path(page).split("/")[4]!;
    // The reservation shows at once: the pending withdrawal, the reserved amount, the balance without it.
    await page.getByTestId(`pending-withdrawal-${id}`).waitFor();
    await expect.poll(() => page.getByTestId("reserved-amount").textContent()).toBe("Reserved for withdrawals: €40.00");
    await expect.poll(() => headerBalance(page)).toBe("€60.00");

    // an operator of the back office approves it (a small amount: one approval)
    const finance = await newOperator("finance");
    await finance.call(`/operator/v1/withdrawals/${id}/approve`, {});
    await page.locator('[data-testid="payment-result"][data-status="success"]').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId("payment-result-title").textContent()).toBe("Your withdrawal of €40.00 is paid out.");
    expect(await headerBalance(page)).toBe("€60.00");
    await context.close();
  });

  it("can be cancelled while pending, and the amount returns to the balance (phone)", async () => {
    const p = await completeProfile(await registeredPlayer());
    await credit(p, 5_000);
    const { page, context } = await openAs(p, "phone");
    await page.goto("/en/account/withdrawals");
    await start(page, "sandwallet", "20");
    await page.getByTestId("payment-form").waitFor();
    const email = page.locator('[data-field-type="INPUT_EMAIL"]');
    if ((await email.count()) && !(await email.first().inputValue())) await email.first().fill(p.email!);
    await page.getByTestId("payment-execute").click();
    await page.getByTestId("payment-waiting").waitFor();
    await page.goto("/en/account/withdrawals");
    const row = page.locator('[data-testid^="pending-withdrawal-"][data-processing="false"]');
    await row.getByTestId("pending-withdrawal-cancel").click();
    await row.getByTestId("pending-withdrawal-cancel-yes").click();
    await page.getByText("The withdrawal is cancelled").waitFor();
    await expect.poll(() => page.locator('[data-testid^="pending-withdrawal-"]').count()).toBe(0);
    await expect.poll(() => headerBalance(page)).toBe("€50.00");
    expect(await page.getByTestId("reserved-amount").textContent()).toBe("Reserved for withdrawals: €0.00");
    await context.close();
  });

  it("are stopped for a missing profile: the fill-profile dialog leads to the profile edit", async () => {
    const { page, context } = await openAs(await registeredPlayer());
    await page.goto("/en/account/withdrawals");
    await page.getByTestId("personal-info-dialog").waitFor();
    await page.getByTestId("personal-info-continue").click();
    await page.waitForURL(/\/en\/account\/edit$/);
    await page.goto("/en/account/withdrawals");
    await page.getByTestId("personal-info-later").click();
    await page.getByTestId("withdrawal-blocked").waitFor();
    expect(await page.getByTestId("payment-amount").count()).toBe(0);
    await context.close();
  });
});
