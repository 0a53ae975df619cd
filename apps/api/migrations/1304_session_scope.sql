-- A session's scope: FULL for every login; WITHDRAWAL for the withdrawal-only session a player in a cool-down or
-- self-exclusion opens to take their balance out (POST /session/v1/login/withdrawal). Routes accept a WITHDRAWAL
-- session only where they opt in (route config `withdrawalSession`).
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS scope text NOT NULL DEFAULT 'FULL' CHECK (scope IN ('FULL', 'WITHDRAWAL'));
