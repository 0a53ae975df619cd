import type { BrowserContext, Page } from "playwright-core";
import { lastMessage, uniqueEmail, uniqueUaPhone } from "./access.js";
import { baseUrl } from "./browser.js";
import { solveCaptcha } from "./players.js";

/** The operator token of `npm start` outside production (apps/api/src/platform/config.ts). */
export const OPS_TOKEN = process.env.OPS_TOKEN ?? "ops-dev-token-change-me";
export const PASSWORD = "Secret-pass1";

export interface Player {
  token: string;
  customerId: string;
  phone: string;
  email?: string;
  session: Record<string, unknown>;
}

/** Solves the casino's proof-of-work captcha as the browser would. */
export const captchaToken = solveCaptcha;

/** A call to the api as a player (or anonymous); throws on an error answer. */
export async function call<T = unknown>(
  path: string,
  opts: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
    headers: {
      ...(opts.body === undefined ? {} : { "content-type": "application/json" }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${opts.method ?? "GET"} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A player registered by phone (confirmed by the SMS code), country EST, currency EUR. */
export async function registeredPlayer(country = "EST", currency = "EUR"): Promise<Player> {
  const phone = uniqueUaPhone().e164;
  const sent = await call<{ token: string }>("/account/v1/register/phone-number", {
    body: { phoneNumber: phone, password: PASSWORD, country, currency, recaptchaToken: await captchaToken() },
  });
  const sms = await lastMessage(phone, "registration");
  const session = await call<Record<string, unknown> & { token: string; customer: { customerId: string } }>(
    `/account/v1/register/phone-number/validate/${sent.token}/${sms.code}`,
  );
  return { token: session.token, customerId: session.customer.customerId, phone, session };
}

/** Adds a contact e-mail, confirmed by the link the player is sent. */
export async function confirmEmail(p: Player): Promise<Player> {
  const email = uniqueEmail();
  const before = Date.now() - 1000;
  await call("/account/v1/details/email", { token: p.token, body: { email, recaptchaToken: await captchaToken() } });
  const mail = await lastMessage(email, "contact", before);
  const m = mail.link!.match(/\/validate\/([^/]+)\/([^/?#]+)/)!;
  await call(`/account/v1/details/email/validate/${m[1]}/${m[2]}`);
  return { ...p, email };
}

/** Adds a confirmed e-mail and the personal details a withdrawal needs. */
export async function completeProfile(p: Player): Promise<Player> {
  const { email } = await confirmEmail(p);
  await call("/account/v1/details", {
    token: p.token,
    body: {
      FIRSTNAME: "Jana",
      LASTNAME: "Tamm",
      BIRTHDAY: "1990-03-07",
      GENDER: "F",
      LOCATION_CITY: "Tallinn",
      LOCATION_ADDRESS: "Narva mnt 5",
    },
  });
  return { ...p, email };
}

/**
 * Credits the player's cash through operator corrections (money to withdraw), each at most 100.00 so none
 * waits for a second operator (CORRECTION_FOUR_EYES).
 */
export async function credit(p: Player, amount: number, currency = "EUR") {
  for (let left = amount; left > 0; left -= 10_000) {
    await call("/operator/v1/command/corrections", {
      headers: { "x-ops-token": OPS_TOKEN },
      body: {
        direction: "credit",
        player: p.customerId,
        amount: Math.min(left, 10_000),
        currency,
        reason: "journey funds",
        operator: "e2e",
      },
    });
  }
}

/** Opens the site logged in as the player (the stored session the site revalidates on start). */
export async function logInAs(context: BrowserContext, p: { session: object }) {
  await context.addInitScript((s) => {
    if (!localStorage.getItem("session")) localStorage.setItem("session", s);
  }, JSON.stringify(p.session));
}

/**
 * The deposit page's offer of a deposit limit before the first deposit: sets the limits given (major units), or
 * makes the active choice of going on without one.
 */
export async function answerLimitOffer(page: Page, limits?: Partial<Record<"daily" | "weekly" | "monthly", string>>) {
  await page.getByTestId("deposit-limit-offer").waitFor();
  if (limits) for (const [period, amount] of Object.entries(limits)) await page.getByTestId(`offer-${period}`).fill(amount!);
  else await page.getByTestId("offer-decline").check();
  await page.getByTestId("offer-submit").click();
  await page.getByTestId("deposit-limit-offer").waitFor({ state: "detached" });
}
