-- An operator can stop one player's withdrawals (fraud review, AML hold). The
-- player then reads WITHDRAWAL_PROHIBITED_GLOBALLY from the withdrawal status,
-- as when WITHDRAWALS_PROHIBITED stops them for everyone.
ALTER TABLE players ADD COLUMN withdrawals_blocked boolean NOT NULL DEFAULT false;
