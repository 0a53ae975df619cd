import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const DIGITS = 6;

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

const totp = (secret: string, label = "operator", issuer = "Aurum back office") =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** The otpauth:// URI, and the same as an SVG QR code in a data: URL. */
export async function enrolment(secret: string, label: string, issuer: string) {
  const otpauthUri = totp(secret, label, issuer).toString();
  const svg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, secret };
}

/**
 * The time step a code belongs to (now ±1 step), or null. The caller accepts it
 * only past the last step used, so a code is never accepted twice.
 */
export function codeStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD) + delta;
}

/** The current code (tests, the demo). */
export const currentCode = (secret: string, at: Date) => totp(secret).generate({ timestamp: at.getTime() });

/** TOTP secrets at rest: AES-256-GCM under a key derived from OPERATOR_SECRET_KEY. */
export function secretBox(masterKey: string) {
  const key = createHash("sha256").update(`operator-totp:${masterKey}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const c = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([c.update(plain, "utf8"), c.final()]);
      return ["v1", iv.toString("base64"), c.getAuthTag().toString("base64"), body.toString("base64")].join(".");
    },
    open(sealed: string): string {
      const [v, iv, tag, body] = sealed.split(".");
      if (v !== "v1" || !iv || !tag || !body) throw new Error("not a sealed TOTP secret");
      const d = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
      d.setAuthTag(Buffer.from(tag, "base64"));
      return Buffer.concat([d.update(Buffer.from(body, "base64")), d.final()]).toString("utf8");
    },
  };
}

/** Ten single-use recovery codes (50 bits each) and their SHA-256 for storage. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export function newRecoveryCodes(n = 10): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: n }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
export const hashRecoveryCode = (code: string) =>
  createHash("sha256")
    .update(
      code
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ""),
    )
    .digest("hex");
