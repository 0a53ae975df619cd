import { currentCode } from "../../apps/api/src/modules/operators/totp.js";
import { baseUrl } from "./browser.js";
import { OPS_TOKEN } from "./player.js";

/** The demo operators `npm start` seeds (apps/api/src/modules/operators/demo.ts). */
export const DEMO_OPERATOR_PASSWORD = "Aurum-backoffice-1";
export const DEMO_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export interface OperatorApi {
  email: string;
  password: string;
  totpSecret: string;
  cookie: string;
  csrf: string;
  call<T = unknown>(path: string, body?: unknown): Promise<T>;
}

const json = async (res: Response) => {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
};

/**
 * Signs an operator in through the api (password, then the authenticator's
 * code, enrolling it on a first sign-in) and returns a client of the operator
 * routes. A code is accepted once per 30 s step: a refused one waits for the next.
 */
export async function operatorApi(
  email: string,
  password = DEMO_OPERATOR_PASSWORD,
  secret = DEMO_TOTP_SECRET,
): Promise<OperatorApi> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  for (let attempt = 0; ; attempt++) {
    const step = await json(await post("/operator/v1/session", { email, password }));
    const totpSecret = step.next === "TOTP_ENROLMENT_REQUIRED" ? new URL(step.otpauthUri).searchParams.get("secret")! : secret;
    const res = await post("/operator/v1/session/code", { challenge: step.challenge, code: currentCode(totpSecret, new Date()) });
    if (res.status === 401 && attempt < 2) {
      await new Promise((r) => setTimeout(r, 31_000 - (Date.now() % 30_000)));
      continue;
    }
    const session = await json(res);
    const cookie = (res.headers.getSetCookie().find((c) => c.startsWith("casino_operator=")) ?? "").split(";")[0]!;
    const csrf = session.csrfToken as string;
    return {
      email,
      password,
      totpSecret,
      cookie,
      csrf,
      call: async (path, body) =>
        json(
          await fetch(`${baseUrl()}${path}`, {
            method: body === undefined ? "GET" : "POST",
            headers: { cookie, "x-csrf-token": csrf, ...(body === undefined ? {} : { "content-type": "application/json" }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        ),
    };
  }
}

/** A new operator through `npm run ops -- operator:create`'s route (this machine, OPS_TOKEN); signs in later enrolling TOTP. */
export async function createOperator(role: string, email: string, password = "Second-operator-pass-1") {
  await json(
    await fetch(`${baseUrl().replace("localhost", "127.0.0.1")}/operator/v1/command/operators`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-ops-token": OPS_TOKEN, "x-operator-name": "e2e" },
      body: JSON.stringify({ email, role, password, reason: "journey" }),
    }),
  );
  return { email, password };
}

/**
 * An operator of this journey's own, signed in through the api. Journeys do not share the demo operators: a
 * TOTP code is accepted once, so parallel sign-ins of one operator refuse each other's codes, and five refusals
 * lock the account for 15 minutes (the back office's sign-in then never reaches the code step).
 */
export async function newOperator(role: string): Promise<OperatorApi> {
  const email = `${role}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@ops.example.com`;
  const { password } = await createOperator(role, email);
  return operatorApi(email, password, "");
}
