import type { Paging } from "@casino/contracts/paging";
import type { OperatorStandings } from "@casino/contracts/tournaments";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { isUuid } from "../../platform/ids.js";
import type { Job } from "../../platform/jobs.js";
import { type StandingRow, type TournamentInput, type TournamentRow, tournamentsRepository } from "./repository.js";
import { ROLLUP_BATCH, rankStandings, rollupRounds, SETTLE_MS } from "./rollup.js";

/** The tournament table shows 10 a slide (accounts spec §9). */
export const LEADERBOARD_PAGE = 10;

/** What the ledger offers the tournaments: a keyed credit (replays answer the first transfer). */
export interface PrizeLedger {
  credit(a: {
    playerId: string;
    amount: bigint;
    currency: string;
    key: string;
    kind: "B";
    from: string;
    meta?: Record<string, unknown>;
  }): Promise<{ transferId: string; replayed: boolean }>;
}

const notFound = () => new AppError(404, "TOURNAMENT_NOT_FOUND", "This tournament does not exist.");
const invalid = (message: string) => new AppError(400, "TOURNAMENT_INVALID", message);
const mask = (customerId: string) =>
  customerId.length > 8 ? `${customerId.slice(0, 4)}****${customerId.slice(-4)}` : `${customerId.slice(0, 2)}****`;
/** A place's points: the amount wagered (minor units) or the best round multiplier. */
const scoreOf = (t: TournamentRow, r: StandingRow) => (t.metric === "wagered" ? Number(r.wagered) : Number(r.best_multiplier));
/** The prize of a place if the tournament ended now. */
const prizeOf = (t: TournamentRow, rank: number) => Number(t.prizes[rank - 1] ?? 0);

/**
 * Tournaments: standings from settled game transactions by a scheduled rollup
 * (never in the bet statement), a live table for players, prizes through the
 * ledger once when a tournament ends.
 */
