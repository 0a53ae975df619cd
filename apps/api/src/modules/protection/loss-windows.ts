/**
 * Loss limits inside the bet (protection's part of the wallet's bet
 * statement, and the same arithmetic for wins and rollbacks).
 *
 * A player with a row in protection_loss_windows has each stake counted on
 * that row, in the same statement that debits it, and the stake is taken only
 * if no rolling window would pass its limit. The check sits in the WHERE of
 * the UPDATE of that very row, so a concurrent bet of the same player (in any
 * api process) is re-checked against the row as the other bet left it
 * (PostgreSQL re-evaluates an UPDATE's WHERE on the newest row version).
 *
 * Each window keeps `net` for the events after `from`; as a window moves to
 * a later start, the events it passes leave its net. Those are old events
 * (a day, a week or a month back), always visible to the statement.
 */

export const WINDOWS = ["day", "week", "month"] as const;
export type LossWindow = (typeof WINDOWS)[number];

/**
 * The window's net after moving its start to `start` (SQL placeholder) and
 * adding `delta` (SQL expression); `w` is the loss-window row.
 */
export const movedNet = (win: LossWindow, start: string, delta: string) =>
  `w.${win}_net + ${delta} - COALESCE((SELECT sum(e.amount) FROM protection_loss_events e
     WHERE e.player_id = w.player_id AND e.at > w.${win}_from AND e.at <= ${start}), 0)`;

/** SET list moving every window to its new start and adding `delta`. */
export const moveWindows = (starts: Record<LossWindow, string>, delta: string) =>
  WINDOWS.map(
    (win) => `${win}_net = ${movedNet(win, starts[win], delta)}, ${win}_from = GREATEST(w.${win}_from, ${starts[win]})`,
  ).join(",\n           ");

/** WHERE: no window passes its limit after adding `delta`. */
export const withinLimits = (starts: Record<LossWindow, string>, delta: string) =>
  WINDOWS.map((win) => `(w.${win}_limit IS NULL OR ${movedNet(win, starts[win], delta)} <= w.${win}_limit)`).join(
    "\n       AND ",
  );

/**
 * The bet statement's loss-limit CTEs (wallet/seamless.repository.ts), given
 * its CTE names: `pay` (i, amount, cash_bal, bonus_bal, over_max: the bets about to be debited),
 * `go` (i, player, …) and the
 * placeholders of the windows' starts. Defines:
 *   loss_ok      bets of players with a loss-window row that fit every window (row updated)
 *   loss_refused bets of such players that the balance covers but a window does not
 */
export const betLossCtes = (starts: Record<LossWindow, string>) => `loss_c AS (
    -- bets the cash and bonus balances cover (pay: promotions/bet-sql.ts)
    SELECT pay.i, pay.amount, go.player FROM pay JOIN go ON go.i = pay.i
     WHERE pay.cash_bal + pay.bonus_bal >= pay.amount AND NOT pay.over_max
  ), loss_ok AS (
    UPDATE protection_loss_windows w
       SET ${moveWindows(starts, "c.amount")}
      FROM loss_c c
     WHERE w.player_id = ANY (ARRAY(SELECT player FROM loss_c)) AND w.player_id = c.player
       AND ${withinLimits(starts, "c.amount")}
    RETURNING c.i, c.player, c.amount
  ), loss_refused AS (
    SELECT c.i FROM loss_c c CROSS JOIN LATERAL (
      SELECT 1 FROM protection_loss_windows w WHERE w.player_id = c.player LIMIT 1
    ) limited
     WHERE c.i NOT IN (SELECT i FROM loss_ok)
  )`;

/** After the bet's game transactions (`g`) are written: the stakes' events. */
export const betLossEventsCte = (now: string) => `loss_ev AS (
    INSERT INTO protection_loss_events (player_id, at, amount, game_tx)
    SELECT l.player, ${now}, l.amount, g.id
      FROM loss_ok l JOIN go ON go.i = l.i JOIN g ON g.provider = go.provider AND g.transaction_id = go.tx
     WHERE l.amount > 0
  )`;
