-- The versions of the official rules (XRechnung, its Schematron, CEN EN 16931) a stored e-invoice was
-- checked with; empty for records validated before they were recorded.
ALTER TABLE einvoice ADD COLUMN rule_set text;
