-- Global operator limits (issue 13 §3, back office): per currency, for every
-- player of that currency. Deposits only: the deposit guard takes the lowest
-- of the player's own, the player's operator limit and this one (a global
-- limit refuses with DEPOSIT_*_LIMIT, as a per-player operator limit does).
-- amount in minor units; NULL: no limit. Changes are audited (audit_log,
-- object_type 'protection.global-limits').
CREATE TABLE protection_global_limits (
  currency    text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('deposit')),
  period      text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  amount      bigint CHECK (amount IS NULL OR amount >= 0),
  updated_at  timestamptz NOT NULL,
  updated_by  text,
  PRIMARY KEY (currency, kind, period)
);
