-- Game sessions the casino opened at a provider (demo and real), so a player
-- (or a guest's device) can close them and the back office can see them.
CREATE TABLE game_sessions (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id           uuid REFERENCES players(id) ON DELETE SET NULL,
  login_session_id    uuid,
  vendor_id           text NOT NULL REFERENCES game_vendors(id),
  game_id             text NOT NULL REFERENCES games(id),
  provider_session_id text NOT NULL,
  mode                text NOT NULL CHECK (mode IN ('real', 'fun')),
  currency            text NOT NULL,
  platform            text NOT NULL,
  fingerprint         text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  closed_at           timestamptz
);
CREATE INDEX game_sessions_player_idx ON game_sessions (player_id, created_at DESC);
