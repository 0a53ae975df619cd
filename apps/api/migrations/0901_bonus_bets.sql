-- Bets on a bonus (issue 12 §3): a bet takes cash first and bonus money for
-- the shortfall, feeding one grant. The bet's row keeps what it took from the
-- bonus and what it added to the grant's wagering, so its win comes back in the
-- stake's proportions and its rollback undoes both. Constant defaults: no
-- table rewrite.
ALTER TABLE wallet_game_transactions
  ADD COLUMN bonus_amount bigint NOT NULL DEFAULT 0,
  ADD COLUMN bonus_weighted bigint NOT NULL DEFAULT 0,
  ADD COLUMN grant_id uuid;
