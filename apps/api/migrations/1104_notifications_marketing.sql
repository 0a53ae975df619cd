-- Account notification popups (accounts spec §2, §3): fetched by the web as
-- JSON, each with regions[] (empty: every region) and
-- rules.registrationNotification (shown at registration). Texts per
-- language in `texts` ({"en": {"headline", "title", "text"}, …}; en required).
CREATE TABLE site_notifications (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  texts         jsonb NOT NULL,
  regions       text[] NOT NULL DEFAULT '{}',
  registration  boolean NOT NULL DEFAULT false,
  published     boolean NOT NULL DEFAULT false,
  created_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Players who left marketing e-mail (one-click, RFC 8058).
CREATE TABLE marketing_unsubscribes (
  player_id        uuid PRIMARY KEY REFERENCES players(id),
  unsubscribed_at  timestamptz NOT NULL DEFAULT now(),
  via              text NOT NULL
);
