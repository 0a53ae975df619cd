import { createHmac, timingSafeEqual } from "node:crypto";
import { kycError } from "./errors.js";

/** games spec §9 "verification link lifetime 2": a file link lives two minutes. */
export const LINK_LIFETIME_MS = 2 * 60_000;

export type Disposition = "inline" | "attachment";

export interface FileLink {
  fileId: string;
  operatorId: string;
  disposition: Disposition;
  expires: number;
}

const payload = (l: FileLink) => `kyc-file\n${l.fileId}\n${l.operatorId}\n${l.disposition}\n${l.expires}`;

/**
 * Short-lived links to one KYC file for one operator: HMAC-SHA256 over the
 * file, the operator, the disposition and the expiry. A link given to someone
 * else is refused (it names its operator), and so is a late one.
 */
export function fileLinks(secret: string) {
  const sign = (l: FileLink) => createHmac("sha256", secret).update(payload(l)).digest("base64url");
  return {
    url(l: Omit<FileLink, "expires">, now: Date) {
      const expires = now.getTime() + LINK_LIFETIME_MS;
      const sig = sign({ ...l, expires });
      return {
        url: `/operator/v1/kyc/files/${l.fileId}/content?d=${l.disposition}&exp=${expires}&sig=${sig}`,
        expiresAt: new Date(expires).toISOString(),
      };
    },
    /** Throws LINK_INVALID or LINK_EXPIRED. */
    check(l: FileLink, sig: string, now: Date) {
      const want = Buffer.from(sign(l));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) throw kycError("LINK_INVALID");
      if (l.expires <= now.getTime()) throw kycError("LINK_EXPIRED");
    },
  };
}
