-- The session-time limit counts from the login session's first real-money launch (protection.playAllowance).
CREATE INDEX game_sessions_login_session_idx ON game_sessions (login_session_id) WHERE login_session_id IS NOT NULL;
