import type { Redis } from "ioredis";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { claimRun, releaseClaim } from "../../platform/jobs.js";
import { drawGameArt, drawVendorLogo } from "./art.js";
import { catalogueChanges } from "./changes.js";
import { FAVOURITES_LIMIT, type ImageType, VENDOR_DISPLAY_NAMES } from "./constants.js";
import { favouritesLimitReached, gameNotFound } from "./errors.js";
import { type GameProviderConfig, type ProviderClient, providerClient } from "./provider-client.js";
import { catalogueRepository, type GameSearch } from "./repository.js";
import { type SyncReport, startSyncLoop, syncProvider } from "./sync.js";

/** Our own studio as a vendor of the catalogue. */
export const STUDIO_VENDOR = { id: "aurum-studio", name: "Aurum Studio" } as const;

export const vendorDisplayName = (id: string, name: string) => VENDOR_DISPLAY_NAMES[id] ?? name;

/** The periodic catalogue sync's lease name (job_leases). */
const SYNC_JOB = "catalogue.sync";

export function catalogueService(deps: { db: Db; readDb?: Db; clock: Clock; config: Config; redis?: Redis }) {
  const repo = catalogueRepository(deps.db);
  /** Lists the lobby shows may come from a replica that lags (DATABASE_READ_URL); a player's favourites never do. */
  const reads = deps.readDb ? catalogueRepository(deps.readDb) : repo;
  const providerConfigs: GameProviderConfig[] = [
    { vendorId: STUDIO_VENDOR.id, name: STUDIO_VENDOR.name, url: deps.config.STUDIO_URL, secret: deps.config.STUDIO_SECRET },
    ...deps.config.gameProviders,
  ];
  const providers = new Map<string, ProviderClient>(providerConfigs.map((p) => [p.vendorId, providerClient(p)]));
  const addedListeners: ((gameIds: string[]) => Promise<void>)[] = [];
  const artCache = new Map<string, string>();
  /** Bumped whenever the catalogue changes (here, or in another process through Redis), so cached answers are dropped. */
  let generation = 0;
  const changes = catalogueChanges(() => {
    generation += 1;
  }, deps.redis);

  const service = {
    repo,
    db: deps.db,
    generation: () => generation,
    /** Says the catalogue changed: every api process drops its cached answers. */
    changed: () => changes.publish(),
    /** Resolves once this process hears other processes' changes. */
    changesReady: changes.ready,
    close: () => changes.close(),

    /** The client of a vendor we can open sessions at, or undefined (demo vendors have none). */
    provider(vendorId: string): ProviderClient | undefined {
      return providers.get(vendorId);
    },

    // ---- reading the catalogue ----

    /** Providers for the providers screen: sorted by the name players see. */
    async vendors() {
      const rows = await reads.vendors();
      return rows
        .map((v) => ({ id: v.id, name: vendorDisplayName(v.id, v.name), demo: v.demo, totalGames: v.total_games }))
        .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id));
    },

    async categories() {
      const [cats, locations] = await Promise.all([reads.categories(), reads.categoryLocations()]);
      return cats.map((c) => ({
        ...c,
        locations: locations
          .filter((l) => l.category_id === c.id)
          .map((l) => ({ location: l.location, gameImageType: l.game_image_type, params: l.params, priority: l.priority })),
      }));
    },

    categoryTotals: () => reads.categoryTotals(),
    searchGames: (q: GameSearch) => reads.searchGames(q),
    countGames: (q: Omit<GameSearch, "limit" | "offset">) => reads.countGames(q),
    gameById: (id: string) => repo.gameById(id),
    gamesByIds: (ids: string[]) => reads.gamesByIds(ids),
    favouriteGames: (playerId: string) => repo.favouriteGames(playerId),
    launchableGame: (id: string) => repo.launchableGame(id),

    // ---- favourites ----

    async addFavourite(playerId: string, gameId: string) {
      if (!(await repo.gameById(gameId))) throw gameNotFound();
      await deps.db.transaction(async (tx) => {
        await repo.lockPlayer(tx, playerId);
        if (await repo.isFavourite(tx, playerId, gameId)) return;
        if ((await repo.countFavourites(tx, playerId)) >= FAVOURITES_LIMIT) throw favouritesLimitReached();
        await repo.addFavourite(tx, playerId, gameId, deps.clock.now());
      });
    },

    async removeFavourite(playerId: string, gameId: string) {
      if (!(await repo.gameExists(gameId))) throw gameNotFound();
      await repo.removeFavourite(playerId, gameId);
    },

    // ---- art ----

    /** The SVG of a game's image type, or undefined for an unknown game. */
    async gameArt(gameId: string, type: ImageType) {
      const src = await repo.artSource(gameId);
      if (!src) return undefined;
      const key = `${gameId}/${src.art_version}/${type}`;
      let svg = artCache.get(key);
      if (!svg) {
        svg = drawGameArt(src.id, src.name, src.family, src.theme, type);
        if (artCache.size > 2_000) artCache.clear();
        artCache.set(key, svg);
      }
      return { svg, version: src.art_version };
    },

    async vendorLogo(vendorId: string) {
      const v = await repo.vendor(vendorId);
      return v ? drawVendorLogo(v.id, vendorDisplayName(v.id, v.name)) : undefined;
    },

    // ---- sync ----

    /** Called with the ids of games that a sync added (demo data places them in categories). */
    onGamesAdded(fn: (gameIds: string[]) => Promise<void>) {
      addedListeners.push(fn);
    },

    async syncVendor(vendorId: string): Promise<SyncReport> {
      const client = providers.get(vendorId);
      if (!client) throw gameNotFound();
      const report = await syncProvider({ db: deps.db, clock: deps.clock, repo }, client);
      if (report.added.length || report.updated.length || report.removed.length) await changes.publish();
      if (report.added.length) for (const fn of addedListeners) await fn(report.added);
      return report;
    },

    async syncAll(): Promise<SyncReport[]> {
      const reports: SyncReport[] = [];
      for (const id of providers.keys()) reports.push(await service.syncVendor(id));
      return reports;
    },

    /**
     * Sync now without waiting, retrying with backoff while providers are down, then every interval — once per
     * interval across every api process (a lease, platform/jobs.ts); a failed sync gives its lease back so the
     * retry, here or in another process, can take it.
     */
    startSync(log: { info(o: object, m: string): void; warn(o: object, m: string): void }) {
      const interval = deps.config.CATALOGUE_SYNC_INTERVAL_MS;
      return startSyncLoop({
        intervalMs: interval,
        run: async () => {
          if (!(await claimRun(deps.db, SYNC_JOB, interval, deps.clock.now()))) return;
          let reports: SyncReport[];
          try {
            reports = await service.syncAll();
          } catch (err) {
            await releaseClaim(deps.db, SYNC_JOB, deps.clock.now());
            throw err;
          }
          for (const r of reports) {
            if (r.added.length || r.updated.length || r.removed.length || r.skipped.length)
              log.info(
                {
                  vendorId: r.vendorId,
                  added: r.added.length,
                  updated: r.updated.length,
                  removed: r.removed.length,
                  skipped: r.skipped,
                },
                "catalogue synced",
              );
          }
        },
        onError: (err, retryInMs) => log.warn({ err: (err as Error).message, retryInMs }, "catalogue sync failed, retrying"),
      });
    },
  };
  return service;
}

export type CatalogueService = ReturnType<typeof catalogueService>;
