-- The last booking recorded for a creditor is looked up by its newest last-use time: through this
-- index one descent finds it instead of reading every proposal of the account (issue 12).
CREATE INDEX booking_proposal_last_use_idx ON booking_proposal (mandant_id, personal_account_id, last_used_at);
