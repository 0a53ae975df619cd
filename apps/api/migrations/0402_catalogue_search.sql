-- Name search reads a stored lower-case copy of the name (no lower() per row
-- at query time); same SQL on PGlite and PostgreSQL, where pg_trgm is not
-- available by default.
ALTER TABLE games ADD COLUMN name_search text GENERATED ALWAYS AS (lower(name)) STORED;
DROP INDEX games_visible_name_idx;
DROP INDEX games_vendor_name_idx;
CREATE INDEX games_visible_name_idx ON games (name_search, id) WHERE visible;
CREATE INDEX games_vendor_name_idx ON games (vendor_id, name_search, id) WHERE visible;
