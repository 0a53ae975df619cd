-- The session-time limit's period of a login session: when its first real-money launch was granted
-- (protection.playAllowance). One row per login session, claimed with INSERT … ON CONFLICT in the launch token's
-- transaction, so concurrent first launches (in any api process) share one start instead of each starting a clock.
CREATE TABLE play_periods (
  login_session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  player_id        uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  started_at       timestamptz NOT NULL
);
-- No backfill: a login session already playing gets, at its next launch, the start of its first real-money game
-- session (claimPlayStart's fallback), whether that session was written before this migration or after it.
-- A player's deletion (a pending registration purged) finds their rows by this, not by reading the table.
CREATE INDEX play_periods_player_idx ON play_periods (player_id);
