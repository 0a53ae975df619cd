import type { Redis } from "ioredis";
import type { ChannelMessageRow, Recipient } from "./repository.js";

export const MESSAGES_CHANNEL = "casino:channel-messages";

/** One open message-channel connection of a player on this process. */
export interface Connection {
  recipient: Recipient;
  send(message: ChannelMessageRow): void;
}

/** Whether a message is meant for a player (the inbox query says the same in SQL). */
export function reaches(m: ChannelMessageRow, r: Recipient): boolean {
  if (m.audience === "player") return m.player_id === r.playerId;
  if (m.created_at.getTime() < r.registeredAt.getTime()) return false;
  if (m.audience === "all") return true;
  return (m.country === null || m.country === r.country) && (m.language === null || m.language === r.language);
}

/**
 * Delivers a new message to the open connections it reaches. Without Redis the
 * process that stored it delivers; with Redis every api process hears its id
 * and delivers to its own connections, reading the row only when it has some.
 */
export function messageHub(load: (id: string) => Promise<ChannelMessageRow | undefined>, redis?: Redis) {
  const connections = new Set<Connection>();

  const deliver = async (id: string) => {
    if (connections.size === 0) return;
    const m = await load(id).catch(() => undefined);
    if (!m) return; // another database's message (tests share Redis) or gone
    for (const c of connections) if (reaches(m, c.recipient)) c.send(m);
  };

  let sub: Redis | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  if (redis) {
    sub = redis.duplicate();
    sub.on("message", (_channel: string, id: string) => void deliver(id));
    sub.on("error", () => {});
    ready = sub.subscribe(MESSAGES_CHANNEL).catch(() => undefined);
  }

  return {
    ready,
    async publish(id: string) {
      if (redis) await redis.publish(MESSAGES_CHANNEL, id);
      else await deliver(id);
    },
    connect(c: Connection) {
      connections.add(c);
      return () => connections.delete(c);
    },
    async close() {
      connections.clear();
      if (sub) {
        await ready;
        sub.disconnect();
      }
    },
  };
}

export type MessageHub = ReturnType<typeof messageHub>;
