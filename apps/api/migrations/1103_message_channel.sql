-- The message channel (accounts spec §3, §7): messages from operators to one
-- player, a segment (country, language) or everyone, kept for players who
-- were away; a row in channel_reads marks one read by one player.
CREATE TABLE channel_messages (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq          bigserial NOT NULL UNIQUE,
  audience     text NOT NULL CHECK (audience IN ('player', 'segment', 'all')),
  player_id    uuid REFERENCES players(id),
  country      text,
  language     text,
  title        text NOT NULL,
  body         text NOT NULL,
  kind         text NOT NULL DEFAULT 'message',
  sent_by      text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience = 'player') = (player_id IS NOT NULL))
);
CREATE INDEX channel_messages_player_idx ON channel_messages (player_id, seq DESC) WHERE audience = 'player';
CREATE INDEX channel_messages_broadcast_idx ON channel_messages (seq DESC) WHERE audience <> 'player';

CREATE TABLE channel_reads (
  player_id   uuid NOT NULL REFERENCES players(id),
  message_id  uuid NOT NULL REFERENCES channel_messages(id),
  read_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, message_id)
);
