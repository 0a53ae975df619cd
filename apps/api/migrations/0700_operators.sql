-- The operator's back office (issue 10 §1, §6): operator accounts apart from
-- players, their cookie sessions, pending sign-ins, and the audit trail.

CREATE TABLE operators (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email                text NOT NULL,
  password_hash        text NOT NULL,
  role                 text NOT NULL CHECK (role IN ('admin', 'finance', 'compliance', 'support', 'content')),
  -- AES-256-GCM under OPERATOR_SECRET_KEY; never returned by any call.
  totp_secret          text,
  totp_enrolled_at     timestamptz,
  -- The last RFC 6238 time step accepted: a code (and any older one) is never accepted twice.
  totp_last_step       bigint,
  -- SHA-256 of each unused recovery code (high-entropy random, shown once).
  recovery_code_hashes text[] NOT NULL DEFAULT '{}',
  failed_attempts      integer NOT NULL DEFAULT 0,
  locked_until         timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  disabled_at          timestamptz
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));

-- Between the password and the code: a short-lived challenge the code step names.
CREATE TABLE operator_sign_ins (
  token_hash   text PRIMARY KEY,
  operator_id  uuid NOT NULL REFERENCES operators (id),
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_sign_ins_operator ON operator_sign_ins (operator_id);

CREATE TABLE operator_sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash    text NOT NULL UNIQUE,
  operator_id   uuid NOT NULL REFERENCES operators (id),
  csrf_token    text NOT NULL,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  ended_at      timestamptz,
  ip            text,
  user_agent    text
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE ended_at IS NULL;

-- Append-only, hash-chained: hash = SHA-256(prev_hash || canonical JSON of the row).
-- Appends serialise on an advisory lock (modules/operators/audit.ts).
CREATE TABLE audit_log (
  id              bigserial PRIMARY KEY,
  at              timestamptz NOT NULL,
  operator_id     uuid,
  operator_email  text,
  action          text NOT NULL,
  object_type     text,
  object_id       text,
  before          jsonb,
  after           jsonb,
  reason          text,
  ip              text,
  prev_hash       text NOT NULL,
  hash            text NOT NULL
);
CREATE INDEX audit_log_operator ON audit_log (operator_id, id);
CREATE INDEX audit_log_action ON audit_log (action, id);
CREATE INDEX audit_log_object ON audit_log (object_type, object_id, id);
CREATE INDEX audit_log_at ON audit_log (at);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
