-- Promotions and bonus balances (issue 12; DESIGN.md §5 "Bonus money").
--
-- A promotion is the operator's offer; a grant is one player's bonus from it.
-- Each grant's money sits in a ledger account of its own, `bonus:<grantId>`,
-- funded from the house account `bonus-cost` by a keyed transfer of kind B;
-- conversion (B, bonus → the player's cash, up to the cap) and return (B,
-- bonus → bonus-cost) are transfers like any other, so the ledger reconcile
-- covers bonus money without a rule of its own.

CREATE TABLE promotions (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- deposit_match: percent of a deposit up to a maximum; no_deposit: a fixed amount.
  kind                text NOT NULL CHECK (kind IN ('deposit_match', 'no_deposit')),
  -- How a player comes to it: a completed deposit, a code applied, a code given at registration, an operator.
  trigger             text NOT NULL CHECK (trigger IN ('deposit', 'promo_code', 'registration', 'manual')),
  -- Title, description (short) and details (the terms, plain text) per language: {"en": {...}, "de": {...}}.
  texts               jsonb NOT NULL DEFAULT '{}'::jsonb,
  big_image_path      text,
  -- Higher first in the lists.
  weight              integer NOT NULL DEFAULT 0,
  enabled             boolean NOT NULL DEFAULT true,
  starts_at           timestamptz,
  ends_at             timestamptz,
  -- Which deposit a deposit match answers (1 = first, the spec's FTD); NULL: any deposit.
  deposit_number      integer CHECK (deposit_number IS NULL OR deposit_number >= 1),
  -- Deposit match: percent of the deposit.
  match_percent       integer CHECK (match_percent IS NULL OR match_percent BETWEEN 1 AND 1000),
  -- Per currency, minor units: {"EUR": {"amount": 1000, "maxBonus": 20000, "minDeposit": 2000, "maxBet": 500}}.
  -- A currency not listed here cannot take the promotion.
  money               jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Wagering: multiplier of the bonus, or of bonus + deposit (capped per region at grant).
  wagering_multiplier numeric(6, 2) NOT NULL DEFAULT 0 CHECK (wagering_multiplier >= 0),
  wagering_base       text NOT NULL DEFAULT 'bonus' CHECK (wagering_base IN ('bonus', 'bonus_deposit')),
  -- Conversion cap as a multiple of the bonus; NULL: no cap.
  max_conversion      numeric(8, 2) CHECK (max_conversion IS NULL OR max_conversion >= 0),
  -- Hours a PENDING offer may be accepted; hours an ACTIVE bonus has to be wagered.
  claim_hours         integer NOT NULL DEFAULT 168 CHECK (claim_hours > 0),
  wagering_hours      integer NOT NULL DEFAULT 720 CHECK (wagering_hours > 0),
  allow_deposits      boolean NOT NULL DEFAULT true,
  allow_withdrawals   boolean NOT NULL DEFAULT false,
  -- NULL: every game / region (players' ISO3 country).
  games               text[],
  regions             text[],
  -- Contribution of stakes to wagering in percent: {"games": {"id": 50}, "categories": {"slots": 100}, "default": 0}.
  contribution        jsonb NOT NULL DEFAULT '{"categories": {"slots": 100, "table": 10, "live": 5}, "default": 0}'::jsonb,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'deposit_match' OR match_percent IS NOT NULL)
);

-- Registration's codes (0101) point at a promotion; shared or single-use, with counts.
ALTER TABLE promo_codes
  ADD COLUMN promotion_id uuid REFERENCES promotions(id),
  ADD COLUMN max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
  ADD COLUMN uses integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT promo_codes_uses_within CHECK (max_uses IS NULL OR uses <= max_uses);
CREATE INDEX promo_codes_promotion_idx ON promo_codes (promotion_id);

-- One player's bonus. Statuses exactly the accounts spec's (§3); CLAIMED,
-- CANCELLED, REVOKED and FAILED are terminal. Every move is
-- `UPDATE … WHERE status = <expected>`, so of a sweep and a player's call only
-- one acts.
CREATE TABLE bonus_grants (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id          uuid NOT NULL REFERENCES players(id),
  promotion_id       uuid NOT NULL REFERENCES promotions(id),
  currency           text NOT NULL,
  status             text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'ACTIVATION_PENDING', 'ACTIVE', 'CLAIM_PENDING',
                                                     'CLAIMED', 'CANCEL_PENDING', 'CANCELLED', 'REVOKED', 'FAILED')),
  -- Why a bonus was revoked, as the player reads it: expired, self-exclusion, withdrawal, operator.
  reason             text,
  note               text,
  source             text NOT NULL CHECK (source IN ('deposit', 'promo_code', 'registration', 'manual')),
  promo_code         text,
  -- The deposit a deposit match answers (payment id) and its amount.
  deposit_ref        text,
  deposit_amount     bigint,
  -- The bonus money granted, wagering required and done (weighted stakes, rounded down), in minor units.
  amount             bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  wagering_required  bigint NOT NULL DEFAULT 0 CHECK (wagering_required >= 0),
  wagering_done      bigint NOT NULL DEFAULT 0 CHECK (wagering_done >= 0),
  -- Most that may become cash (NULL: no cap); what did, what went back to the house.
  max_conversion     bigint,
  converted          bigint,
  returned           bigint,
  -- The promotion's rules as they were at grant: a later edit changes no running bonus.
  rules              jsonb NOT NULL,
  -- A PENDING or ACCEPTED offer lapses at claim_until; an ACTIVE bonus at expires_at.
  claim_until        timestamptz,
  expires_at         timestamptz,
  operator_id        text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  activated_at       timestamptz,
  finished_at        timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
-- At most one bonus in play per player: the active one (and its settling states).
CREATE UNIQUE INDEX bonus_grants_one_active ON bonus_grants (player_id)
  WHERE status IN ('ACTIVATION_PENDING', 'ACTIVE', 'CLAIM_PENDING', 'CANCEL_PENDING');
-- A promotion is taken once per player (an operator's manual grant may repeat).
CREATE UNIQUE INDEX bonus_grants_once ON bonus_grants (player_id, promotion_id) WHERE source <> 'manual';
CREATE INDEX bonus_grants_player_idx ON bonus_grants (player_id, created_at DESC);
-- The expiry sweep reads only open grants by their deadline.
CREATE INDEX bonus_grants_claim_due ON bonus_grants (claim_until) WHERE status IN ('PENDING', 'ACCEPTED');
CREATE INDEX bonus_grants_active_due ON bonus_grants (expires_at) WHERE status = 'ACTIVE';
CREATE INDEX bonus_grants_settling ON bonus_grants (updated_at) WHERE status IN ('CLAIM_PENDING', 'CANCEL_PENDING');
