-- The seamless wallet a game provider calls (docs/integration/seamless-wallet.md).

-- Launch tokens the casino hands a provider with a game session; only the
-- SHA-256 of a token is stored.
CREATE TABLE wallet_launch_tokens (
  token_hash bytea PRIMARY KEY,
  player_id  uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  provider   text NOT NULL,
  game_id    text NOT NULL,
  currency   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX wallet_launch_tokens_session_idx ON wallet_launch_tokens (session_id);

-- Nonces of signed calls, each accepted once within the skew window.
CREATE TABLE wallet_nonces (
  caller     text NOT NULL,
  nonce      text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (caller, nonce)
);
CREATE INDEX wallet_nonces_expiry_idx ON wallet_nonces (expires_at);

-- Game rounds: closed by a zero win or a win with roundClosed.
CREATE TABLE wallet_rounds (
  provider   text NOT NULL,
  round_id   text NOT NULL,
  player_id  uuid NOT NULL REFERENCES players(id),
  currency   text NOT NULL,
  game_id    text NOT NULL,
  bets_ok    int NOT NULL DEFAULT 0,
  wins       int NOT NULL DEFAULT 0,
  closed_at  timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, round_id)
);

-- Every provider transaction id the casino has seen, with its first answer.
-- kind BET | WIN | ROLLBACK; a TOMBSTONE is a bet id rolled back before the
-- casino saw the bet, so the late bet is refused.
CREATE TABLE wallet_game_transactions (
  id              bigserial PRIMARY KEY,
  provider        text NOT NULL,
  transaction_id  text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'TOMBSTONE')),
  player_id       uuid NOT NULL,
  currency        text NOT NULL,
  game_id         text NOT NULL,
  round_id        text NOT NULL,
  amount          bigint NOT NULL,
  ref_transaction text,
  round_closed    boolean NOT NULL DEFAULT false,
  status          text NOT NULL,
  rolled_back     boolean NOT NULL DEFAULT false,
  transfer_id     bigint REFERENCES wallet_transfers(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, transaction_id)
);
CREATE INDEX wallet_game_tx_round_idx ON wallet_game_transactions (provider, round_id);
CREATE INDEX wallet_game_tx_player_idx ON wallet_game_transactions (player_id, created_at DESC);
