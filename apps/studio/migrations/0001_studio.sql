-- The game studio's own tables: sessions, provably fair seed pairs, rounds,
-- the wallet outbox and the operator API's seen nonces.

CREATE TABLE game_sessions (
  id text PRIMARY KEY,
  secret_hash text NOT NULL,
  game_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'fun')),
  token text,
  player_id text,
  currency text NOT NULL,
  language text NOT NULL,
  lobby_url text,
  deposit_url text,
  platform text NOT NULL,
  fun_balance bigint,
  authenticated boolean NOT NULL DEFAULT false,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One active seed pair per owner (a real player, or a fun session) and game.
CREATE TABLE seed_pairs (
  id bigserial PRIMARY KEY,
  owner text NOT NULL,
  game_id text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce bigint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX seed_pairs_one_active ON seed_pairs (owner, game_id) WHERE active;

CREATE TABLE rounds (
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES game_sessions (id),
  game_id text NOT NULL,
  mode text NOT NULL,
  player_id text,
  -- whose seed pair and history: player:<id> (real), fun:<player id> or session:<id> (fun)
  owner text NOT NULL,
  currency text NOT NULL,
  client_seed text NOT NULL,
  seed_pair_id bigint NOT NULL REFERENCES seed_pairs (id),
  nonce bigint NOT NULL,
  -- the bet and, for games of several steps, every action in order
  action jsonb NOT NULL,
  -- single-step: the game's outcome; several steps: the round's state
  outcome jsonb,
  -- stake debited at the wallet so far, in the bet transactions' order
  bets jsonb NOT NULL DEFAULT '[]',
  stake bigint NOT NULL,
  win bigint NOT NULL DEFAULT 0,
  -- pending: bet asked; open: bet accepted; settled: win recorded; refused: bet refused; rolled_back
  status text NOT NULL,
  balance_after bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX rounds_session ON rounds (session_id, created_at DESC);
CREATE INDEX rounds_owner_game ON rounds (owner, game_id, created_at DESC);
CREATE INDEX rounds_seed_pair ON rounds (seed_pair_id, nonce);

-- Wins and rollbacks the casino has not answered yet, retried with backoff.
CREATE TABLE wallet_outbox (
  id bigserial PRIMARY KEY,
  round_id text NOT NULL REFERENCES rounds (id),
  operation text NOT NULL CHECK (operation IN ('win', 'rollback')),
  transaction_id text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  answer jsonb,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_outbox_due ON wallet_outbox (next_attempt_at) WHERE delivered_at IS NULL;

-- Nonces of signed operator calls, kept past the skew window to refuse replays.
CREATE TABLE operator_nonces (
  caller text NOT NULL,
  nonce text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (caller, nonce)
);
