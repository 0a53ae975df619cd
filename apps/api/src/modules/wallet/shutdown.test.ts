import { signedHeaders } from "@casino/signing";
import { expect, it } from "vitest";
import { launchedPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";

const SECRET = "studio-test-secret-0123456789";
const app = await testApp({ config: { STUDIO_SECRET: SECRET } });

it("a stopping api answers the bets already in flight and commits them before it closes", async () => {
  const players = await Promise.all([0, 1, 2, 3].map(() => launchedPlayer(app, 10_000n)));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as { port: number };
  const bets = players.flatMap((p, i) =>
    [0, 1, 2, 3, 4].map(async (n) => {
      const raw = JSON.stringify({
        playerId: p.playerId,
        token: p.token,
        currency: "EUR",
        gameId: "slot-1",
        roundId: `sd-${i}-${n}`,
        transactionId: `sd-b-${i}-${n}`,
        amount: 100,
      });
      const res = await fetch(`http://127.0.0.1:${port}/wallet/v1/bet`, {
        method: "POST",
        headers: signedHeaders("aurum-studio", SECRET, raw, Date.now()),
        body: raw,
      });
      return { status: res.status, body: (await res.json()) as { status: string } };
    }),
  );
  // asked to stop once every bet has arrived and before they are all answered: each is answered, none cut off
  const inFlight = app.services.metrics.registry.getSingleMetric("http_requests_in_flight")!;
  for (let i = 0; i < 500 && ((await inFlight.get()).values[0]?.value ?? 0) < bets.length; i++) {
    await new Promise((r) => setTimeout(r, 2));
  }
  const closing = app.close();
  const answers = await Promise.all(bets);
  await closing;
  expect(answers.every((a) => a.status === 200 && a.body.status === "OK")).toBe(true);
  expect(app.services.seamlessWallet.pendingBets()).toBe(0);
  for (const p of players) expect((await app.services.wallet.balance(p.playerId)).cash).toBe(9_500n);
  expect((await app.services.wallet.reconcile()).ok).toBe(true);
}, 90_000);
