import * as OTPAuth from "otpauth";
import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { DEMO_OPERATOR_PASSWORD, DEMO_TOTP_SECRET } from "../../apps/api/src/modules/operators/demo.js";
import { newPage } from "./browser.js";
import type { OperatorApi } from "./operator.js";

/** A back office page's url. */
export const bo = (path: string) => `${inject("backofficeUrl")}${path}`;

const code = () =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: "SHA1" }).generate();

/**
 * A demo operator's sign-in through the back office's page: password, then the code.
 * A code is accepted once: when another journey used this period's, the next period's is tried.
 */
export async function signInBackOffice(page: Page, email: string) {
  await page.goto(bo("/"));
  await page.waitForURL(/\/login/);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel("Code", { exact: true }).fill(code());
    await page.getByRole("button", { name: "Sign in" }).click();
    const ok = await Promise.race([
      page
        .getByTestId("operator-identity")
        .waitFor()
        .then(() => true),
      page
        .getByRole("alert")
        .waitFor()
        .then(() => false),
    ]);
    if (ok) return;
    // Journeys in parallel sign the same demo operators in: a period's code may go to another; try three periods.
    if (attempt > 1) throw new Error(`${email} could not sign in to the back office`);
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
}

/** A browser signed in to the back office as this operator (its session cookie on the back office's origin). */
export async function backOfficeAs(
  op: OperatorApi,
  viewport: "desktop" | "phone" = "desktop",
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(viewport);
  await context.addCookies([
    {
      name: "casino_operator",
      value: op.cookie.slice("casino_operator=".length),
      domain: new URL(bo("/")).hostname,
      path: "/operator/v1",
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  return { context, page };
}
