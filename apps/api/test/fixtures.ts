import type { Db } from "../src/platform/db.js";
import type { TestApp } from "./harness.js";

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

/** A EUR player with `cash` minor units, a session and a studio launch token for slot-1: ready to bet through the seamless wallet. */
export async function launchedPlayer(app: TestApp, cash: bigint): Promise<{ playerId: string; token: string }> {
  const playerId = await insertPlayer(app.db, { currency: "EUR" });
  const s = await app.services.session.start(playerId, "fp");
  await app.services.wallet.correct({
    direction: "credit",
    player: playerId,
    amount: cash,
    currency: "EUR",
    reason: "test",
    operator: "t",
  });
  const { token } = await app.services.seamlessWallet.issueLaunchToken({
    playerId,
    sessionId: s.sessionId,
    currency: "EUR",
    gameId: "slot-1",
    provider: "aurum-studio",
  });
  return { playerId, token };
}
