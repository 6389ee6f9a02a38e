-- Values of a Mandant's additional capture-mask fields (setting additionalFields: TEXT, ZAHL, DATUM),
-- one per document and field name, in stored form (decimal amounts, ISO dates).
CREATE TABLE cap_additional_value (
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  updated_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, name)
);
