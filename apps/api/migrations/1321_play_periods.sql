-- The session-time limit's period of a login session: when its first real-money launch was granted
-- (protection.playAllowance). One row per login session, claimed with INSERT … ON CONFLICT in the launch token's
-- transaction, so concurrent first launches (in any api process) share one start instead of each starting a clock.
CREATE TABLE play_periods (
  login_session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  player_id        uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  started_at       timestamptz NOT NULL
);
-- Login sessions already playing keep the start they had (their first real-money game session).
INSERT INTO play_periods (login_session_id, player_id, started_at)
SELECT g.login_session_id, s.player_id, min(g.created_at)
  FROM game_sessions g JOIN sessions s ON s.id = g.login_session_id
 WHERE g.mode = 'real'
 GROUP BY g.login_session_id, s.player_id;
-- A player's deletion (a pending registration purged) finds their rows by this, not by reading the table.
CREATE INDEX play_periods_player_idx ON play_periods (player_id);
