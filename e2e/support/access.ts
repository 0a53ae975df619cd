import type { Page } from "playwright-core";
import { baseUrl } from "./browser.js";

export interface OutboxMessage {
  channel: "email" | "sms";
  to: string;
  template: string;
  link: string | null;
  code: string | null;
  createdAt: string;
}

/** The newest e-mail or SMS to a recipient with a template, waiting for it to arrive. */
export async function lastMessage(to: string, template: string, after = 0): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${baseUrl()}/dev/outbox.json?to=${encodeURIComponent(to)}&limit=20`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const m = messages.find((x) => x.template === template && new Date(x.createdAt).getTime() >= after);
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`no ${template} message to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let n = 0;
const stamp = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const uniqueEmail = () => `player.${stamp()}@example.com`;
/** A Ukrainian mobile number: national part (9 digits) and E.164. */
export function uniqueUaPhone() {
  const national = `50${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  return { national, e164: `+380${national}` };
}

export const path = (page: Page) => new URL(page.url()).pathname;

/** Opens the account menu and logs out. */
export async function logOut(page: Page) {
  await page.getByTestId("account-menu").click();
  await page.getByTestId("logout").click();
  await page.getByTestId("header-login").waitFor();
}

/** The login popup from the header: identifier, optional phone country, password. */
export async function logIn(page: Page, identifier: string, password: string, phoneAlpha2?: string) {
  await page.getByTestId("header-login").click();
  await page.getByTestId("login-identifier").fill(identifier);
  if (phoneAlpha2) await page.getByTestId("login-phone-code-code").selectOption(phoneAlpha2);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-password").press("Enter");
}

export async function checkTerms(page: Page, prefix: string) {
  await page.locator(`#${prefix}-age`).check();
  await page.locator(`#${prefix}-terms`).check();
}

/** Picks a language: from the header on wide screens, from inside the menu on a phone. */
export async function chooseLanguage(page: Page, locale: string) {
  const switcher = page.getByTestId("language-switcher");
  if (!(await switcher.isVisible())) await page.getByTestId("menu-toggle").click();
  await switcher.click();
  await page.locator(`[data-locale="${locale}"]`).click();
}
