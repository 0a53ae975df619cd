-- Deposits and withdrawals of players through payment providers. Money itself
-- moves only in the wallet's ledger; a payment row records the flow: which
-- method, what the provider answered, and where the payment stands.
--   deposit:    NEW (quote not confirmed) → ACTION (player acts at the provider) → PENDING → SUCCESS | REJECTED | FAILED | CANCELLED
--   withdrawal: NEW (account not given) → PENDING (reserved, awaiting approval) → APPROVED (payout at the provider) → SUCCESS | FAILED
--               PENDING → REJECTED (operator) | CANCELLED (player)
CREATE TABLE payments (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id           uuid NOT NULL REFERENCES players(id),
  type                text NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
  provider            text NOT NULL,
  method              text NOT NULL,
  category            text NOT NULL,
  amount              bigint NOT NULL CHECK (amount > 0),
  currency            text NOT NULL,
  converted_amount    bigint,
  converted_currency  text,
  quote_id            text,
  quote_rate          text,
  quote_expires_at    timestamptz,
  status              text NOT NULL,
  provider_payment_id text,
  provider_status     text,
  action              jsonb,
  confirmations       jsonb,
  fields              jsonb NOT NULL DEFAULT '{}'::jsonb,
  reason              text,
  cid                 text,
  locale              text NOT NULL DEFAULT 'en',
  decided_by          text,
  decided_at          timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_player_idx ON payments (player_id, type, created_at DESC);
CREATE UNIQUE INDEX payments_provider_key ON payments (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL;
CREATE UNIQUE INDEX payments_quote_key ON payments (quote_id) WHERE quote_id IS NOT NULL;
CREATE INDEX payments_open_withdrawals_idx ON payments (created_at) WHERE type = 'withdrawal' AND status IN ('PENDING', 'APPROVED');

-- Nonces of provider webhooks already accepted: a replayed webhook is refused.
CREATE TABLE payment_webhook_nonces (
  provider text NOT NULL,
  nonce    text NOT NULL,
  seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, nonce)
);
