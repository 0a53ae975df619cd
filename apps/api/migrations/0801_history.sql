-- The player's game history by day and game (issue 13, accounts spec §3
-- History): kept by a job from wallet_game_transactions, so a page or a chart
-- over a year of a player's 100,000 rounds reads a few hundred rows, and the
-- bet's statement does no more work. Rows after the job's mark are added on
-- the fly. Days are UTC. wager counts stakes taken minus stakes refunded.
CREATE TABLE history_game_days (
  player_id uuid NOT NULL,
  day       date NOT NULL,
  game_id   text NOT NULL,
  currency  text NOT NULL,
  bets      int NOT NULL DEFAULT 0,
  wager     bigint NOT NULL DEFAULT 0,
  win       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, day, game_id, currency)
);

-- How far the job has read wallet_game_transactions (by id): every row up to
-- through_id is in history_game_days.
CREATE TABLE history_rollup (
  id         int PRIMARY KEY CHECK (id = 1),
  through_id bigint NOT NULL
);
INSERT INTO history_rollup (id, through_id) VALUES (1, 0);
