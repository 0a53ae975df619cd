-- Whether the player's jurisdiction allows autoplay (the operator says so per session).
ALTER TABLE game_sessions ADD COLUMN autoplay boolean NOT NULL DEFAULT true;
