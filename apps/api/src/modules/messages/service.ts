import type { Redis } from "ioredis";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import { messageError } from "./errors.js";
import { messageHub } from "./hub.js";
import { type Audience, type ChannelMessageRow, messagesRepository, type Recipient } from "./repository.js";

/** What a page receives: one message of the inbox. */
export const presentMessage = (m: ChannelMessageRow & { read_at?: Date | null }) => ({
  id: m.id,
  title: m.title,
  body: m.body,
  kind: m.kind,
  createdAt: m.created_at.toISOString(),
  read: Boolean(m.read_at),
});
export type PresentedMessage = ReturnType<typeof presentMessage>;

/**
 * The message channel: operators write to one player, a segment or everyone;
 * an open page hears it at once (across api processes through Redis), a
 * player who was away finds it in the inbox with its read state.
 */
export function messagesService(deps: { db: Db; clock: Clock; redis?: Redis }) {
  const repo = messagesRepository(deps.db);
  const hub = messageHub((id) => repo.byId(id), deps.redis);

  async function recipient(playerId: string): Promise<Recipient> {
    const r = await repo.recipient(playerId);
    if (!r) throw messageError("MESSAGE_NOT_FOUND");
    return r;
  }

  function checkAudience(a: Audience) {
    if (a.type === "segment" && !a.country && !a.language) throw messageError("MESSAGE_AUDIENCE_INVALID");
    return a;
  }

  return {
    hub,
    recipient,

    /**
     * Stores a message in `tx` (the caller's audit row shares it). Call
     * `publish` with the row once the transaction committed.
     */
    async write(tx: Db, audience: Audience, m: { title: string; body: string; kind?: string; sentBy: string | null }) {
      return repo.insert(tx, checkAudience(audience), { ...m, kind: m.kind ?? "message", at: deps.clock.now() });
    },

    /** Delivers a committed message to every open page it reaches. */
    publish: (m: ChannelMessageRow) => hub.publish(m.id),

    /** Writes and delivers at once (system messages: a support reply, a payment). */
    async send(audience: Audience, m: { title: string; body: string; kind?: string; sentBy: string | null }) {
      const row = await this.write(deps.db, audience, m);
      await hub.publish(row.id);
      return row;
    },

    async inbox(playerId: string, opts: { limit?: number; before?: string } = {}) {
      const r = await recipient(playerId);
      const [rows, unread] = await Promise.all([
        repo.inbox(r, Math.min(opts.limit ?? 50, 100), opts.before && /^\d+$/.test(opts.before) ? opts.before : null),
        repo.unread(r),
      ]);
      return { messages: rows.map(presentMessage), unread, next: rows.length ? rows[rows.length - 1]!.seq : null };
    },

    unread: async (playerId: string) => repo.unread(await recipient(playerId)),

    /** MESSAGE_NOT_FOUND when the message is not the player's. */
    async markRead(playerId: string, messageId: string) {
      const ok = isUuid(messageId) && (await repo.markRead(await recipient(playerId), messageId, deps.clock.now()));
      if (!ok) throw messageError("MESSAGE_NOT_FOUND");
      return { unread: await repo.unread(await recipient(playerId)) };
    },

    async markAllRead(playerId: string) {
      const r = await recipient(playerId);
      await repo.markAllRead(r, deps.clock.now());
      return { unread: 0 };
    },

    /** The player of a customer id (operators address players by it); MESSAGE_AUDIENCE_INVALID when none. */
    async playerOf(customerId: string) {
      const id = await repo.playerByCustomerId(customerId);
      if (!id) throw messageError("MESSAGE_AUDIENCE_INVALID");
      return id;
    },

    sent: (limit = 50, offset = 0) => repo.sent(Math.min(limit, 200), offset),
    close: () => hub.close(),
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
