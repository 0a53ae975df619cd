import { randomBytes } from "node:crypto";
import type { Role } from "@casino/contracts/operators";
import { sha256 } from "../src/modules/operators/sessions.js";
import { currentCode, newTotpSecret } from "../src/modules/operators/totp.js";
import type { TestApp } from "./harness.js";

let seq = 0;
const ip = () => {
  seq += 1;
  return `10.77.${(seq >> 8) & 255}.${seq & 255}`;
};

export interface TestOperator {
  id: string;
  email: string;
  role: Role;
  password: string;
  totpSecret: string;
}

/** An operator whose authenticator is enrolled with a known key (as the demo's). */
export async function enrolledOperator(app: TestApp, role: Role, email?: string): Promise<TestOperator> {
  seq += 1;
  const o = {
    email: email ?? `${role}${seq}-${randomBytes(3).toString("hex")}@ops.example.com`,
    role,
    password: "Operator-pass-1234",
    totpSecret: newTotpSecret(),
  };
  const { id } = await app.services.operators.ensureEnrolled(o);
  return { id, ...o };
}

export interface OperatorClient {
  cookie: string;
  csrf: string;
  headers: { cookie: string; "x-csrf-token": string };
}

/** A live session straight in the database (no sign-in): for tests about what a role may do. */
export async function sessionOf(app: TestApp, operatorId: string): Promise<OperatorClient> {
  const cookie = randomBytes(32).toString("base64url");
  const csrf = randomBytes(16).toString("hex");
  const now = app.services.clock.now();
  await app.db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [sha256(cookie), operatorId, csrf, now, new Date(now.getTime() + 12 * 3_600_000)],
  );
  return { cookie, csrf, headers: { cookie: `casino_operator=${cookie}`, "x-csrf-token": csrf } };
}

/** The whole sign-in through the api: password, then the authenticator's current code. */
export async function signIn(app: TestApp, o: Pick<TestOperator, "email" | "password" | "totpSecret">): Promise<OperatorClient> {
  const remoteAddress = ip();
  const step = await app.inject({
    method: "POST",
    url: "/operator/v1/session",
    remoteAddress,
    payload: { email: o.email, password: o.password },
  });
  if (step.statusCode !== 200) throw new Error(`password step: ${step.statusCode} ${step.body}`);
  const code = currentCode(o.totpSecret, app.services.clock.now());
  const res = await app.inject({
    method: "POST",
    url: "/operator/v1/session/code",
    remoteAddress,
    payload: { challenge: step.json().challenge, code },
  });
  if (res.statusCode !== 200) throw new Error(`code step: ${res.statusCode} ${res.body}`);
  const cookie = cookieFrom(res.headers["set-cookie"]);
  const csrf = res.json().csrfToken as string;
  return { cookie, csrf, headers: { cookie: `casino_operator=${cookie}`, "x-csrf-token": csrf } };
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith("casino_operator="));
  if (!line) throw new Error("no operator cookie set");
  return line.split(";")[0]!.slice("casino_operator=".length);
}

/** A fresh client address per call, so the sign-in rate limit stays out of the way. */
export const operatorIp = ip;

/** An enrolled operator with a live session and `call`, which sends the session's cookie and CSRF token. */
export async function operatorCaller(app: TestApp, role: Role) {
  const o = await enrolledOperator(app, role);
  const s = await sessionOf(app, o.id);
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: s.headers,
      ...(payload ? { payload } : method === "POST" ? { payload: {} } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
    return { status: res.statusCode, body: res.json() as any };
  };
  return { ...o, call };
}
