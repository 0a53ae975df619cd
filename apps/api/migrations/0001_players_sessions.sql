-- Players and their login sessions. Profile fields live in `details` (the
-- spec's keys: FIRSTNAME, LASTNAME, BIRTHDAY, …); contact e-mail and phone are
-- columns too, because they are unique identifiers for login.
CREATE TABLE players (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id   text NOT NULL UNIQUE,
  email         text,
  phone         text,
  password_hash text NOT NULL,
  currency      text NOT NULL,
  country       text NOT NULL,
  language      text NOT NULL DEFAULT 'en',
  details       jsonb NOT NULL DEFAULT '{}'::jsonb,
  status        text NOT NULL DEFAULT 'ACTIVE',
  first_login_at timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX players_email_key ON players (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX players_phone_key ON players (phone) WHERE phone IS NOT NULL;

-- Opaque bearer tokens: only the SHA-256 of a token is stored.
CREATE TABLE sessions (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id   uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  token_hash  bytea NOT NULL UNIQUE,
  fingerprint text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  ended_at    timestamptz
);
CREATE INDEX sessions_player_idx ON sessions (player_id);
