-- How sure the extraction was of a capture-mask value (0..1); NULL for values a user, a selection
-- or an e-invoice set, and for values derived from others.
ALTER TABLE cap_index_value ADD COLUMN confidence real;
