-- The OCR page model beside the words: lines, blocks, languages and confidence, so data extraction and
-- text selection get the page exactly as the OCR engine read it.
ALTER TABLE cap_page ADD COLUMN layout jsonb;
