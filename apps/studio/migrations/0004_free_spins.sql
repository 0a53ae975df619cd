-- Free spins the casino awarded (operator API `POST /operator/v1/free-spins`),
-- one row per award id: the casino may send the same award again (a retry)
-- and nothing changes. A real session of the player on one of the award's
-- games plays its spins first, at the award's bet, with no bet at the wallet;
-- each spin's win (zero too) goes to the casino marked with the award.
CREATE TABLE free_spin_awards (
  award_id   text PRIMARY KEY,
  player_id  text NOT NULL,
  game_ids   text[] NOT NULL,
  count      integer NOT NULL CHECK (count > 0),
  played     integer NOT NULL DEFAULT 0,
  -- the stake of each spin, minor units of currency
  bet        bigint NOT NULL CHECK (bet > 0),
  currency   text NOT NULL,
  expires_at timestamptz NOT NULL,
  -- the casino refused a spin's win (the bonus ended there): no more spins
  closed_at  timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (played BETWEEN 0 AND count)
);
CREATE INDEX free_spin_awards_player ON free_spin_awards (player_id, currency, created_at) WHERE closed_at IS NULL;

-- The award a round was a free spin of (NULL: a paid round).
ALTER TABLE rounds ADD COLUMN free_spin_award text REFERENCES free_spin_awards (award_id);
