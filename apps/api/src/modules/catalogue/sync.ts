import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { artVersion } from "./art.js";
import { IMAGE_TYPES, imagePath, NO_DEMO_TAGS } from "./constants.js";
import type { ProviderClient, ProviderGame } from "./provider-client.js";
import type { CatalogueRepository, StoredGame, SyncedGame } from "./repository.js";

export interface SyncReport {
  vendorId: string;
  added: string[];
  updated: string[];
  removed: string[];
  /** Entries of the provider's list that did not fit the contract or clash with another vendor's game id. */
  skipped: string[];
}

/** The provider's game with the operator's tag decisions applied (they outlive every sync). */
function toSynced(g: ProviderGame, overrides: { tag_id: string; present: boolean }[] = []): SyncedGame {
  const set = new Set(g.tags.map((t) => t.toLowerCase()));
  for (const o of overrides) {
    if (o.present) set.add(o.tag_id);
    else set.delete(o.tag_id);
  }
  const tags = [...set].sort();
  const version = artVersion(g.name, g.family, g.theme);
  const noDemo = tags.some((t) => (NO_DEMO_TAGS as readonly string[]).includes(t));
  return {
    id: g.id,
    name: g.name,
    family: g.family,
    rtp: g.rtp ?? null,
    volatility: g.volatility ?? null,
    theme: g.theme,
    artVersion: version,
    hasDemo: g.hasDemo && !noDemo,
    providerHasDemo: g.hasDemo,
    status: g.enabled ? "ACTIVE" : "DISABLED",
    tags,
    images: IMAGE_TYPES.map((type) => ({ type, path: imagePath(g.id, version, type) })),
  };
}

const changed = (s: StoredGame, g: SyncedGame) =>
  s.name !== g.name ||
  s.family !== g.family ||
  s.art_version !== g.artVersion ||
  s.has_demo !== g.hasDemo ||
  s.provider_status !== g.status ||
  s.tags.join(",") !== g.tags.join(",");

/**
 * One provider's game list into the catalogue, the way casinos sync from an
 * aggregator: new games appear, games gone from the list are disabled (kept,
 * so favourites and history still name them), names, tags and art are
 * refreshed. The operator's categories, orders and own switches are left alone.
 */
export async function syncProvider(
  deps: { db: Db; clock: Clock; repo: CatalogueRepository },
  client: ProviderClient,
): Promise<SyncReport> {
  const list = await client.listGames();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const report: SyncReport = { vendorId: client.vendorId, added: [], updated: [], removed: [], skipped: [...list.skipped] };
    await deps.repo.upsertVendor(tx, client.vendorId, client.name, now);
    const stored = new Map((await deps.repo.storedGames(tx, client.vendorId)).map((s) => [s.id, s]));
    const owners = await deps.repo.ownerOf(
      tx,
      list.games.map((g) => g.id),
    );
    const overrides = await deps.repo.tagOverrides(tx, client.vendorId);
    const listed: string[] = [];
    for (const g of list.games) {
      const owner = owners.get(g.id);
      if ((owner && owner !== client.vendorId) || listed.includes(g.id)) {
        report.skipped.push(g.id);
        continue;
      }
      listed.push(g.id);
      const synced = toSynced(g, overrides.get(g.id));
      const before = stored.get(g.id);
      if (!before) report.added.push(g.id);
      else if (changed(before, synced)) report.updated.push(g.id);
      else continue;
      await deps.repo.upsertGame(tx, client.vendorId, synced, now);
    }
    report.removed = await deps.repo.markRemoved(tx, client.vendorId, listed, now);
    return report;
  });
}

export interface SyncLoopOptions {
  run: () => Promise<unknown>;
  intervalMs: number;
  onError: (err: unknown, retryInMs: number) => void;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Runs a sync now (without holding up the caller), retries with exponential
 * backoff while the provider is not up yet, then repeats every interval.
 * Returns a function that stops it.
 */
export function startSyncLoop(o: SyncLoopOptions): () => void {
  const first = o.firstRetryMs ?? 1_000;
  const max = o.maxRetryMs ?? 60_000;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = async () => {
    try {
      await o.run();
      failures = 0;
      schedule(o.intervalMs);
    } catch (err) {
      const wait = Math.min(max, first * 2 ** failures);
      failures += 1;
      if (!stopped) o.onError(err, wait);
      schedule(wait);
    }
  };
  schedule(0);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
