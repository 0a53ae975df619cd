-- Report aggregates (issue 10 §5), filled from the ledger by an incremental
-- rollup (modules/reports/rollup.ts) and never by the bet statement.
--
-- The rollup reads wallet_transfers by id above a watermark. Ids are taken
-- before their transaction commits, so an id not visible yet is a gap: kept in
-- report_rollup_gaps and read again on every run until it appears (counted
-- then) or is certainly dead (every transaction running when it was seen has
-- ended and a grace time has passed: its transaction rolled back).
CREATE TABLE report_rollup_state (
  name       text PRIMARY KEY,
  watermark  bigint NOT NULL DEFAULT 0,
  updated_at timestamptz
);
INSERT INTO report_rollup_state (name) VALUES ('transfers');

CREATE TABLE report_rollup_gaps (
  id      bigint PRIMARY KEY,
  seen_at timestamptz NOT NULL,
  -- pg_snapshot_xmax when the gap was seen: once the oldest running
  -- transaction is younger than this, the id's transaction has ended.
  seen_xmax bigint NOT NULL
);

-- Real-money play per UTC hour, game, provider and currency (minor units).
CREATE TABLE report_game_hours (
  hour           timestamptz NOT NULL,
  game_id        text NOT NULL,
  provider       text NOT NULL,
  currency       text NOT NULL,
  bets           bigint NOT NULL DEFAULT 0,
  bet_count      bigint NOT NULL DEFAULT 0,
  wins           bigint NOT NULL DEFAULT 0,
  win_count      bigint NOT NULL DEFAULT 0,
  rollbacks      bigint NOT NULL DEFAULT 0,
  rollback_count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, game_id, provider, currency)
);

-- The same sums per UTC hour and currency (all games): the by-day report
-- reads 24 rows a day whatever the number of games.
CREATE TABLE report_hour_totals (
  hour           timestamptz NOT NULL,
  currency       text NOT NULL,
  bets           bigint NOT NULL DEFAULT 0,
  bet_count      bigint NOT NULL DEFAULT 0,
  wins           bigint NOT NULL DEFAULT 0,
  win_count      bigint NOT NULL DEFAULT 0,
  rollbacks      bigint NOT NULL DEFAULT 0,
  rollback_count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, currency)
);

-- The same sums per UTC day, game, provider and currency: a report by game or
-- provider reads whole UTC days here and only the hours at the edges of the
-- operator's local range from report_game_hours.
CREATE TABLE report_day_games (
  day            date NOT NULL,
  game_id        text NOT NULL,
  provider       text NOT NULL,
  currency       text NOT NULL,
  bets           bigint NOT NULL DEFAULT 0,
  bet_count      bigint NOT NULL DEFAULT 0,
  wins           bigint NOT NULL DEFAULT 0,
  win_count      bigint NOT NULL DEFAULT 0,
  rollbacks      bigint NOT NULL DEFAULT 0,
  rollback_count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, game_id, provider, currency)
);

-- Deposits, paid withdrawals and bonus cost (B transfers into a player's
-- cash) per UTC hour, method and currency.
CREATE TABLE report_money_hours (
  hour     timestamptz NOT NULL,
  flow     text NOT NULL CHECK (flow IN ('deposit', 'withdrawal', 'bonus')),
  method   text NOT NULL,
  currency text NOT NULL,
  amount   bigint NOT NULL DEFAULT 0,
  count    bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, flow, method, currency)
);

-- Who played (bet) or deposited in each UTC hour: distinct players per local
-- day are counted from these sets, never from the ledger.
CREATE TABLE report_player_hours (
  hour      timestamptz NOT NULL,
  activity  text NOT NULL CHECK (activity IN ('bet', 'deposit')),
  player_id uuid NOT NULL,
  PRIMARY KEY (hour, activity, player_id)
);

CREATE INDEX IF NOT EXISTS players_created_at_idx ON players (created_at);
