import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { releasesRepository } from "./repository.js";

/** How long the urgent flag of the running version is kept in memory before it is read again. */
const FLAG_TTL_MS = 5_000;

/**
 * The product version flag (accounts spec §7 `GET /api/needToRefresh`, §9):
 * the running version is APP_VERSION; an operator may mark it urgent, and a
 * page that loaded an older version is then told to reload at once.
 */
export function releasesService(deps: { config: Config; db: Db; clock: Clock }) {
  const repo = releasesRepository(deps.db);
  const current = deps.config.APP_VERSION;
  let recorded: Promise<void> | null = null;
  let cached: { urgent: boolean; at: number } | null = null;

  async function currentUrgent(): Promise<boolean> {
    const now = deps.clock.now().getTime();
    if (cached && now - cached.at < FLAG_TTL_MS) return cached.urgent;
    recorded ??= repo.ensure(current, deps.clock.now()).catch((err) => {
      recorded = null;
      throw err;
    });
    await recorded;
    const row = await repo.get(current);
    cached = { urgent: row?.urgent ?? false, at: now };
    return cached.urgent;
  }

  return {
    current,

    /** Whether a page that loaded `loaded` must reload; urgent when the running version is marked so. */
    async check(loaded: string | undefined) {
      const stale = loaded !== undefined && loaded !== current;
      const urgent = stale && (await currentUrgent());
      return { needToRefresh: stale, urgent, version: current };
    },

    /**
     * Marks a version urgent (or not). `tx` lets the operator route write its
     * audit row in the same transaction.
     */
    async mark(tx: Db, input: { version: string; urgent: boolean; by: string; note?: string | null }) {
      const row = await repo.mark(tx, input.version, input.urgent, input.by, input.note ?? null, deps.clock.now());
      cached = null;
      return row!;
    },

    list: (limit = 50) => repo.list(limit),
  };
}

export type ReleasesService = ReturnType<typeof releasesService>;
