/**
 * The bonus's part of the wallet's bet statement (wallet/seamless.repository.ts),
 * given its CTE names `go` (the bets: i, player, currency, game, amount, …)
 * and `open` (bets whose round is open). Plain bets pay one index probe: a
 * player without an active bonus has no row in `bon`.
 *
 *   bon  the player's ACTIVE grant in the bet's currency (locked, so a claim
 *        or expiry racing the bet waits or is seen), its bonus account, the
 *        game's contribution in percent (the game's own weight, else its
 *        category's, else the default: rounded down, 0–100), the max bet,
 *        and whether the bonus may pay on this game at all
 */
export const betBonusCte = `bon AS (
    SELECT go.i, gr.id AS grant_id, ba.id AS bonus_acct, gr.max_bet, gr.usable,
           LEAST(100, GREATEST(0, floor(gr.pct)))::int AS pct
      -- The grants are locked in player order, before any account: two statements (two api processes) with
      -- bets of the same players lock them in the same order and never deadlock. The bets' filters sit in the
      -- sorted subquery, so no join between the sort and the lock can reorder them.
      FROM (SELECT * FROM go WHERE go.problem IS NULL AND go.house IS NOT NULL AND go.i IN (SELECT i FROM open)
             ORDER BY player) go
      CROSS JOIN LATERAL (
        SELECT x.id, x.status, x.currency, (x.rules->>'maxBet')::bigint AS max_bet,
               (jsonb_typeof(x.rules->'games') IS DISTINCT FROM 'array' OR x.rules->'games' ? go.game) AS usable,
               COALESCE((x.rules->'contribution'->'games'->>go.game)::numeric,
                        (x.rules->'contribution'->'categories'->>(
                           SELECT CASE WHEN gm.family LIKE 'live%' THEN 'live' WHEN gm.family = 'slot' THEN 'slots'
                                       WHEN gm.family IN ('keno', 'scratch') THEN 'lottery' ELSE 'table' END
                             FROM games gm WHERE gm.id = go.game))::numeric,
                        (x.rules->'contribution'->>'default')::numeric, 0) AS pct
          FROM bonus_grants x
         -- The player's one grant in play (bonus_grants_one_active), locked, then taken only if ACTIVE in the
         -- bet's currency: asked for as ACTIVE here, a plan made on few grants walked every active grant.
         WHERE x.player_id = go.player AND x.status IN ('ACTIVATION_PENDING', 'ACTIVE', 'CLAIM_PENDING', 'CANCEL_PENDING')
         LIMIT 1 FOR NO KEY UPDATE
      ) gr
      LEFT JOIN LATERAL (
        SELECT id FROM wallet_accounts WHERE player_id = go.player AND kind = 'bonus:' || gr.id AND currency = go.currency LIMIT 1
      ) ba ON true
     WHERE gr.status = 'ACTIVE' AND gr.currency = go.currency
  )`;

/** Bonus accounts the statement locks with the cash accounts (in one id order). */
export const betBonusAccounts = "SELECT bonus_acct FROM bon WHERE bonus_acct IS NOT NULL";

/**
 * After `cash` (i, amount, id) and `locked` (id, balance):
 *   pay  each bet's split, cash first and bonus for the shortfall (a bonus
 *        that may not pay on this game pays nothing), whether the whole stake
 *        passes the bonus's max bet, and the weighted stake it adds to wagering
 */
export const betPayCte = `pay AS (
    SELECT cash.i, cash.amount, cash.id AS cash_id, lc.balance AS cash_bal, bon.grant_id, bon.bonus_acct,
           CASE WHEN bon.usable THEN COALESCE(lb.balance, 0) ELSE 0 END AS bonus_bal,
           LEAST(cash.amount, lc.balance) AS from_cash,
           CASE WHEN bon.usable THEN cash.amount - LEAST(cash.amount, lc.balance) ELSE 0 END AS from_bonus,
           COALESCE(bon.max_bet IS NOT NULL AND cash.amount > bon.max_bet, false) AS over_max,
           CASE WHEN bon.usable THEN floor(cash.amount * bon.pct / 100)::bigint ELSE 0 END AS weighted
      FROM cash JOIN locked lc ON lc.id = cash.id
      LEFT JOIN bon ON bon.i = cash.i LEFT JOIN locked lb ON lb.id = bon.bonus_acct
  )`;

