-- Big wins: a win of at least BIG_WIN_MULTIPLIER times its round's stake, shown
-- in the public feed; the winner may leave one short comment within a window.
CREATE TABLE big_wins (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider       text NOT NULL,
  -- The provider's win transaction: a retried win never enters the feed twice.
  transaction_id text NOT NULL,
  round_id       text NOT NULL,
  player_id      uuid NOT NULL REFERENCES players(id),
  game_id        text NOT NULL,
  game_name      text NOT NULL,
  vendor_id      text NOT NULL,
  currency       text NOT NULL,
  stake          bigint NOT NULL CHECK (stake > 0),
  amount         bigint NOT NULL CHECK (amount > 0),
  comment        text,
  commented_at   timestamptz,
  created_at     timestamptz NOT NULL,
  UNIQUE (provider, transaction_id)
);
CREATE INDEX big_wins_feed_idx ON big_wins (created_at DESC, id DESC);
CREATE INDEX big_wins_player_idx ON big_wins (player_id, created_at DESC, id DESC);
