-- E-invoices: one record per captured document that carries an XRechnung/ZUGFeRD invoice, with the
-- stored XML, the EN 16931 model, the validation report and the e-invoice state; plus position notes.

CREATE TABLE einvoice (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The capture document; the capture module owns that table, so no foreign key yet.
  document_id uuid NOT NULL UNIQUE,
  mandant_id uuid NOT NULL REFERENCES mandant (id),
  source_sha256 text NOT NULL,
  xml_sha256 text,
  file_name text NOT NULL,
  xml_file_name text,
  syntax text CHECK (syntax IN ('UBL', 'CII')),
  profile text NOT NULL DEFAULT '',
  customization_id text,
  verdict text NOT NULL CHECK (verdict IN ('valid', 'invalid')),
  state text NOT NULL CHECK (state IN ('approved', 'flawed', 'cancelled', 'rejected')),
  model jsonb,
  report jsonb NOT NULL,
  pdf_comparison jsonb,
  error_count integer NOT NULL DEFAULT 0,
  warning_count integer NOT NULL DEFAULT 0,
  created_by uuid REFERENCES app_user (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX einvoice_mandant_idx ON einvoice (mandant_id);

CREATE TABLE einvoice_note (
  id uuid PRIMARY KEY,
  einvoice_id uuid NOT NULL REFERENCES einvoice (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id),
  position_id text NOT NULL,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 999),
  created_by uuid NOT NULL REFERENCES app_user (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX einvoice_note_position_idx ON einvoice_note (einvoice_id, position_id);
