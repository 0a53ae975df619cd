-- What a quote asks the payer to send (a crypto deposit's coins), kept from the start so the player sees the
-- amount in both currencies before accepting; converted_amount stays empty until the quote is accepted.
ALTER TABLE payments ADD COLUMN quote_amount bigint, ADD COLUMN quote_currency text;
