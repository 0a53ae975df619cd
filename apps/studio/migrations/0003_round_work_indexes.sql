-- The background loops look only at unfinished rounds: keep those lookups off the whole table.
CREATE INDEX rounds_open_by_game ON rounds (game_id, nonce) WHERE status = 'open';
CREATE INDEX rounds_pending_since ON rounds (created_at) WHERE status = 'pending';
