/**
 * Loss limits inside the bet (protection's part of the wallet's bet
 * statement, and the same arithmetic for wins and rollbacks).
 *
 * A player with a row in protection_loss_windows has each stake counted on
 * that row, in the same statement that debits it, and the stake is taken only
 * if no rolling window would pass its limit. The check sits in the SET of
 * the UPDATE of that very row, so a concurrent bet of the same player (in any
 * api process) is checked against the row as the other bet left it
 * (PostgreSQL computes an UPDATE's SET again on the newest row version).
 *
 * Each window keeps `net` for the events after `from`; as a window moves to
 * a later start, the events it passes leave its net. Those are old events
 * (a day, a week or a month back), always visible to the statement.
 */

export const WINDOWS = ["day", "week", "month"] as const;
export type LossWindow = (typeof WINDOWS)[number];

/**
 * The window's net after moving its start to `start` (SQL placeholder) and
 * adding `delta` (SQL expression, none by default); `w` is the loss-window row.
 */
const movedNet = (win: LossWindow, start: string, delta?: string) =>
  `w.${win}_net${delta ? ` + ${delta}` : ""} - COALESCE((SELECT sum(e.amount) FROM protection_loss_events e
     WHERE e.player_id = w.player_id AND e.at > w.${win}_from AND e.at <= ${start}), 0)::bigint`;

/** The window's new start: `start` (SQL placeholder), never earlier than where it stands. */
const movedFrom = (win: LossWindow, start: string) => `GREATEST(w.${win}_from, ${start})`;

/** SET list moving every window to its new start and adding `delta`. */
export const moveWindows = (starts: Record<LossWindow, string>, delta: string) =>
  WINDOWS.map((win) => `${win}_net = ${movedNet(win, starts[win], delta)}, ${win}_from = ${movedFrom(win, starts[win])}`).join(
    ",\n           ",
  );

/**
 * The bet statement's loss-limit CTEs (wallet/seamless.repository.ts), given
 * its CTE names: `pay` (i, amount, cash_bal, bonus_bal, over_max: the bets about to be debited),
 * `go` (i, player, …) and the
 * placeholders of the windows' starts. Defines:
 *   loss_w       the loss-window rows of the covered bets' players, each moved to its new starts (a moved
 *                window's net is what any later call would find), and the stake added only if it fits every
 *                window; `last_stake_fits` says whether it did
 *   loss_ok      bets of players with a loss-window row that fit every window
 *   loss_refused bets of such players that the balance covers but a window does not
 *
 * One multi-column SET computes each window's moved net once (an index probe), then the check and the new
 * values from it. It reads the row the UPDATE is writing, so a concurrent bet of the same player (in any api
 * process) is checked against the row as the other bet left it: PostgreSQL computes the SET again on the
 * newest row version before it writes.
 */
export const betLossCtes = (starts: Record<LossWindow, string>) => `loss_c AS (
    -- bets the cash and bonus balances cover (pay: promotions/bet-sql.ts)
    SELECT pay.i, pay.amount, go.player FROM pay JOIN go ON go.i = pay.i
     WHERE pay.cash_bal + pay.bonus_bal >= pay.amount AND NOT pay.over_max
  ), loss_w AS (
    UPDATE protection_loss_windows w
       SET (${WINDOWS.map((win) => `${win}_net, ${win}_from`).join(", ")}, last_stake_fits) = (
         SELECT ${WINDOWS.map(
           (win) => `CASE WHEN fit.fits THEN m.${win} + c.amount ELSE m.${win} END, ${movedFrom(win, starts[win])}`,
         ).join(",\n                ")},
                fit.fits
           FROM (SELECT ${WINDOWS.map((win) => `${movedNet(win, starts[win])} AS ${win}`).join(",\n                        ")}
                 OFFSET 0) m
          CROSS JOIN LATERAL (
            SELECT ${WINDOWS.map((win) => `(w.${win}_limit IS NULL OR m.${win} + c.amount <= w.${win}_limit)`).join(
              "\n               AND ",
            )} AS fits
          ) fit
       )
      FROM loss_c c
     WHERE w.player_id = c.player
    RETURNING c.i, c.player, c.amount, w.last_stake_fits AS fits
  ), loss_ok AS (
    SELECT i, player, amount FROM loss_w WHERE fits
  ), loss_refused AS (
    SELECT i FROM loss_w WHERE NOT fits
  )`;

/** After the bet's game transactions (`g`) are written: the stakes' events. */
export const betLossEventsCte = (now: string) => `loss_ev AS (
    INSERT INTO protection_loss_events (player_id, at, amount, game_tx)
    SELECT l.player, ${now}, l.amount, g.id
      FROM loss_ok l JOIN go ON go.i = l.i JOIN g ON g.provider = go.provider AND g.transaction_id = go.tx
     WHERE l.amount > 0
  )`;
