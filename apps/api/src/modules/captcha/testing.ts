import { solveChallenge } from "altcha-lib/v1";

interface Injector {
  inject(opts: { method: "GET"; url: string }): Promise<{ json(): unknown }>;
}

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** Solves a challenge by brute force, as the web's worker does, into the base64 payload sent as `recaptchaToken`. */
export async function solvePayload(c: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("captcha challenge could not be solved");
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** What the web does in tests: fetch a challenge, solve it by brute force, send the base64 payload. */
export async function solvedToken(app: Injector): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/captcha/v1/challenge" });
  return solvePayload(res.json() as AltchaChallenge);
}
