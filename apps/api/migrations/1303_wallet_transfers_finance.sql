-- The history's finance rows are a player's bonuses paid and corrections (B and C transfers of their cash account)
-- beside their payments. The cash account also has a transfer for every stake and win, so reading its B and C
-- transfers by the account's own indexes read all of them (a year of play: 100,000s of rows for a few hundred).
-- These partial indexes hold only the B and C transfers; a stake or a win is never written to them.
-- Migrations run in one transaction, so this builds them without CONCURRENTLY, holding back the ledger's writes (bets)
-- while it reads the table. On a large ledger build them first by hand, with the same definitions and
-- CREATE INDEX CONCURRENTLY: this migration then finds them.
CREATE INDEX IF NOT EXISTS wallet_transfers_finance_to_idx ON wallet_transfers (to_account, created_at) WHERE kind IN ('B', 'C') AND status = 'DONE';
CREATE INDEX IF NOT EXISTS wallet_transfers_finance_from_idx ON wallet_transfers (from_account, created_at) WHERE kind IN ('B', 'C') AND status = 'DONE';
