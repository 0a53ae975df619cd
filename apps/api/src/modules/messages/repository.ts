import type { Db } from "../../platform/db.js";

export type Audience =
  | { type: "player"; playerId: string }
  | { type: "segment"; country?: string | null; language?: string | null }
  | { type: "all" };

export interface ChannelMessageRow {
  id: string;
  seq: string;
  audience: "player" | "segment" | "all";
  player_id: string | null;
  country: string | null;
  language: string | null;
  title: string;
  body: string;
  kind: string;
  sent_by: string | null;
  created_at: Date;
}

export interface InboxRow extends ChannelMessageRow {
  read_at: Date | null;
}

/** What decides whether a broadcast reaches a player. */
export interface Recipient {
  playerId: string;
  country: string;
  language: string;
  registeredAt: Date;
}

const COLUMNS = `m.id::text AS id, m.seq::text AS seq, m.audience, m.player_id::text AS player_id, m.country, m.language,
  m.title, m.body, m.kind, m.sent_by, m.created_at`;

/** A player's messages: their own, and broadcasts of their segment sent since they registered. */
const FOR_PLAYER = `(
  (m.audience = 'player' AND m.player_id = $1)
  OR (m.audience <> 'player' AND m.created_at >= $4
      AND (m.audience = 'all' OR ((m.country IS NULL OR m.country = $2) AND (m.language IS NULL OR m.language = $3))))
)`;

export function messagesRepository(db: Db) {
  return {
    async insert(q: Db, a: Audience, m: { title: string; body: string; kind: string; sentBy: string | null; at: Date }) {
      return (await q.one<ChannelMessageRow>(
        `INSERT INTO channel_messages AS m (audience, player_id, country, language, title, body, kind, sent_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          a.type,
          a.type === "player" ? a.playerId : null,
          a.type === "segment" ? (a.country ?? null) : null,
          a.type === "segment" ? (a.language ?? null) : null,
          m.title,
          m.body,
          m.kind,
          m.sentBy,
          m.at,
        ],
      ))!;
    },

    async byId(id: string) {
      return db.one<ChannelMessageRow>(`SELECT ${COLUMNS} FROM channel_messages m WHERE m.id = $1`, [id]);
    },

    async recipient(playerId: string) {
      const r = await db.one<{ id: string; country: string; language: string; created_at: Date }>(
        "SELECT id::text AS id, country, language, created_at FROM players WHERE id = $1",
        [playerId],
      );
      return r ? { playerId: r.id, country: r.country, language: r.language, registeredAt: r.created_at } : undefined;
    },

    async playerByCustomerId(customerId: string) {
      return (await db.one<{ id: string }>("SELECT id::text AS id FROM players WHERE customer_id = $1", [customerId]))?.id;
    },

    async inbox(r: Recipient, limit: number, beforeSeq: string | null) {
      return db.query<InboxRow>(
        `SELECT ${COLUMNS}, cr.read_at FROM channel_messages m
         LEFT JOIN channel_reads cr ON cr.message_id = m.id AND cr.player_id = $1
         WHERE ${FOR_PLAYER} AND ($6::bigint IS NULL OR m.seq < $6)
         ORDER BY m.seq DESC LIMIT $5`,
        [r.playerId, r.country, r.language, r.registeredAt, limit, beforeSeq],
      );
    },

    async unread(r: Recipient) {
      const row = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM channel_messages m
         WHERE ${FOR_PLAYER} AND NOT EXISTS (SELECT 1 FROM channel_reads cr WHERE cr.message_id = m.id AND cr.player_id = $1)`,
        [r.playerId, r.country, r.language, r.registeredAt],
      );
      return row?.n ?? 0;
    },

    /** Marks a message read if it is one of the player's; false otherwise. */
    async markRead(r: Recipient, messageId: string, at: Date) {
      const row = await db.one<{ ok: boolean }>(
        `WITH mine AS (SELECT m.id FROM channel_messages m WHERE m.id = $5 AND ${FOR_PLAYER}),
         ins AS (INSERT INTO channel_reads (player_id, message_id, read_at) SELECT $1, id, $6 FROM mine ON CONFLICT DO NOTHING)
         SELECT EXISTS (SELECT 1 FROM mine) AS ok`,
        [r.playerId, r.country, r.language, r.registeredAt, messageId, at],
      );
      return row?.ok ?? false;
    },

    async markAllRead(r: Recipient, at: Date) {
      await db.query(
        `INSERT INTO channel_reads (player_id, message_id, read_at)
         SELECT $1, m.id, $5 FROM channel_messages m WHERE ${FOR_PLAYER} ON CONFLICT DO NOTHING`,
        [r.playerId, r.country, r.language, r.registeredAt, at],
      );
    },

    async sent(limit: number, offset: number) {
      return db.query<ChannelMessageRow>(`SELECT ${COLUMNS} FROM channel_messages m ORDER BY m.seq DESC LIMIT $1 OFFSET $2`, [
        limit,
        offset,
      ]);
    },
  };
}
