-- Settings of spec 002 (per user, per Mandant or global), SMTP settings, and Wiedervorlagen.

-- One value per setting and scope target: global (both NULL), a Mandant, or a user.
CREATE TABLE setting_value (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  setting_key text NOT NULL,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
  value jsonb NOT NULL,
  updated_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (mandant_id IS NULL OR user_id IS NULL)
);
CREATE UNIQUE INDEX setting_value_key ON setting_value (
  setting_key,
  coalesce(mandant_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(user_id, '00000000-0000-0000-0000-000000000000'::uuid)
);

-- Resubmission dates of a document (the document id comes from capture and is kept as given).
CREATE TABLE resubmission (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id text NOT NULL CHECK (length(document_id) BETWEEN 1 AND 100),
  user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
  due_date date NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 999),
  done boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resubmission_document_idx ON resubmission (mandant_id, document_id);
CREATE INDEX resubmission_due_idx ON resubmission (mandant_id, due_date) WHERE NOT done;
