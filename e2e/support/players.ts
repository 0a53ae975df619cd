import { type AltchaChallenge, solvePayload } from "../../apps/api/src/modules/captcha/testing.js";
import { baseUrl } from "./browser.js";

/** What the site does invisibly: fetch an ALTCHA challenge, solve it, send the base64 payload. */
export async function solveCaptcha(): Promise<string> {
  return solvePayload((await (await fetch(`${baseUrl()}/captcha/v1/challenge`)).json()) as AltchaChallenge);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(data)}`);
  return data;
}

export interface TestPlayer {
  customerId: string;
  password: string;
  session: { token: string; expires: string; customer: { id: string; customerId: string }; details: Record<string, unknown> };
}

/** A fresh player through the real calls: one-click registration, then login. */
export async function newPlayer(country = "EST"): Promise<TestPlayer> {
  const reg = await post<{ customerId: string; password: string }>("/account/v1/register", {
    country,
    recaptchaToken: await solveCaptcha(),
  });
  const session = await post<TestPlayer["session"]>("/session/v1/login", {
    username: reg.customerId,
    password: reg.password,
    recaptchaToken: await solveCaptcha(),
  });
  return { ...reg, session };
}
