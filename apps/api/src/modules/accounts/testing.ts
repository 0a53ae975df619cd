/** Test helpers: read what the outbox holds for someone, as a player would read their mail. */
interface Injector {
  inject(opts: { method: "GET"; url: string }): Promise<{ json(): unknown }>;
}

export interface OutboxMessage {
  channel: string;
  to: string;
  locale: string;
  subject: string | null;
  text: string;
  link: string | null;
  code: string | null;
}

export async function lastMessageTo(app: Injector, to: string): Promise<OutboxMessage | undefined> {
  const res = await app.inject({ method: "GET", url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return (res.json() as { messages: OutboxMessage[] }).messages[0];
}

/** token and code of a link `…/registration/validate/{token}/{code}` or `…/recovery/validate/{token}/{code}`. */
export function linkParts(link: string): { token: string; code: string } {
  const m = link.match(/\/validate\/([^/]+)\/(\d+)$/);
  if (!m) throw new Error(`not a validation link: ${link}`);
  return { token: m[1]!, code: m[2]! };
}

let ipSeq = 0;
/** A fresh client address per call, so the per-address rate limits stay out of the way of tests that are not about them. */
export const nextIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

interface DbLike {
  one<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
}
let playerSeq = 0;
/** An active player with a real password hash, as registration would leave them. */
export async function activePlayer(
  db: DbLike,
  o: { email?: string; phone?: string; password?: string; country?: string; currency?: string } = {},
): Promise<{ id: string; customerId: string; password: string }> {
  const { hashPassword } = await import("../../platform/password.js");
  playerSeq += 1;
  const password = o.password ?? "Secret-1234";
  const customerId = `FSUA${String(90_000_000 + playerSeq * 7919 + (Date.now() % 7919))}`;
  const r = await db.one<{ id: string }>(
    `INSERT INTO players (customer_id, email, phone, password_hash, currency, country, status, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'ACTIVE', CASE WHEN $2::text IS NULL THEN NULL ELSE now() END) RETURNING id`,
    [customerId, o.email ?? null, o.phone ?? null, await hashPassword(password), o.currency ?? "EUR", o.country ?? "EST"],
  );
  return { id: r!.id, customerId, password };
}
