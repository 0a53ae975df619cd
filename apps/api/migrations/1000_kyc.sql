-- Identity verification (KYC). A player uploads files (kyc_files: one row per
-- upload, the bytes in the KYC store under a random key, never under a served
-- folder), then submits a document of a type made of up to five of them
-- (kyc_documents). An operator approves or rejects each document; the player's
-- status follows from the documents (and from an operator's request):
--   VERIFIED     an approved, unexpired identity document (IND: and a PAN card)
--   IN_PROGRESS  a document waits for review
--   REQUESTED    an operator asked for documents
--   NOT_VERIFIED otherwise
CREATE TABLE kyc_files (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id     uuid NOT NULL REFERENCES players(id),
  storage_key   text NOT NULL UNIQUE,
  -- the name the player's device gave, sanitised: shown, never used as a path
  original_name text NOT NULL,
  extension     text NOT NULL,
  -- sniffed from the bytes (magic numbers), not declared by the client
  content_type  text NOT NULL,
  size          integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256        text NOT NULL,
  document_id   uuid,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_files_player_idx ON kyc_files (player_id, created_at DESC);

CREATE TABLE kyc_documents (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id       uuid NOT NULL REFERENCES players(id),
  type            text NOT NULL,
  -- the player's comment
  comment         text,
  -- IN_REVIEW → APPROVED | REJECTED (review_kind RETRY: the player may send it again; FINAL: not)
  status          text NOT NULL DEFAULT 'IN_REVIEW' CHECK (status IN ('IN_REVIEW', 'APPROVED', 'REJECTED')),
  review_kind     text CHECK (review_kind IN ('RETRY', 'FINAL')),
  review_label    text,
  -- shown to the player
  review_comment  text,
  -- operators only
  internal_note   text,
  holder_name     text,
  holder_birthday date,
  expires_on      date,
  reviewed_by     text,
  reviewed_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_player_idx ON kyc_documents (player_id, created_at DESC);
-- the review queue, oldest first
CREATE INDEX kyc_documents_queue_idx ON kyc_documents (created_at) WHERE status = 'IN_REVIEW';
ALTER TABLE kyc_files ADD CONSTRAINT kyc_files_document_fk FOREIGN KEY (document_id) REFERENCES kyc_documents(id);

-- One row per player who has ever been through KYC: the row every status
-- change locks (review, request, the withdrawal gate), so a withdrawal never
-- starts waiting just after the verification that would have let it go.
CREATE TABLE kyc_players (
  player_id     uuid PRIMARY KEY REFERENCES players(id),
  requested_at  timestamptz,
  requested_by  text,
  request_note  text,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
