import type { Db } from "../../platform/db.js";

export interface TournamentRow {
  id: string;
  title: string;
  description: string;
  metric: "wagered" | "multiplier";
  currency: string;
  game_ids: string[];
  starts_at: Date;
  ends_at: Date;
  prizes: bigint[];
  standings_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
}

export interface StandingRow {
  rank: number;
  player_id: string;
  customer_id: string;
  wagered: bigint;
  best_multiplier: string;
  rounds: number;
}

export interface TournamentInput {
  title: string;
  description: string;
  metric: "wagered" | "multiplier";
  currency: string;
  gameIds: string[];
  startsAt: Date;
  endsAt: Date;
  prizes: bigint[];
}

const COLUMNS = `id::text AS id, title, description, metric, currency, game_ids, starts_at, ends_at, prizes, standings_at, paid_at, created_at`;

export function tournamentsRepository(db: Db) {
  return {
    async insert(q: Db, t: TournamentInput, by: string) {
      return (await q.one<TournamentRow>(
        `INSERT INTO tournaments (title, description, metric, currency, game_ids, starts_at, ends_at, prizes, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [t.title, t.description, t.metric, t.currency, t.gameIds, t.startsAt, t.endsAt, t.prizes, by],
      ))!;
    },
    async byId(q: Db, id: string, forUpdate = false) {
      return q.one<TournamentRow>(`SELECT ${COLUMNS} FROM tournaments WHERE id = $1${forUpdate ? " FOR UPDATE" : ""}`, [id]);
    },
    /** Running, upcoming and those ended in the last week, soonest ending first. */
    async visible(now: Date) {
      return db.query<TournamentRow>(
        `SELECT ${COLUMNS} FROM tournaments WHERE ends_at > $1::timestamptz - interval '7 days' ORDER BY ends_at LIMIT 50`,
        [now],
      );
    },
    async all() {
      return db.query<TournamentRow>(`SELECT ${COLUMNS} FROM tournaments ORDER BY starts_at DESC LIMIT 200`);
    },
    /** Started and not paid: their standings are due. */
    async open(now: Date) {
      return db.query<TournamentRow>(
        `SELECT ${COLUMNS} FROM tournaments WHERE paid_at IS NULL AND starts_at <= $1 ORDER BY ends_at LIMIT 100`,
        [now],
      );
    },
    async standings(id: string, limit: number, offset: number) {
      return db.query<StandingRow>(
        `SELECT s.rank, s.player_id::text AS player_id, p.customer_id, s.wagered, s.best_multiplier::text AS best_multiplier, s.rounds
           FROM tournament_standings s JOIN players p ON p.id = s.player_id
          WHERE s.tournament_id = $1 ORDER BY s.rank LIMIT $2 OFFSET $3`,
        [id, limit, offset],
      );
    },
    async count(id: string) {
      return (
        (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM tournament_standings WHERE tournament_id = $1", [id]))?.n ??
        0
      );
    },
    async mine(id: string, playerId: string) {
      return db.one<StandingRow>(
        `SELECT s.rank, s.player_id::text AS player_id, p.customer_id, s.wagered, s.best_multiplier::text AS best_multiplier, s.rounds
           FROM tournament_standings s JOIN players p ON p.id = s.player_id WHERE s.tournament_id = $1 AND s.player_id = $2`,
        [id, playerId],
      );
    },
    async winners(q: Db, id: string, places: number) {
      return q.query<{ rank: number; player_id: string }>(
        "SELECT rank, player_id::text AS player_id FROM tournament_standings WHERE tournament_id = $1 AND rank <= $2 ORDER BY rank",
        [id, places],
      );
    },
    async recordPrize(
      q: Db,
      p: { tournamentId: string; rank: number; playerId: string; amount: bigint; currency: string; at: Date },
    ) {
      return q.one<{ rank: number }>(
        `INSERT INTO tournament_prizes (tournament_id, rank, player_id, amount, currency, paid_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tournament_id, rank) DO NOTHING RETURNING rank`,
        [p.tournamentId, p.rank, p.playerId, p.amount, p.currency, p.at],
      );
    },
    async prizes(id: string) {
      return db.query<{ rank: number; player_id: string; amount: bigint; transfer_id: string | null }>(
        "SELECT rank, player_id::text AS player_id, amount, transfer_id FROM tournament_prizes WHERE tournament_id = $1 ORDER BY rank",
        [id],
      );
    },
    async prizeTransfer(q: Db, id: string, rank: number, transferId: string) {
      await q.query("UPDATE tournament_prizes SET transfer_id = $3 WHERE tournament_id = $1 AND rank = $2", [
        id,
        rank,
        transferId,
      ]);
    },
    async markStandings(q: Db, id: string, at: Date) {
      await q.query("UPDATE tournaments SET standings_at = $2 WHERE id = $1", [id, at]);
    },
    async markPaid(q: Db, id: string, at: Date) {
      await q.query("UPDATE tournaments SET paid_at = $2 WHERE id = $1 AND paid_at IS NULL", [id, at]);
    },
  };
}
