-- Files a player attaches to a payment through its form's INPUT_FILE field (a
-- bank statement for a large bank withdrawal). They are uploads like a
-- document's (POST upload/v1, kyc_files) and belong to that payment once it is
-- executed: no longer loose (never purged, not counted against the loose
-- uploads), never taken by a document. payments.files names them by the
-- form field's identifier.
ALTER TABLE kyc_files ADD COLUMN payment_id uuid;
CREATE INDEX kyc_files_payment_idx ON kyc_files (payment_id) WHERE payment_id IS NOT NULL;
ALTER TABLE payments ADD COLUMN files jsonb NOT NULL DEFAULT '{}';
