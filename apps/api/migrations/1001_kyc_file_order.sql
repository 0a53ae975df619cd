-- A document's files in the order the player listed them (the first names the document).
ALTER TABLE kyc_files ADD COLUMN position smallint;
