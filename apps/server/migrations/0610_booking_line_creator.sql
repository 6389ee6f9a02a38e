-- Spec 001: split bookings are edited only by their creator. Lines entered in the capture mask are the
-- document's Kontierung, which the approver may change in the workflow; lines added in a workflow are
-- split bookings that only their creator changes or deletes.
ALTER TABLE booking_line
  ADD COLUMN created_in text NOT NULL DEFAULT 'capture' CHECK (created_in IN ('capture', 'workflow'));
ALTER TABLE booking_line ADD COLUMN created_by uuid REFERENCES app_user (id) ON DELETE SET NULL;
