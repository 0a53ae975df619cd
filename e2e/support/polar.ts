import { randomUUID } from "node:crypto";
import { signedHeaders } from "@casino/signing";
import { baseUrl } from "./browser.js";
import { POLAR_GAMES } from "./global-setup.js";
import { call, type Player } from "./player.js";

/** A call of the casino's seamless wallet, signed as the Polar Games provider signs it; throws unless OK. */
export async function wallet<T = Record<string, unknown>>(operation: string, body: object): Promise<T> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseUrl()}/wallet/v1/${operation}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...signedHeaders(POLAR_GAMES.id, POLAR_GAMES.secret, raw) },
    body: raw,
  });
  const answer = (await res.json()) as T & { status: string };
  if (answer.status !== "OK") throw new Error(`wallet ${operation} → ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * One round of a Polar Games slot, the provider's part played by the test: a real-money launch through the casino,
 * the provider's game page for the launch token, then the stake and the win (cents) through the seamless wallet.
 */
export async function playRound(p: Player, gameId: string, stake: number, win: number) {
  const game = await call<{ url: string; sessionId: string }>(`/api/casino/v1/launch/${POLAR_GAMES.id}/${gameId}`, {
    token: p.token,
    body: {},
  });
  const { token } = (await (await fetch(game.url)).json()) as { token: string };
  const who = await wallet<{ playerId: string; currency: string; gameId: string }>("authenticate", { token });
  const round = { playerId: who.playerId, currency: who.currency, gameId: who.gameId, roundId: randomUUID() };
  await wallet("bet", { ...round, token, transactionId: randomUUID(), amount: stake });
  await wallet("win", { ...round, transactionId: randomUUID(), amount: win, roundClosed: true });
  await call(`/api/casino/v1/sessions/${game.sessionId}/close`, { token: p.token, body: {} });
}
