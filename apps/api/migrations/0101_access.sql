-- Access: registration states, confirmed contacts, restrictions read at login,
-- login failures (brute-force limits) and the promo codes registration accepts.

-- status: PENDING (registered by e-mail or phone, contact not confirmed yet:
-- no login, and the row may be taken over by a new registration once
-- pending_until has passed), ACTIVE, LOCKED (by the operator).
ALTER TABLE players
  ADD COLUMN registration_method text NOT NULL DEFAULT 'oneclick',
  ADD COLUMN pending_until timestamptz,
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN phone_verified_at timestamptz,
  ADD COLUMN promo_code text,
  -- Self-exclusion as the login answers it: COOLDOWN or LOCK until
  -- self_exclusion_expires (NULL = no end). The limits module sets these.
  ADD COLUMN self_exclusion_type text CHECK (self_exclusion_type IN ('COOLDOWN', 'LOCK')),
  ADD COLUMN self_exclusion_expires timestamptz,
  ADD COLUMN locked_reason text,
  ADD COLUMN password_changed_at timestamptz;

-- Every refused login, for the per-account and per-address limits.
CREATE TABLE login_failures (
  id         bigserial PRIMARY KEY,
  player_id  uuid REFERENCES players(id) ON DELETE CASCADE,
  ip         text NOT NULL,
  at         timestamptz NOT NULL
);
CREATE INDEX login_failures_player_idx ON login_failures (player_id, at) WHERE player_id IS NOT NULL;
CREATE INDEX login_failures_ip_idx ON login_failures (ip, at);

-- Promo codes a new player may enter at registration (the promotions module
-- will point them at promotions); a code not listed here is refused.
CREATE TABLE promo_codes (
  code        text PRIMARY KEY,
  active      boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX promo_codes_upper_key ON promo_codes (upper(code));
