-- The back office's players and money (issue 10 §2, §3).

-- Login history: the address a session was opened from (its device, x-cid, is
-- `fingerprint`), and the device of a refused login beside its address.
ALTER TABLE sessions ADD COLUMN ip text;
CREATE INDEX sessions_player_created_idx ON sessions (player_id, created_at DESC);
ALTER TABLE login_failures ADD COLUMN fingerprint text;

-- Player search: each field by prefix through a btree index (text_pattern_ops
-- serves LIKE 'abc%'), registration date and country by range; a page is
-- ordered by registration time then id.
CREATE INDEX players_created_idx ON players (created_at DESC, id DESC);
CREATE INDEX players_country_created_idx ON players (country, created_at DESC, id DESC);
CREATE INDEX players_customer_prefix_idx ON players (upper(customer_id) text_pattern_ops);
CREATE INDEX players_email_prefix_idx ON players (lower(email) text_pattern_ops) WHERE email IS NOT NULL;
CREATE INDEX players_phone_prefix_idx ON players (phone text_pattern_ops) WHERE phone IS NOT NULL;
CREATE INDEX players_lastname_prefix_idx ON players (lower(details ->> 'LASTNAME') text_pattern_ops);
CREATE INDEX players_firstname_prefix_idx ON players (lower(details ->> 'FIRSTNAME') text_pattern_ops);

-- Blocking by an operator: status LOCKED with locked_reason (0101); the status
-- it had before comes back on unblock.
ALTER TABLE players
  ADD COLUMN locked_at timestamptz,
  ADD COLUMN status_before_lock text;

-- Internal notes on a player, written by operators (each also audited).
CREATE TABLE player_notes (
  id             bigserial PRIMARY KEY,
  player_id      uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  operator_id    text NOT NULL,
  operator_email text NOT NULL,
  body           text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_player_idx ON player_notes (player_id, created_at DESC);

-- Withdrawals above the four-eyes amount of their currency (WITHDRAWAL_FOUR_EYES)
-- stay PENDING after a first approval; a second, different operator approves.
ALTER TABLE payments
  ADD COLUMN first_approved_by text,
  ADD COLUMN first_approved_email text,
  ADD COLUMN first_approved_at timestamptz,
  ADD COLUMN decided_by_email text;
CREATE INDEX payments_withdrawals_status_idx ON payments (status, created_at DESC) WHERE type = 'withdrawal';

-- Corrections asked by an operator. Up to the four-eyes amount of the currency
-- (CORRECTION_FOUR_EYES) one is applied at once; above it, it waits PENDING and
-- moves no money until a second, different operator approves. The transfer,
-- its wallet_corrections row and the audit row commit in one transaction.
CREATE TABLE wallet_correction_requests (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the transfer's idempotency key: the same key asked twice is one correction
  key             text NOT NULL UNIQUE,
  player_id       uuid NOT NULL REFERENCES players(id),
  direction       text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount          bigint NOT NULL CHECK (amount > 0),
  currency        text NOT NULL,
  reason          text NOT NULL,
  status          text NOT NULL CHECK (status IN ('PENDING', 'APPLIED', 'REJECTED')),
  requested_by    text NOT NULL,
  requested_email text NOT NULL,
  decided_by      text,
  decided_email   text,
  decided_at      timestamptz,
  decision_reason text,
  transfer_id     bigint REFERENCES wallet_transfers(id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_correction_requests_status_idx ON wallet_correction_requests (status, created_at DESC);
CREATE INDEX wallet_correction_requests_player_idx ON wallet_correction_requests (player_id, created_at DESC);
ALTER TABLE wallet_corrections
  ADD COLUMN request_id uuid REFERENCES wallet_correction_requests(id) DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX wallet_corrections_transfer_key ON wallet_corrections (transfer_id);

-- Ledger health: every reconciliation run (scheduled or asked by an operator) and its answer.
CREATE TABLE ledger_checks (
  id           bigserial PRIMARY KEY,
  trigger      text NOT NULL CHECK (trigger IN ('schedule', 'operator', 'command')),
  operator_id  text,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz NOT NULL,
  ok           boolean NOT NULL,
  result       jsonb NOT NULL
);
CREATE INDEX ledger_checks_recent_idx ON ledger_checks (finished_at DESC);

-- A player's transfers and rounds are read through the indexes the ledger
-- already has (by account; game transactions by player): no index is added to
-- the tables a bet writes.
