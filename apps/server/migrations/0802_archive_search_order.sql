-- A search without chosen Mandanten covers every Mandant the caller may read, so the first page of a
-- result list sorted by date, archiving time or amount must come out of an index in that order: with
-- only (mandant_id, …) indexes the database reads and sorts every matching row of those Mandanten.
-- These walk the current revisions in each sort order and filter the Mandanten; a caller whose
-- Mandanten hold a small share of the archive still gets the per-Mandant indexes of 0800.
CREATE INDEX archive_document_all_date_idx ON archive_document (document_date DESC NULLS LAST, id DESC)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_all_archived_idx ON archive_document (archived_at DESC, id DESC)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_all_amount_idx ON archive_document (gross_cents DESC NULLS LAST, id DESC)
  WHERE superseded_by IS NULL;
-- The amount sort within one Mandant (archive_document_amount_idx serves amount ranges, not this order).
CREATE INDEX archive_document_amount_order_idx ON archive_document (mandant_id, gross_cents DESC NULLS LAST, id DESC)
  WHERE superseded_by IS NULL;
