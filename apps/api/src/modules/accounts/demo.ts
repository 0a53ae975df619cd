import type { Db } from "../../platform/db.js";
import { hashPassword } from "../../platform/password.js";

/** The demo player of `npm start` (DEMO_DATA=true): log in as demo@aurum.casino, FSUA10000001 or +380671000001. */
export const DEMO_PLAYER = {
  customerId: "FSUA10000001",
  email: "demo@aurum.casino",
  phone: "+380671000001",
  password: "demo-player-1",
} as const;
/** A promo code registration accepts in the demo. */
export const DEMO_PROMO_CODE = "WELCOME";

/** Idempotent: a second start keeps the player (and a changed password). */
export async function seedAccessDemo(db: Db): Promise<void> {
  const exists = await db.one("SELECT 1 FROM players WHERE customer_id = $1", [DEMO_PLAYER.customerId]);
  if (!exists) {
    await db.query(
      `INSERT INTO players (customer_id, email, phone, password_hash, currency, country, language, status,
                            registration_method, email_verified_at, phone_verified_at, details)
       VALUES ($1, $2, $3, $4, 'EUR', 'EST', 'en', 'ACTIVE', 'email', now(), now(), '{"CONTACT_PHONE_VERIFIED":"true"}'::jsonb)
       ON CONFLICT DO NOTHING`,
      [DEMO_PLAYER.customerId, DEMO_PLAYER.email, DEMO_PLAYER.phone, await hashPassword(DEMO_PLAYER.password)],
    );
  }
  await db.query("INSERT INTO promo_codes (code) VALUES ($1) ON CONFLICT DO NOTHING", [DEMO_PROMO_CODE]);
}
