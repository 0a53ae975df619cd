-- The double-entry ledger (DESIGN.md §5). Every movement of money is one row of
-- wallet_transfers between two accounts of the same currency.
--
-- Player accounts (cash, reserved, bonus:<id>) keep a stored balance that may
-- never go negative; it is moved in the same statement that checks it.
-- House accounts (game:<provider>, psp:<provider>, corrections, …) never have
-- their row updated: their balance is the aggregate of their transfers, so no
-- single row is hot. Stored player balances always equal the replay of
-- transfers; `npm run ops -- reconcile` proves it.
CREATE TABLE wallet_accounts (
  id         bigserial PRIMARY KEY,
  player_id  uuid REFERENCES players(id),
  kind       text NOT NULL,
  currency   text NOT NULL,
  balance    bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallet_player_not_negative CHECK (player_id IS NULL OR balance >= 0),
  CONSTRAINT wallet_house_row_not_moved CHECK (player_id IS NOT NULL OR balance = 0),
  CONSTRAINT wallet_accounts_owner_key UNIQUE (player_id, kind, currency)
);
CREATE UNIQUE INDEX wallet_house_accounts_key ON wallet_accounts (kind, currency) WHERE player_id IS NULL;

-- status DONE moved the money; FAILED records a key whose transfer was refused
-- (insufficient funds), so a retry of that key stays refused.
CREATE TABLE wallet_transfers (
  id           bigserial PRIMARY KEY,
  key          text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('D', 'W', 'B', 'C', 'BET', 'WIN', 'ROLLBACK')),
  from_account bigint NOT NULL REFERENCES wallet_accounts(id),
  to_account   bigint NOT NULL REFERENCES wallet_accounts(id),
  amount       bigint NOT NULL CHECK (amount > 0),
  currency     text NOT NULL,
  status       text NOT NULL CHECK (status IN ('DONE', 'FAILED')),
  meta         jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account <> to_account)
);
CREATE UNIQUE INDEX wallet_transfers_key ON wallet_transfers (key);
CREATE INDEX wallet_transfers_from_idx ON wallet_transfers (from_account) INCLUDE (amount) WHERE status = 'DONE';
CREATE INDEX wallet_transfers_to_idx ON wallet_transfers (to_account) INCLUDE (amount) WHERE status = 'DONE';

-- Operator corrections: who, why, which transfer.
CREATE TABLE wallet_corrections (
  id          bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES wallet_transfers(id),
  player_id   uuid NOT NULL REFERENCES players(id),
  operator    text NOT NULL,
  reason      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_corrections_player_idx ON wallet_corrections (player_id, created_at DESC);
