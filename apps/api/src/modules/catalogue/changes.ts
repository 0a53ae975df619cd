import type { Redis } from "ioredis";

export const CATALOGUE_CHANNEL = "casino:catalogue-changed";

/**
 * Tells every api process that the catalogue changed, so each drops its
 * cached catalogue answers (CATALOGUE_CACHE_TTL_MS) at once. With Redis the
 * change is published on one channel every process subscribes to; without
 * it only this process learns (other processes catch up within the TTL).
 */
export interface CatalogueChanges {
  /** Says the catalogue changed: this process at once, the others through Redis. */
  publish(): Promise<void>;
  /** Resolves once the Redis subscription (if any) is live. */
  ready: Promise<unknown>;
  close(): Promise<void>;
}

export function catalogueChanges(onChange: () => void, redis?: Redis): CatalogueChanges {
  let sub: Redis | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  if (redis) {
    sub = redis.duplicate();
    sub.on("message", (channel: string) => {
      if (channel === CATALOGUE_CHANNEL) onChange();
    });
    sub.on("error", () => {});
    ready = sub.subscribe(CATALOGUE_CHANNEL).catch(() => undefined);
  }
  return {
    ready,
    async publish() {
      onChange();
      // A lost publish only delays other processes by the cache's TTL.
      if (redis) await redis.publish(CATALOGUE_CHANNEL, String(Date.now())).catch(() => undefined);
    },
    async close() {
      if (sub) {
        await ready;
        sub.disconnect();
      }
    },
  };
}
