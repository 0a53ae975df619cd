-- The operator's catalogue (issue 10 §4): category names per language, the
-- operator's own tag choices on top of the provider's, and whether the
-- provider offers a demo apart from the tags that switch it off.

-- {"de": "Spielautomaten", …}: the operator's name of a category per
-- language; a language without one falls back to the web's translation of
-- a known code, then to `name`.
ALTER TABLE game_categories ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;

-- The operator's tag decisions: present true adds a tag the provider did not
-- give, false removes one it gave. A sync applies them after the provider's
-- list, so game_tag_links is always the effective set that tiles and launch read.
CREATE TABLE game_tag_overrides (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  tag_id  text NOT NULL REFERENCES game_tags(id),
  present boolean NOT NULL,
  PRIMARY KEY (game_id, tag_id)
);

-- has_demo is the provider's flag AND no tag that switches demo off (live,
-- no_demo); the provider's own flag is kept so removing such a tag restores it.
ALTER TABLE games ADD COLUMN provider_has_demo boolean NOT NULL DEFAULT true;
UPDATE games SET provider_has_demo = has_demo;

INSERT INTO game_tags (id, name) VALUES ('live', 'Live'), ('no_demo', 'No demo'), ('new', 'New')
ON CONFLICT (id) DO NOTHING;
