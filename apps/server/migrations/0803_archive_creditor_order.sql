-- The Kreditor search sorted by date: the index now serves the filter and the result order together
-- (DESC NULLS LAST, id), so the first page is read in order and stops after it. With the old order
-- (DESC, nulls first) the planner either sorted every hit or, misjudging how rare a Kreditor is,
-- walked the whole date index of the Mandant filtering for it.
DROP INDEX archive_document_creditor_idx;
CREATE INDEX archive_document_creditor_idx ON archive_document
  (mandant_id, lower(creditor), document_date DESC NULLS LAST, id DESC)
  WHERE superseded_by IS NULL;
