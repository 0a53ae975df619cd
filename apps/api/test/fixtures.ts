import type { Db } from "../src/platform/db.js";

let seq = 0;

/** A bare player row, for tests of modules that only need someone to act for. */
export async function insertPlayer(db: Db, over: { currency?: string; country?: string } = {}): Promise<string> {
  seq += 1;
  const r = await db.one<{ id: string }>(
    "INSERT INTO players (customer_id, password_hash, currency, country) VALUES ($1, 'not-a-hash', $2, $3) RETURNING id",
    [`FSUA${String(Date.now()).slice(-6)}${seq}`, over.currency ?? "EUR", over.country ?? "EST"],
  );
  return r!.id;
}
