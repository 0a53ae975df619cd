// Waiting for the casino's parts to answer their health URLs: the one loop the cluster
// (scripts/cluster.mjs) and the journeys' global setup (e2e/support/global-setup.ts) both run.

/** One try of a health URL, bounded (a connection that hangs must not eat a whole wait unseen): 2xx or not, and what it said. */
export async function probe(url, ms = 5_000) {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(ms) });
    await r.body?.cancel();
    return { ok: r.ok, said: `HTTP ${r.status}` };
  } catch (err) {
    return { ok: false, said: String(err?.cause?.code ?? err?.cause?.message ?? err?.name ?? err) };
  }
}

/**
 * Waits until every URL answers 2xx, trying every half second for `ms`. Gives up with an error naming each URL's
 * last answer; `stop()` returning a reason gives up at once with it (a part that exited, a cluster stopping).
 */
export async function waitHealthy(urls, { what, ms = 400_000, stop = () => undefined }) {
  const until = Date.now() + ms;
  for (;;) {
    const tries = await Promise.all(urls.map((u) => probe(u)));
    if (tries.every((t) => t.ok)) return;
    const seen = tries.map((t, i) => `${urls[i]} ${t.said}`).join("; ");
    const stopped = stop();
    if (stopped) throw new Error(`${what}: ${stopped} (${seen})`);
    if (Date.now() > until) throw new Error(`${what} did not become ready in time (last tries: ${seen})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
