import * as OTPAuth from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO_OPERATOR_PASSWORD, DEMO_TOTP_SECRET } from "../apps/api/src/modules/operators/demo.js";
import { newPage } from "./support/browser.js";

const bo = (path: string) => `${inject("backofficeUrl")}${path}`;
const code = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();

/** The code step; a code this period already used (a retried journey) is refused, so the next period's is tried. */
async function enterCode(page: Page, secret: string) {
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel("Code", { exact: true }).fill(code(secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    const outcome = await Promise.race([
      page
        .getByTestId("operator-identity")
        .waitFor()
        .then(() => "in" as const),
      page
        .getByTestId("recovery-codes")
        .waitFor()
        .then(() => "recovery" as const),
      page
        .getByRole("alert")
        .waitFor()
        .then(() => "refused" as const),
    ]);
    if (outcome !== "refused" || attempt > 0) return outcome;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto(bo("/"));
  await page.waitForURL(/\/login/);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Back office" });
const navLabels = async (page: Page) => (await nav(page).getByRole("link").allTextContents()).map((t) => t.trim());

describe("back office", () => {
  it("an admin creates an operator, who signs in with a new authenticator and sees only their role's menus", async () => {
    const { page, context } = await newPage("desktop");
    const email = `finance-${Date.now()}@ops.example.com`;

    // The demo admin: password, then the code of the printed key.
    await passwordStep(page, "admin@aurum.local", DEMO_OPERATOR_PASSWORD);
    await page.getByText("One-time code").waitFor();
    expect(await enterCode(page, DEMO_TOTP_SECRET)).toBe("in");
    // What the admin role allows (others' screens join by their permission: players.read brings Players).
    expect(await navLabels(page)).toEqual(expect.arrayContaining(["Overview", "Operators", "Audit trail"]));
    expect(await navLabels(page)).not.toContain("Withdrawals");

    await nav(page).getByRole("link", { name: "Operators" }).click();
    await page.getByRole("button", { name: "New operator" }).click();
    const drawer = page.getByRole("dialog", { name: "New operator" });
    await drawer.getByLabel("E-mail", { exact: true }).fill(email);
    await drawer.getByLabel("Role", { exact: true }).selectOption("finance");
    await drawer.getByRole("button", { name: "Create" }).click();
    const password = (await page.getByTestId("one-time-password").textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    await page.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => page.getByTestId("operator-row").filter({ hasText: email }).count()).toBe(1);

    // The audit trail shows the creation with its value after.
    await nav(page).getByRole("link", { name: "Audit trail" }).click();
    await page.getByLabel("Action starts with").fill("operator.created");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/action=operator.created/);
    const row = page.getByTestId("audit-row").filter({ hasText: "admin@aurum.local" }).first();
    await row.click();
    await expect.poll(() => page.getByTestId("audit-after").textContent()).toContain(email);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);

    // The new operator: first sign-in enrols the authenticator from the key shown as text.
    await passwordStep(page, email, password);
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await enterCode(page, secret)).toBe("recovery");
    expect(await page.getByTestId("recovery-codes").getByRole("listitem").count()).toBe(10);
    const proceed = page.getByRole("button", { name: "Continue" });
    expect(await proceed.isDisabled()).toBe(true);
    await page.getByLabel("I saved them").check();
    await proceed.click();

    // Finance: no operator or audit screens in the nav, and typed in, they are refused.
    await page.getByTestId("operator-identity").waitFor();
    expect(await page.getByTestId("operator-identity").textContent()).toContain(`${email} · finance`);
    const financeNav = await navLabels(page);
    expect(financeNav).not.toContain("Operators");
    expect(financeNav).not.toContain("Audit trail");
    expect(financeNav).toContain("Withdrawals");
    await page.goto(bo("/operators"));
    await page.getByTestId("forbidden").waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);
    await page.goto(bo("/audit"));
    await page.waitForURL(/\/login\?next=%2Faudit/);
    await context.close();
  });
});
