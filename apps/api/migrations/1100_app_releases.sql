-- Versions of the player site that were deployed, and whether an operator
-- marked one urgent: pages still running an older version are then told to
-- reload at once (GET /api/needToRefresh answers urgent: true).
CREATE TABLE app_releases (
  version     text PRIMARY KEY,
  urgent      boolean NOT NULL DEFAULT false,
  note        text,
  marked_by   text,
  marked_at   timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
