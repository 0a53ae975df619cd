import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import type { BonusBalances } from "./service.js";

/** What changed a balance: the web applies the first-deposit rule on DEPOSIT updates. */
export type UpdateType = "BALANCE" | "DEPOSIT" | "WITHDRAWAL" | "BONUS";

/** One entry of the balance updates list (games spec §3): integers in minor units. */
export interface BalanceUpdate {
  updateType: UpdateType;
  balance: number;
  currency: string;
  reserved: number;
  /** The bonus balances in play (accounts spec §3 `balance.bonus`). */
  bonus: BonusBalances;
  /** Completed deposits of the player, for the first-deposit (ftd) rule. */
  completed: number;
}

export type Listener = (u: BalanceUpdate) => void;

/**
 * Delivers balance updates to every open page of a player. In one process an
 * emitter is enough; with Redis every api process subscribes to one channel
 * and delivers to its own sockets, so a bet settled on process A reaches a
 * page connected to process B.
 */
export interface BalanceHub {
  /** Says a player's balance changed; pages are sent the fresh figures. */
  publish(playerId: string, updateType: UpdateType): Promise<void>;
  subscribe(playerId: string, listener: Listener): () => void;
  close(): Promise<void>;
  /** Pages listening in this process (open WebSockets). */
  listeners(): number;
  /** Resolves once the Redis subscription (if any) is live. */
  ready: Promise<unknown>;
}

export const BALANCE_CHANNEL = "casino:balance-updates";

/**
 * Only a process with an open page of the player reads the new figures
 * (`render`), so a bet costs nothing extra when nobody is watching.
 */
export function balanceHub(
  render: (playerId: string, updateType: UpdateType) => Promise<BalanceUpdate>,
  redis?: Redis,
): BalanceHub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (playerId: string, updateType: UpdateType) => {
    if (local.listenerCount(playerId) === 0) return;
    render(playerId, updateType).then(
      (u) => local.emit(playerId, u),
      () => {}, // the next poll of POST /updates/v1 catches up
    );
  };

  let sub: Redis | undefined;
  let ready: Promise<unknown> | undefined;
  if (redis) {
    sub = redis.duplicate();
    sub.on("message", (_channel: string, message: string) => {
      try {
        const { playerId, updateType } = JSON.parse(message) as { playerId: string; updateType: UpdateType };
        deliver(playerId, updateType);
      } catch {
        // not ours
      }
    });
    sub.on("error", () => {});
    ready = sub.subscribe(BALANCE_CHANNEL).catch(() => undefined);
  }

  return {
    ready: ready ?? Promise.resolve(),
    async publish(playerId, updateType) {
      if (!redis) {
        deliver(playerId, updateType);
        return;
      }
      // Redis down: this process's own pages still hear it; the others catch up on their next poll.
      await redis.publish(BALANCE_CHANNEL, JSON.stringify({ playerId, updateType })).catch(() => deliver(playerId, updateType));
    },
    listeners() {
      let n = 0;
      for (const name of local.eventNames()) n += local.listenerCount(name);
      return n;
    },
    subscribe(playerId, listener) {
      local.on(playerId, listener);
      return () => local.off(playerId, listener);
    },
    async close() {
      local.removeAllListeners();
      if (sub) {
        await ready;
        sub.disconnect();
      }
    },
  };
}
