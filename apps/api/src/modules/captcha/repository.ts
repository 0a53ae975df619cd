import type { Db } from "../../platform/db.js";

export function captchaRepository(db: Db) {
  return {
    /** Records a used solution; false when it was used before. */
    async markUsed(signature: string, expiresAt: Date) {
      const r = await db.one<{ signature: string }>(
        "INSERT INTO captcha_solutions (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature",
        [signature, expiresAt],
      );
      return Boolean(r);
    },
    async purgeExpired(before: Date) {
      await db.query("DELETE FROM captcha_solutions WHERE expires_at < $1", [before]);
    },
  };
}
