-- The sandbox PSP's own books: payments (deposits and payouts) a merchant
-- opened, quotes it gave, webhooks it owes the merchant, and the nonces of
-- signed calls it has seen (a nonce is accepted once).
CREATE TABLE psp_payments (
  id            text PRIMARY KEY,
  reference     text NOT NULL,
  direction     text NOT NULL CHECK (direction IN ('deposit', 'payout')),
  method        text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  currency      text NOT NULL,
  pay_amount    bigint,
  pay_currency  text,
  quote_id      text,
  status        text NOT NULL,
  step          text,
  reason        text,
  details       jsonb NOT NULL DEFAULT '{}'::jsonb,
  customer      jsonb NOT NULL DEFAULT '{}'::jsonb,
  return_url    text,
  confirmations integer NOT NULL DEFAULT 0,
  seen_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX psp_payments_reference_key ON psp_payments (direction, reference);
CREATE INDEX psp_payments_created_idx ON psp_payments (created_at DESC);

CREATE TABLE psp_quotes (
  id               text PRIMARY KEY,
  method           text NOT NULL,
  amount           bigint NOT NULL,
  currency         text NOT NULL,
  pay_amount       bigint NOT NULL,
  pay_currency     text NOT NULL,
  rate             text NOT NULL,
  expires_at       timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE psp_webhooks (
  id              bigserial PRIMARY KEY,
  payment_id      text NOT NULL REFERENCES psp_payments(id),
  body            text NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX psp_webhooks_due_idx ON psp_webhooks (next_attempt_at) WHERE delivered_at IS NULL;

CREATE TABLE psp_nonces (
  nonce   text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
