-- Player protection (issue 13): self-limits, operator limits, cool-down and
-- self-exclusion (players.self_exclusion_type / _expires, migration 0101),
-- reality checks, and the loss windows the bet statement checks.

-- One limit of one player, set by the player or by an operator. amount is in
-- minor units of the player's currency (deposit, loss) or minutes (session);
-- NULL means no limit. An increase or a removal by the player waits: it is
-- pending until pending_ready_at, then applies once the player confirms it.
CREATE TABLE protection_limits (
  player_id        uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period           text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly', 'session')),
  source           text NOT NULL CHECK (source IN ('player', 'operator')),
  amount           bigint CHECK (amount IS NULL OR amount >= 0),
  pending          boolean NOT NULL DEFAULT false,
  pending_amount   bigint CHECK (pending_amount IS NULL OR pending_amount >= 0),
  pending_ready_at timestamptz,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (player_id, kind, period, source)
);

-- Every change to a player's protection (limits, exclusion, reality check),
-- by the player or an operator: the history the back office shows.
CREATE TABLE protection_changes (
  id          bigserial PRIMARY KEY,
  player_id   uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  at          timestamptz NOT NULL,
  actor       text NOT NULL,
  action      text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX protection_changes_player_idx ON protection_changes (player_id, at DESC);

-- Per player: reality-check interval (minutes, NULL = off) and when the
-- limits were last reviewed (a review prompt every 6 months).
CREATE TABLE protection_settings (
  player_id        uuid PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  reality_check    int CHECK (reality_check IS NULL OR reality_check IN (15, 30, 60)),
  reviewed_at      timestamptz,
  first_limit_prompt_at timestamptz
);

-- Loss windows, one row per player that has (or had) a loss limit. The bet
-- statement updates this row in the same statement that debits the bet, and
-- only if no window passes its limit: the check sits in the UPDATE's WHERE on
-- this very row, so a concurrent bet of the player, in any api process, is
-- checked against the row as the other bet left it. *_net is the net loss
-- (stakes minus wins) of events after *_from; events leave a window when it
-- moves past them. *_limit is the lowest of the player's and operator's limit.
CREATE TABLE protection_loss_windows (
  player_id     uuid PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  day_limit     bigint,
  week_limit    bigint,
  month_limit   bigint,
  day_from      timestamptz NOT NULL,
  week_from     timestamptz NOT NULL,
  month_from    timestamptz NOT NULL,
  day_net       bigint NOT NULL DEFAULT 0,
  week_net      bigint NOT NULL DEFAULT 0,
  month_net     bigint NOT NULL DEFAULT 0
);

-- Stakes (+) and wins (-) of players with a loss-window row, kept a month and
-- a bit; a rolled-back stake's amount becomes 0. game_tx: the bet's
-- wallet_game_transactions id (a rollback finds its event).
CREATE TABLE protection_loss_events (
  id        bigserial PRIMARY KEY,
  player_id uuid NOT NULL,
  at        timestamptz NOT NULL,
  amount    bigint NOT NULL,
  game_tx   bigint
);
CREATE INDEX protection_loss_events_player_idx ON protection_loss_events (player_id, at) INCLUDE (amount);
CREATE INDEX protection_loss_events_game_tx_idx ON protection_loss_events (game_tx) WHERE game_tx IS NOT NULL;
CREATE INDEX protection_loss_events_at_idx ON protection_loss_events USING brin (at);

-- Excluded players are listed by the back office.
CREATE INDEX players_self_excluded_idx ON players (self_exclusion_expires) WHERE self_exclusion_type IS NOT NULL;
