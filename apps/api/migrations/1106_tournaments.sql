-- Tournaments (accounts spec §2, §9): over a period on chosen games, ranked by
-- the amount wagered or by the best win multiplier of a round. Standings are
-- computed from settled (closed) rounds by a scheduled rollup, never in the
-- bet statement; prizes are paid through the ledger once (key per rank).
CREATE TABLE tournaments (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title        text NOT NULL,
  description  text NOT NULL DEFAULT '',
  metric       text NOT NULL CHECK (metric IN ('wagered', 'multiplier')),
  currency     text NOT NULL,
  game_ids     text[] NOT NULL,
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz NOT NULL,
  -- Prize per rank, minor units: prizes[1] for the winner.
  prizes       bigint[] NOT NULL,
  standings_at timestamptz,
  paid_at      timestamptz,
  created_by   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX tournaments_open_idx ON tournaments (ends_at) WHERE paid_at IS NULL;

CREATE TABLE tournament_standings (
  tournament_id    uuid NOT NULL REFERENCES tournaments(id),
  player_id        uuid NOT NULL REFERENCES players(id),
  rank             integer NOT NULL,
  wagered          bigint NOT NULL,
  best_multiplier  numeric(20, 4) NOT NULL,
  rounds           integer NOT NULL,
  PRIMARY KEY (tournament_id, player_id)
);
CREATE INDEX tournament_standings_rank_idx ON tournament_standings (tournament_id, rank);

CREATE TABLE tournament_prizes (
  tournament_id  uuid NOT NULL REFERENCES tournaments(id),
  rank           integer NOT NULL,
  player_id      uuid NOT NULL REFERENCES players(id),
  amount         bigint NOT NULL,
  currency       text NOT NULL,
  transfer_id    text,
  paid_at        timestamptz NOT NULL,
  PRIMARY KEY (tournament_id, rank)
);


-- Stake and win per round of a tournament, added up by the rollup from
-- wallet_game_transactions above a watermark (id order, as the reports do).
CREATE TABLE tournament_rounds (
  tournament_id  uuid NOT NULL REFERENCES tournaments(id),
  provider       text NOT NULL,
  round_id       text NOT NULL,
  player_id      uuid NOT NULL,
  stake          bigint NOT NULL,
  win            bigint NOT NULL,
  PRIMARY KEY (tournament_id, provider, round_id, player_id)
);

CREATE TABLE tournament_rollup_state (
  id       integer PRIMARY KEY CHECK (id = 1),
  last_id  bigint NOT NULL
);
INSERT INTO tournament_rollup_state (id, last_id) VALUES (1, 0);
