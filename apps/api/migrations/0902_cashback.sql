-- Cashback (issue 12 §2): a percent of a player's net loss of real money over
-- a closed period (a UTC day or an ISO week from Monday), paid as cash from the
-- house account `bonus-cost` by a keyed transfer of kind B
-- (`cashback:<promotionId>:<periodStart>:<playerId>`). Its per-currency money
-- holds `minLoss` (the least net loss that qualifies) and `maxBonus` (the most
-- one payout gives).
ALTER TABLE promotions DROP CONSTRAINT promotions_kind_check;
ALTER TABLE promotions ADD CONSTRAINT promotions_kind_check CHECK (kind IN ('deposit_match', 'no_deposit', 'cashback'));
ALTER TABLE promotions
  -- Percent of the net loss, to the hundredth (basis points / 100).
  ADD COLUMN cashback_percent numeric(5, 2) CHECK (cashback_percent IS NULL OR (cashback_percent > 0 AND cashback_percent <= 100)),
  ADD COLUMN cashback_period text CHECK (cashback_period IS NULL OR cashback_period IN ('daily', 'weekly')),
  ADD CONSTRAINT promotions_cashback_fields CHECK (kind <> 'cashback' OR (cashback_percent IS NOT NULL AND cashback_period IS NOT NULL));

-- One payout per promotion, period and player: the row is claimed in the
-- transaction that moves the money, so a second run (or two at once) pays nothing more.
CREATE TABLE cashback_payouts (
  promotion_id uuid NOT NULL REFERENCES promotions(id),
  period_start timestamptz NOT NULL,
  player_id    uuid NOT NULL REFERENCES players(id),
  currency     text NOT NULL,
  net_loss     bigint NOT NULL CHECK (net_loss > 0),
  amount       bigint NOT NULL CHECK (amount > 0),
  transfer_key text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, period_start, player_id)
);
CREATE INDEX cashback_payouts_player_idx ON cashback_payouts (player_id, created_at DESC);

-- A period every payout of which was made: later runs skip it instead of
-- reading the period's transfers again (the job ticks every few minutes).
CREATE TABLE cashback_periods (
  promotion_id uuid NOT NULL REFERENCES promotions(id),
  period_start timestamptz NOT NULL,
  payouts      integer NOT NULL,
  finished_at  timestamptz NOT NULL,
  PRIMARY KEY (promotion_id, period_start)
);
