-- The reality check pauses play on the server too: a launch token knows its game session, and from
-- reality_due_at (the next check, while the player has one) the bet statement refuses stakes (LIMIT_REACHED)
-- until the player answers the check and play continues.
ALTER TABLE wallet_launch_tokens ADD COLUMN game_session_id uuid;
ALTER TABLE wallet_launch_tokens ADD COLUMN reality_due_at timestamptz;
-- A plain index: a partial one (WHERE game_session_id IS NOT NULL) made every bet statement's plan slower to make
-- (bench:bet-statements, 4 % on a lean group), for the token lookup that never uses it.
CREATE INDEX wallet_launch_tokens_game_session_idx ON wallet_launch_tokens (game_session_id);
