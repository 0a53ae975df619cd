-- Free spins (issue 12 §2, §3): a promotion of spins on our studio's games at
-- a bet value per currency (`money.<CUR>.spinBet`, minor units). Its grant is
-- awarded at the studio (operator API `POST /operator/v1/free-spins`, award id
-- = grant id): ACTIVATION_PENDING until the studio confirms, then ACTIVE. The
-- spins' wins arrive through the seamless wallet marked `freeSpins.awardId`
-- and become bonus money of the grant (B from `bonus-cost` into
-- `bonus:<grantId>`, key `freespin:<provider>:<transactionId>`), raising its
-- amount and its wagering.
ALTER TABLE promotions DROP CONSTRAINT promotions_kind_check;
ALTER TABLE promotions
  ADD CONSTRAINT promotions_kind_check CHECK (kind IN ('deposit_match', 'no_deposit', 'cashback', 'free_spins'));
ALTER TABLE promotions
  -- How many spins one grant gives, and on which of the studio's games (any one of them).
  ADD COLUMN free_spins integer CHECK (free_spins IS NULL OR free_spins BETWEEN 1 AND 1000),
  ADD COLUMN free_spin_games text[],
  ADD CONSTRAINT promotions_free_spins_fields
    CHECK (kind <> 'free_spins' OR (free_spins IS NOT NULL AND cardinality(free_spin_games) > 0));

-- A grant's spins: how many it gives and how many the studio reported played.
ALTER TABLE bonus_grants
  ADD COLUMN free_spins integer NOT NULL DEFAULT 0 CHECK (free_spins >= 0),
  ADD COLUMN free_spins_played integer NOT NULL DEFAULT 0,
  -- The studio's last answer while the award waits (ACTIVATION_PENDING): why it is not active yet.
  ADD COLUMN activation_error text,
  ADD CONSTRAINT bonus_grants_spins_within CHECK (free_spins_played BETWEEN 0 AND free_spins);

-- Awards the studio has not confirmed yet, for the retry job.
CREATE INDEX bonus_grants_activation_pending ON bonus_grants (updated_at) WHERE status = 'ACTIVATION_PENDING';
