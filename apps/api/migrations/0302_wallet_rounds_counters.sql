-- A round's live bets are counted from wallet_game_transactions when a win
-- arrives, so a bet never updates its round row (one statement per bet).
ALTER TABLE wallet_rounds DROP COLUMN bets_ok;
