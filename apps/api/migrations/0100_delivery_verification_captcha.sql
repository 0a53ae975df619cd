-- Outbox of every e-mail and SMS the casino sends. With SMTP_URL or
-- SMS_GATEWAY_URL set a message is handed to that transport and marked sent
-- (or failed); without, it stays here (status outbox) and the dev outbox page
-- shows it, so every flow can be finished on a laptop.
CREATE TABLE outbox_messages (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq         bigserial NOT NULL,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient   text NOT NULL,
  locale      text NOT NULL,
  template    text NOT NULL,
  subject     text,
  body        text NOT NULL,
  link        text,
  code        text,
  status      text NOT NULL CHECK (status IN ('outbox', 'sent', 'failed')),
  error       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX outbox_messages_seq_idx ON outbox_messages (seq DESC);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, seq DESC);

-- One-time numeric codes (registration, recovery, contact verification).
-- The token travels in URLs and is stored as its SHA-256; the code is stored
-- as SHA-256(token || code). A code expires and allows a few tries.
CREATE TABLE verification_codes (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash    bytea NOT NULL UNIQUE,
  purpose       text NOT NULL,
  subject       text NOT NULL,
  code_hash     bytea NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}'::jsonb,
  tries_left    integer NOT NULL,
  sends         integer NOT NULL DEFAULT 1,
  last_sent_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  verified_at   timestamptz,
  consumed_at   timestamptz,
  created_at    timestamptz NOT NULL
);
CREATE INDEX verification_codes_subject_idx ON verification_codes (purpose, subject, created_at DESC);

-- ALTCHA solutions already used: each solution is accepted once.
CREATE TABLE captcha_solutions (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX captcha_solutions_expires_idx ON captcha_solutions (expires_at);
