-- Web Push (accounts spec §3, §4) with our own VAPID keys: made once at the
-- first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set, shared by
-- every api process.
CREATE TABLE push_vapid_keys (
  id           integer PRIMARY KEY CHECK (id = 1),
  public_key   text NOT NULL,
  private_key  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A browser's push subscription (POST /firebase/v1/save-token). Dropped when
-- the push service answers 404 or 410 for it, or the player unsubscribes.
CREATE TABLE push_subscriptions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id       uuid NOT NULL REFERENCES players(id),
  endpoint        text NOT NULL UNIQUE,
  p256dh          text NOT NULL,
  auth            text NOT NULL,
  user_agent      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_sent_at    timestamptz
);
CREATE INDEX push_subscriptions_player_idx ON push_subscriptions (player_id);
