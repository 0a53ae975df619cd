-- Cashback paid as bonus money, and the lucky club (issue 12 §1 and §2).

-- A cashback promotion pays as cash (the default, as before) or as bonus
-- money: a grant of its own, funded from `bonus-cost`, with the promotion's
-- wagering, windows, max bet and contribution weights copied into it.
ALTER TABLE promotions
  ADD COLUMN cashback_paid_as text NOT NULL DEFAULT 'cash' CHECK (cashback_paid_as IN ('cash', 'bonus'));

-- Grants that come from a cashback payout or a lucky-club level.
ALTER TABLE bonus_grants DROP CONSTRAINT bonus_grants_source_check;
ALTER TABLE bonus_grants ADD CONSTRAINT bonus_grants_source_check
  CHECK (source IN ('deposit', 'promo_code', 'registration', 'manual', 'cashback', 'loyalty'));
-- A cashback pays a grant every period and several levels may pick one promotion:
-- their own tables (cashback_payouts, loyalty_rewards) say "once", not this index.
DROP INDEX bonus_grants_once;
CREATE UNIQUE INDEX bonus_grants_once ON bonus_grants (player_id, promotion_id)
  WHERE source NOT IN ('manual', 'cashback', 'loyalty');

-- The grant a payout made when paid as bonus (NULL: paid as cash).
ALTER TABLE cashback_payouts ADD COLUMN grant_id uuid REFERENCES bonus_grants(id);

-- The lucky club's ladder, the operator's: a level is reached by the real
-- money wagered (cash BET transfers less their rollbacks), per currency.
CREATE TABLE loyalty_levels (
  level          integer PRIMARY KEY CHECK (level >= 1),
  -- The level's name per language: {"en": "Silver", "de": "Silber"}.
  names          jsonb NOT NULL,
  -- Real money wagered to reach it, minor units per currency: {"EUR": 100000}.
  thresholds     jsonb NOT NULL,
  -- Percent added to every cashback promotion's percent for players at this level.
  cashback_boost numeric(5, 2) NOT NULL DEFAULT 0 CHECK (cashback_boost >= 0 AND cashback_boost <= 100),
  -- The level-up bonus: a no-deposit promotion granted once on reaching the level (NULL: none).
  promotion_id   uuid REFERENCES promotions(id),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Each player's real money wagered and level (0: below the first), per currency.
CREATE TABLE loyalty_players (
  player_id  uuid NOT NULL REFERENCES players(id),
  currency   text NOT NULL,
  wagered    bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  level      integer NOT NULL DEFAULT 0 CHECK (level >= 0),
  level_at   timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, currency)
);

-- A level reached, once per player: its level-up bonus's grant (NULL: the level had none to give).
CREATE TABLE loyalty_rewards (
  player_id    uuid NOT NULL REFERENCES players(id),
  level        integer NOT NULL,
  currency     text NOT NULL,
  promotion_id uuid REFERENCES promotions(id),
  grant_id     uuid REFERENCES bonus_grants(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, level)
);

-- The rollup reads wallet_transfers by id above a watermark, keeping ids not
-- visible yet as gaps (as report_rollup_state and report_rollup_gaps do, 0731).
CREATE TABLE loyalty_rollup_state (
  name       text PRIMARY KEY,
  watermark  bigint NOT NULL DEFAULT 0,
  updated_at timestamptz
);
INSERT INTO loyalty_rollup_state (name) VALUES ('transfers');

CREATE TABLE loyalty_rollup_gaps (
  id        bigint PRIMARY KEY,
  seen_at   timestamptz NOT NULL,
  seen_xmax bigint NOT NULL
);