export function tournamentsService(deps: { db: Db; clock: Clock; ledger: PrizeLedger }) {
  const repo = tournamentsRepository(deps.db);
  const status = (t: TournamentRow, now = deps.clock.now()) =>
    t.paid_at ? "finished" : now < t.starts_at ? "upcoming" : now < t.ends_at ? "running" : "finishing";

  const present = (t: TournamentRow) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    metric: t.metric,
    currency: t.currency,
    gameIds: t.game_ids,
    startsAt: t.starts_at.toISOString(),
    endsAt: t.ends_at.toISOString(),
    prizes: t.prizes.map(Number),
    status: status(t),
    updatedAt: t.standings_at?.toISOString() ?? null,
  });

  /** Pays the prizes of a finished tournament: each rank's credit keyed, so a retry never pays twice. */
  async function pay(t: TournamentRow) {
    const winners = await repo.winners(deps.db, t.id, t.prizes.length);
    for (const w of winners) {
      const amount = BigInt(t.prizes[w.rank - 1]!);
      if (amount <= 0n) continue;
      const r = await deps.ledger.credit({
        playerId: w.player_id,
        amount,
        currency: t.currency,
        key: `tournament:${t.id}:rank:${w.rank}`,
        kind: "B",
        from: "bonus-cost:tournaments",
        meta: { tournamentId: t.id, rank: w.rank },
      });
      await deps.db.transaction(async (tx) => {
        await repo.recordPrize(tx, {
          tournamentId: t.id,
          rank: w.rank,
          playerId: w.player_id,
          amount,
          currency: t.currency,
          at: deps.clock.now(),
        });
        await repo.prizeTransfer(tx, t.id, w.rank, r.transferId);
      });
    }
    await repo.markPaid(deps.db, t.id, deps.clock.now());
    return winners.length;
  }

  /** One run: read new game transactions, re-rank every started tournament, pay those over. */
  async function refresh() {
    const now = deps.clock.now();
    const rolled = await rollupRounds(deps.db, now);
    const caughtUp = rolled.read < ROLLUP_BATCH;
    let ranked = 0;
    let paid = 0;
    for (const t of await repo.open(now)) {
      await deps.db.transaction(async (tx) => {
        await rankStandings(tx, t.id, t.metric);
        await repo.markStandings(tx, t.id, now);
      });
      ranked += 1;
      // Over once every transaction before its end is surely read.
      if (caughtUp && now.getTime() >= t.ends_at.getTime() + 2 * SETTLE_MS) paid += await pay(t);
    }
    return { read: rolled.read, ranked, paid };
  }

  return {
    refresh,

    /** The scheduled rollup (platform/jobs.ts): once per interval across every api process. */
    standingsJob(intervalMs = 5_000): Job {
      return { name: "tournaments.standings", intervalMs, run: refresh };
    },

    /** Tournaments running, upcoming and recently ended. */
    async list() {
      return (await repo.visible(deps.clock.now())).map(present);
    },

    /** A page of the table (10 a slide), players' ids masked, and the asking player's own place. */
    async leaderboard(id: string, page: number, playerId: string | null) {
      const t = isUuid(id) ? await repo.byId(deps.db, id) : undefined;
      if (!t) throw notFound();
      const [rows, total, mine] = await Promise.all([
        repo.standings(id, LEADERBOARD_PAGE, (page - 1) * LEADERBOARD_PAGE),
        repo.count(id),
        playerId ? repo.mine(id, playerId) : Promise.resolve(undefined),
      ]);
      const line = (r: StandingRow) => ({
        rank: r.rank,
        player: mask(r.customer_id),
        score: scoreOf(t, r),
        prize: prizeOf(t, r.rank),
      });
      return {
        tournament: present(t),
        standings: rows.map(line),
        total,
        page,
        size: LEADERBOARD_PAGE,
        me: mine ? line(mine) : null,
      };
    },

    // Back office -------------------------------------------------------------

    all: async () => (await repo.all()).map(present),

    /** An empty game list means every game. TOURNAMENT_INVALID for a period that ends before it starts or no positive prize. */
    async create(tx: Db, input: TournamentInput, by: string) {
      if (input.endsAt <= input.startsAt) throw invalid("The tournament must end after it starts.");
      if (input.prizes.length === 0 || input.prizes.some((p) => p < 0n) || !input.prizes.some((p) => p > 0n))
        throw invalid("Give at least one prize.");
      return present(await repo.insert(tx, input, by));
    },

    prizes: (id: string) => repo.prizes(id),

    /**
     * `GET /operator/v1/tournaments/:id/standings`: the live table as the standings job last ranked it, best first,
     * players unmasked, a page at a time. TOURNAMENT_NOT_FOUND for an unknown tournament.
     */
    async standings(id: string, { page = 1, pageSize = 50 }: Paging): Promise<OperatorStandings> {
      const t = await repo.byId(deps.db, id);
      if (!t) throw notFound();
      const [rows, total] = await Promise.all([repo.standings(id, pageSize, (page - 1) * pageSize), repo.count(id)]);
      return {
        items: rows.map((r) => ({
          rank: r.rank,
          playerId: r.player_id,
          customerId: r.customer_id,
          score: scoreOf(t, r),
          wagered: Number(r.wagered),
          bestMultiplier: Number(r.best_multiplier),
          rounds: r.rounds,
          prize: prizeOf(t, r.rank),
        })),
        total,
        updatedAt: t.standings_at?.toISOString() ?? null,
      };
    },

    /** DEMO DATA for `npm start`: a week-long cup on every game, once. */
    async seedDemo() {
      if ((await repo.all()).some((t) => t.title === "Weekly cup")) return;
      const now = deps.clock.now().getTime();
      await deps.db.transaction((tx) =>
        repo.insert(
          tx,
          {
            title: "Weekly cup",
            description: "Wager the most on any game this week.",
            metric: "wagered",
            currency: "EUR",
            gameIds: [],
            startsAt: new Date(now - 3_600_000),
            endsAt: new Date(now + 7 * 86_400_000),
            prizes: [50_000n, 25_000n, 10_000n],
          },
          "demo",
        ),
      );
    },
  };
}

export type TournamentsService = ReturnType<typeof tournamentsService>;
