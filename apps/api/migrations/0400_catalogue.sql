-- The game catalogue: vendors (game providers), games synced from each
-- provider's game list, the operator's categories and the order of games in
-- them, tags, images and players' favourites.

CREATE TABLE game_vendors (
  id         text PRIMARY KEY,
  name       text NOT NULL,
  -- Demo rows for `npm start` only: a provider with no games of its own.
  demo       boolean NOT NULL DEFAULT false,
  enabled    boolean NOT NULL DEFAULT true,
  synced_at  timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE games (
  id               text PRIMARY KEY,
  vendor_id        text NOT NULL REFERENCES game_vendors(id),
  name             text NOT NULL,
  family           text NOT NULL,
  rtp              numeric(6, 4),
  volatility       text,
  -- Colours and motif the art is generated from: {primary, secondary, accent, symbol, title}.
  theme            jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Changes whenever the art would change, so image URLs can be cached for ever.
  art_version      text NOT NULL,
  has_demo         boolean NOT NULL DEFAULT true,
  -- ACTIVE, DISABLED (the provider switched it off) or REMOVED (gone from the provider's list).
  provider_status  text NOT NULL DEFAULT 'ACTIVE',
  -- The operator may hide a game the provider still offers.
  operator_enabled boolean NOT NULL DEFAULT true,
  visible          boolean GENERATED ALWAYS AS (provider_status = 'ACTIVE' AND operator_enabled) STORED,
  synced_at        timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_visible_name_idx ON games (lower(name), id) WHERE visible;
CREATE INDEX games_vendor_name_idx ON games (vendor_id, lower(name), id) WHERE visible;

CREATE TABLE game_tags (
  id   text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE game_tag_links (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  tag_id  text NOT NULL REFERENCES game_tags(id),
  PRIMARY KEY (game_id, tag_id)
);
CREATE INDEX game_tag_links_tag_idx ON game_tag_links (tag_id);

-- Image types of the games spec: BIG_WIDE, SMALL_WIDE, BIG_SQUARE.
CREATE TABLE game_images (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  type    text NOT NULL,
  path    text NOT NULL,
  PRIMARY KEY (game_id, type)
);

-- Fixed ids (ALL 0 … CHRISTMAS 6) are part of the contract with the web.
CREATE TABLE game_categories (
  id      integer PRIMARY KEY,
  code    text NOT NULL UNIQUE,
  name    text NOT NULL,
  icon    text NOT NULL,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE game_category_locations (
  category_id     integer NOT NULL REFERENCES game_categories(id) ON DELETE CASCADE,
  location        text NOT NULL,
  game_image_type text NOT NULL,
  params          jsonb NOT NULL DEFAULT '{}'::jsonb,
  priority        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, location)
);

-- The operator's placement of games in categories; a sync never touches it.
CREATE TABLE game_category_games (
  category_id integer NOT NULL REFERENCES game_categories(id) ON DELETE CASCADE,
  game_id     text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  position    integer NOT NULL,
  PRIMARY KEY (category_id, game_id)
);
CREATE INDEX game_category_games_order_idx ON game_category_games (category_id, position, game_id);
CREATE INDEX game_category_games_game_idx ON game_category_games (game_id);

CREATE TABLE favourite_games (
  player_id  uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_id    text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_id)
);

INSERT INTO game_categories (id, code, name, icon) VALUES
  (0, 'ALL', 'All games', 'all'),
  (1, 'RECOMMENDED', 'Recommended', 'recommended'),
  (2, 'TOP', 'Top', 'top'),
  (3, 'NEW', 'New', 'new'),
  (4, 'SLOT', 'Slots', 'slot'),
  (5, 'CASINO', 'Casino', 'casino'),
  (6, 'CHRISTMAS', 'Christmas', 'christmas'),
  (7, 'LIVE', 'Live', 'live'),
  (8, 'LIVESPINS', 'Livespins', 'livespins'),
  (9, 'CARDS', 'Cards', 'cards'),
  (10, 'LOTTERY', 'Lottery', 'lottery'),
  (11, 'POPULAR', 'Popular', 'popular'),
  (12, 'ROULETTE', 'Roulette', 'roulette'),
  (13, 'RANDOM_SLOTS', 'Random slots', 'random-slots');

INSERT INTO game_category_locations (category_id, location, game_image_type, params, priority) VALUES
  (2, 'MAIN_PAGE', 'BIG_WIDE', '{}', 10),
  (3, 'MAIN_PAGE', 'SMALL_WIDE', '{}', 20),
  (4, 'MAIN_PAGE', 'SMALL_WIDE', '{}', 30),
  (7, 'MAIN_PAGE', 'SMALL_WIDE', '{}', 40),
  (9, 'MAIN_PAGE', 'SMALL_WIDE', '{}', 50),
  (12, 'MAIN_PAGE', 'SMALL_WIDE', '{}', 60),
  (10, 'MAIN_PAGE', 'SMALL_WIDE', '{}', 70),
  (0, 'MAIN_MENU', 'SMALL_WIDE', '{}', 10),
  (2, 'MAIN_MENU', 'SMALL_WIDE', '{}', 20),
  (3, 'MAIN_MENU', 'SMALL_WIDE', '{}', 30),
  (4, 'MAIN_MENU', 'SMALL_WIDE', '{}', 40),
  (5, 'MAIN_MENU', 'SMALL_WIDE', '{}', 50),
  (7, 'MAIN_MENU', 'SMALL_WIDE', '{}', 60),
  (8, 'MAIN_MENU', 'SMALL_WIDE', '{}', 70),
  (9, 'MAIN_MENU', 'SMALL_WIDE', '{}', 80),
  (10, 'MAIN_MENU', 'SMALL_WIDE', '{}', 90),
  (12, 'MAIN_MENU', 'SMALL_WIDE', '{}', 100),
  (6, 'MAIN_MENU', 'SMALL_WIDE', '{}', 110),
  (1, 'LOBBY', 'BIG_SQUARE', '{}', 10),
  (2, 'LOBBY', 'SMALL_WIDE', '{}', 20),
  (3, 'LOBBY', 'SMALL_WIDE', '{}', 30),
  (4, 'LOBBY', 'SMALL_WIDE', '{}', 40),
  (5, 'LOBBY', 'SMALL_WIDE', '{}', 50),
  (11, 'WIDGET_LOGO_GAMES', 'BIG_SQUARE', '{"count": 12}', 10),
  (13, 'WIDGET_RANDOM_SLOTS', 'BIG_SQUARE', '{"count": 3}', 10),
  (1, 'WIDGET_GAME_OF_THE_MONTH', 'BIG_WIDE', '{"count": 1}', 10);
