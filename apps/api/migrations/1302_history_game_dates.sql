-- A player's game days summed by date (issue 13): what the history's totals
-- and charts read, and where a page of game days starts. Kept by the history
-- job beside history_game_days, each date recomputed from its game days in
-- the job's transaction. positive and negative sum the won and the lost game
-- days' outcomes (win - wager) of the date.
CREATE TABLE history_game_dates (
  player_id uuid NOT NULL,
  day       date NOT NULL,
  -- Game days (game and currency) on the date.
  days      int NOT NULL,
  wager     bigint NOT NULL,
  win       bigint NOT NULL,
  positive  bigint NOT NULL,
  negative  bigint NOT NULL,
  PRIMARY KEY (player_id, day)
);

INSERT INTO history_game_dates (player_id, day, days, wager, win, positive, negative)
SELECT player_id, day, count(*), sum(wager), sum(win), sum(GREATEST(win - wager, 0)), sum(LEAST(win - wager, 0))
  FROM history_game_days
 GROUP BY player_id, day;
