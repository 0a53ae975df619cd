import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { newPage } from "./browser.js";
import type { OperatorApi } from "./operator.js";

/** A back office page's url. */
export const bo = (path: string) => `${inject("backofficeUrl")}${path}`;

/** A browser signed in to the back office as this operator (its session cookie on the back office's origin). */
export async function backOfficeAs(
  op: OperatorApi,
  viewport: "desktop" | "phone" = "desktop",
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(viewport);
  await withOperatorCookie(context, op);
  return { context, page };
}

/** This page's back office opened as this operator (replacing any operator signed in before). */
export async function openBackOfficeAs(page: Page, op: OperatorApi) {
  await withOperatorCookie(page.context(), op);
  await page.goto(bo("/"));
  await page.getByTestId("operator-identity").waitFor();
}

async function withOperatorCookie(context: BrowserContext, op: OperatorApi) {
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
}
