-- The bet's write path (docs/scaling.md, "Wallet: the bet").
--
-- Foreign keys on the rows a bet appends cost a trigger query each, and the
-- one to the house account took a share lock on that single row from every
-- concurrent bet: the hot row the ledger is built to avoid. The bet statement
-- takes every id it writes from a row it has just read or written (the
-- player's account it debits, the cached house account, the transfer it
-- inserted, the round's player from the launch token), accounts are never
-- deleted, and `npm run ops -- reconcile` checks that every transfer's
-- accounts and every game transaction's transfer exist.
ALTER TABLE wallet_transfers DROP CONSTRAINT wallet_transfers_from_account_fkey;
ALTER TABLE wallet_transfers DROP CONSTRAINT wallet_transfers_to_account_fkey;
ALTER TABLE wallet_game_transactions DROP CONSTRAINT wallet_game_transactions_transfer_id_fkey;
ALTER TABLE wallet_rounds DROP CONSTRAINT wallet_rounds_player_id_fkey;

-- A round's bets are looked up by round first: an index led by the provider
-- alone let a cached plan find "is this transaction id known?" by scanning all
-- of a provider's transactions instead of probing the unique index.
DROP INDEX wallet_game_tx_round_idx;
CREATE INDEX wallet_game_tx_round_idx ON wallet_game_transactions (round_id, provider);
