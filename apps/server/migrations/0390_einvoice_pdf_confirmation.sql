-- A hybrid invoice whose PDF shows other key values than its XML stays flawed until a user confirms
-- that the XML is the invoice: who did and when. A new validation of the document clears it.
ALTER TABLE einvoice ADD COLUMN pdf_confirmed_by uuid REFERENCES app_user (id);
ALTER TABLE einvoice ADD COLUMN pdf_confirmed_at timestamptz;
