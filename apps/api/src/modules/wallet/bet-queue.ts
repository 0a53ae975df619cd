import type { BetParts, BetStatement, BetToPlace, DeferredBet, PlacedBet } from "./seamless.repository.js";

export interface BetQueueOptions {
  /** Bet statements in flight at once; bets arriving meanwhile wait and go together in the next one. */
  statements: number;
  /** Most bets in one statement. */
  maxBatch: number;
  /** How long fewer bets than the last statement carried wait for the rest (ms). */
  lingerMs: number;
  /** Told the size of each statement as it goes (metrics). */
  onStatement?: (bets: number) => void;
  /** How long a player a statement deferred sends their bets straight to one that takes them (ms). */
  extrasMemoryMs?: number;
  /** The queue's clock (ms), for the memory above. */
  now?: () => number;
}

interface Waiting {
  bet: BetToPlace;
  keys: string[];
  resolve(placed: PlacedBet): void;
  reject(err: unknown): void;
}

/** The rows a bet writes or locks, by what names them. */
const rowsOf = (b: BetToPlace) => [
  `player|${b.playerId}`,
  `round|${b.provider}|${b.roundId}`,
  `tx|${b.provider}|${b.transactionId}`,
  ...(b.nonce ? [`nonce|${b.nonce.caller}|${b.nonce.nonce}`] : []),
];

/** Adds what `more` needs to `needs` (a group's statement must run every part any of its bets needs). */
const addNeeds = (needs: BetParts, more: BetParts) => {
  needs.bonus ||= more.bonus;
  needs.loss ||= more.loss;
};

/** The statement that runs these parts and no more. */
export const statementOf = (needs: BetParts): BetStatement =>
  needs.bonus ? (needs.loss ? "full" : "bonus") : needs.loss ? "loss" : "lean";

/**
 * Group commit for bets: while `statements` bet statements are in flight, new
 * bets wait and then go together in one statement and one commit, so the
 * database parses, plans and flushes once for many bets. No two bets in
 * flight (in one statement or in two) share a player, round, transaction id
 * or nonce: each bet sees the rows as if it were alone, a player's bets are
 * taken in the order they came, and statements never wait on each other's
 * rows. When a statement of several fails (a transaction id seen before fails
 * it whole), its halves are placed again, down to the bet that fails alone, so
 * one bet's answer never depends on another's. A group goes by the lean
 * statement; the bets it defers (players with a bonus or a loss window) go
 * next, still holding their rows, by the statement that runs what they have
 * (the loss windows', the bonus's, or both: the full one), split the same way
 * if that fails. For a while after, a group with a bet of such a player goes
 * by that statement at once: one statement, not two.
 *
 * Under steady load the answers to one statement bring the next bets back
 * within a fraction of a millisecond; the first of them alone would take a
 * statement to itself and split the next group. So while fewer bets wait than
 * the last statement carried, they wait for the rest, at most `lingerMs`.
 */
export function betQueue(
  place: (bets: BetToPlace[], statement: BetStatement) => Promise<(PlacedBet | DeferredBet)[]>,
  opts: BetQueueOptions,
) {
  const waiting: Waiting[] = [];
  const busy = new Set<string>();
  let inFlight = 0;
  let lastBatch = 1;
  let lingering: NodeJS.Timeout | undefined;
  // Players a statement deferred lately (a bonus in play, a loss window), what they had and until when: their
  // next bets skip the statements that would defer them. A routing hint only: a statement that lacks a part a
  // player has defers their bet again, and the full one is right for every player, so a stale entry costs
  // speed, never correctness.
  const withExtras = new Map<string, { until: number; needs: BetParts }>();
  const memoryMs = opts.extrasMemoryMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const remember = (playerId: string, needs: BetParts) => {
    const t = now();
    if (withExtras.size >= 10_000) for (const [p, e] of withExtras) if (e.until <= t) withExtras.delete(p);
    withExtras.set(playerId, { until: t + memoryMs, needs });
  };
  /** The statement that runs what the group's remembered players have (the lean one when none is remembered). */
  const statementFor = (batch: Waiting[]): BetStatement => {
    const t = now();
    const needs: BetParts = { bonus: false, loss: false };
    for (const w of batch) {
      const e = withExtras.get(w.bet.playerId);
      if (e && e.until > t) addNeeds(needs, e.needs);
    }
    return statementOf(needs);
  };

  /** Places a group; when it fails, each half again, down to the bet that fails alone. */
  async function settle(batch: Waiting[], statement: BetStatement): Promise<void> {
    let placed: (PlacedBet | DeferredBet)[];
    try {
      placed = await place(
        batch.map((w) => w.bet),
        statement,
      );
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      const half = Math.floor(batch.length / 2);
      await settle(batch.slice(0, half), statement);
      await settle(batch.slice(half), statement);
      return;
    }
    const deferred: Waiting[] = [];
    const needs: BetParts = { bonus: false, loss: false };
    const answered: Array<() => void> = [];
    for (const [i, w] of batch.entries()) {
      const p = placed[i]!;
      if ("deferred" in p) {
        deferred.push(w);
        remember(w.bet.playerId, p.needs);
        addNeeds(needs, p.needs);
      } else answered.push(() => w.resolve(p));
    }
    // The bets' callers (their HTTP answers) run after this turn, in which the bets that waited meanwhile go
    // in the next statement: the database works on those while this process writes the answers.
    setImmediate(() => {
      for (const answer of answered) answer();
    });
    // Deferred again (a bonus or a window came meanwhile): the full statement, which never defers.
    if (deferred.length > 0) await settle(deferred, statement === "lean" ? statementOf(needs) : "full");
  }

  function pump(lingered = false) {
    while (inFlight < opts.statements && waiting.length > 0) {
      if (!lingered && opts.lingerMs > 0 && waiting.length < lastBatch) {
        lingering ??= setTimeout(() => {
          lingering = undefined;
          pump(true);
        }, opts.lingerMs);
        return;
      }
      lingered = false;
      clearTimeout(lingering);
      lingering = undefined;
      const batch: Waiting[] = [];
      // A bet left waiting holds its place for its rows: no later bet sharing one goes before it.
      const held = new Set<string>();
      for (let k = 0; k < waiting.length && batch.length < opts.maxBatch; ) {
        const w = waiting[k]!;
        if (w.keys.some((key) => busy.has(key) || held.has(key))) {
          for (const key of w.keys) held.add(key);
          k += 1;
          continue;
        }
        for (const key of w.keys) busy.add(key);
        batch.push(w);
        waiting.splice(k, 1);
      }
      if (batch.length === 0) return;
      lastBatch = batch.length;
      opts.onStatement?.(batch.length);
      inFlight += 1;
      void settle(batch, statementFor(batch)).finally(() => {
        inFlight -= 1;
        for (const w of batch) for (const key of w.keys) busy.delete(key);
        pump();
      });
    }
  }

  return {
    /** Bets waiting or in a statement now: a stopping process waits for none before closing the database. */
    pending: () => waiting.length + inFlight,
    /** Places a bet with others waiting beside it; rejects with the database's error when its statement failed alone. */
    place(bet: BetToPlace): Promise<PlacedBet> {
      return new Promise<PlacedBet>((resolve, reject) => {
        waiting.push({ bet, keys: rowsOf(bet), resolve, reject });
        pump();
      });
    },
  };
}