/** The bet is covered by cash and usable bonus together and within the max bet. */
export const payCovered = "(pay.cash_bal + pay.bonus_bal >= pay.amount AND NOT pay.over_max)";

/**
 * After `debit` (i: the bets taken):
 *   bdebit  the bonus part taken from the bonus account
 *   wag     the weighted stake added to the grant's wagering (still ACTIVE)
 */
export const betBonusDebitCtes = `bdebit AS (
    UPDATE wallet_accounts a SET balance = a.balance - pay.from_bonus
      FROM pay
     WHERE a.id = pay.bonus_acct AND pay.from_bonus > 0 AND pay.i IN (SELECT i FROM debit) AND a.balance >= pay.from_bonus
    RETURNING pay.i, a.id, a.balance
  ), wag AS (
    -- By the grant's id alone: bon locked it ACTIVE in this statement (a status test here let a plan walk
    -- every active grant).
    UPDATE bonus_grants gr SET wagering_done = gr.wagering_done + pay.weighted
      FROM pay
     WHERE gr.id = pay.grant_id AND pay.weighted > 0 AND pay.i IN (SELECT i FROM debit)
    RETURNING pay.i
  )`;

/** The wallet status of a bet over the bonus's max bet: its own, never INSUFFICIENT_FUNDS. */
export const BONUS_MAX_BET_STATUS = "BONUS_MAX_BET_EXCEEDED";

/**
 * A round's bonus part, for its win ($1 provider, $2 round): the grant its
 * live bets fed, what they took from the bonus, the grant's status (row
 * locked: a claim or expiry racing the win waits for it) and its bonus
 * account. No row: the round was paid in cash only.
 */
export const ROUND_BONUS = `SELECT b.grant_id, sum(b.bonus_amount)::text AS bonus, gr.status, a.id AS account
    FROM wallet_game_transactions b
    JOIN LATERAL (SELECT status FROM bonus_grants WHERE id = b.grant_id FOR NO KEY UPDATE) gr ON true
    LEFT JOIN wallet_accounts a ON a.player_id = b.player_id AND a.kind = 'bonus:' || b.grant_id AND a.currency = b.currency
   WHERE b.provider = $1 AND b.round_id = $2 AND b.kind = 'BET' AND b.status = 'OK' AND NOT b.rolled_back AND b.bonus_amount > 0
   GROUP BY b.grant_id, gr.status, a.id
   ORDER BY sum(b.bonus_amount) DESC LIMIT 1`;

/** A bet's grant for its rollback ($1 grant id): status (row locked) and bonus account ($2 player, $3 currency). */
export const BET_GRANT = `SELECT gr.status, a.id AS account FROM bonus_grants gr
    LEFT JOIN wallet_accounts a ON a.player_id = $2 AND a.kind = 'bonus:' || gr.id AND a.currency = $3
   WHERE gr.id = $1 FOR NO KEY UPDATE OF gr`;

/** A rolled-back bet's weighted stake leaves its grant's wagering ($1 grant, $2 weighted). */
export const UNDO_WAGERING = `UPDATE bonus_grants SET wagering_done = GREATEST(0, wagering_done - $2)
   WHERE id = $1 AND status = 'ACTIVE'`;

/** What a game may be paid from: cash and the active bonus of that currency ($1 player, $2 currency). */
export const PLAYABLE_BALANCE = `SELECT COALESCE(sum(a.balance), 0)::bigint AS balance FROM wallet_accounts a
   WHERE a.player_id = $1 AND a.currency = $2
     AND (a.kind = 'cash' OR a.kind = (SELECT 'bonus:' || g.id FROM bonus_grants g
                                        WHERE g.player_id = $1 AND g.status = 'ACTIVE' AND g.currency = $2 LIMIT 1))`;

/** The max bet (whole stake, minor units) of the active bonus of that currency, when it has one ($1 player, $2 currency). */
export const ACTIVE_BONUS_MAX_BET = `SELECT (g.rules->>'maxBet')::bigint AS max_bet FROM bonus_grants g
   WHERE g.player_id = $1 AND g.status = 'ACTIVE' AND g.currency = $2 LIMIT 1`;
