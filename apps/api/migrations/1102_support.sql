-- Support tickets: what a player or visitor wrote through the contact form
-- (POST /support/v1/messages), every reply of an operator, and the files.
CREATE TABLE support_tickets (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number       bigserial NOT NULL UNIQUE,
  player_id    uuid REFERENCES players(id),
  email        text NOT NULL,
  first_name   text,
  customer_id  text,
  title        text NOT NULL,
  locale       text NOT NULL DEFAULT 'en',
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  assigned_to  text,
  ip           text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_status_idx ON support_tickets (status, updated_at DESC);
CREATE INDEX support_tickets_player_idx ON support_tickets (player_id, created_at DESC);

CREATE TABLE support_messages (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id    uuid NOT NULL REFERENCES support_tickets(id),
  author       text NOT NULL CHECK (author IN ('player', 'operator')),
  operator_id  text,
  body         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_ticket_idx ON support_messages (ticket_id, created_at);

CREATE TABLE support_attachments (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id   uuid NOT NULL REFERENCES support_tickets(id),
  message_id  uuid NOT NULL REFERENCES support_messages(id),
  name        text NOT NULL,
  mime        text NOT NULL,
  size        integer NOT NULL,
  bytes       bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_attachments_ticket_idx ON support_attachments (ticket_id);

-- Extra headers of an outbox e-mail (List-Unsubscribe of marketing mail, RFC 8058).
ALTER TABLE outbox_messages ADD COLUMN headers jsonb;
