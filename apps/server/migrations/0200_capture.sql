-- Capture: stacks (Stapel) → folders (Mappe) → documents (Heftung) → pages (Seite), document versions,
-- capture-mask values with their page areas, full text per page (German stemming), journal, annotations,
-- attachments and per-user preferences. Originals live in content-addressed storage and never change.

CREATE TABLE cap_stack (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  type text NOT NULL CHECK (type IN ('standard', 'special', 'einvoice')),
  capture_mask text NOT NULL DEFAULT 'Standard',
  description text NOT NULL DEFAULT '',
  reserved boolean NOT NULL DEFAULT false,
  auto_jobs text[] NOT NULL DEFAULT '{}',
  sort_field text NOT NULL DEFAULT 'CREATION_DATE' CHECK (sort_field IN ('DATUM', 'UMSATZ', 'CREATION_DATE')),
  sort_ascending boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cap_stack_name_key ON cap_stack (mandant_id, lower(name));

CREATE TABLE cap_folder (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  stack_id uuid NOT NULL REFERENCES cap_stack (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cap_folder_stack_idx ON cap_folder (stack_id, position);

CREATE TABLE cap_document (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  stack_id uuid NOT NULL REFERENCES cap_stack (id) ON DELETE CASCADE,
  folder_id uuid NOT NULL REFERENCES cap_folder (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pdf', 'einvoice')),
  status text NOT NULL DEFAULT 'flawed' CHECK (status IN ('flawed', 'green')),
  locked boolean NOT NULL DEFAULT false,
  fibu_exported boolean NOT NULL DEFAULT false,
  dms_exported boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  archived_at timestamptz,
  checked_out_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  checked_out_at timestamptz,
  inquiry_open boolean NOT NULL DEFAULT false,
  original_sha256 text NOT NULL,
  original_content_type text NOT NULL,
  current_version_id uuid,
  business_key text,
  import_job_id uuid,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cap_document_stack_idx ON cap_document (stack_id, folder_id, position);
CREATE INDEX cap_document_original_idx ON cap_document (mandant_id, original_sha256);
CREATE INDEX cap_document_business_key_idx ON cap_document (mandant_id, business_key) WHERE business_key IS NOT NULL;
-- One import job creates at most one document: a retried import finds the one it made.
CREATE UNIQUE INDEX cap_document_import_job_key ON cap_document (import_job_id) WHERE import_job_id IS NOT NULL;

-- Every page operation writes a new version; `pages` lists where each page's content comes from.
CREATE TABLE cap_document_version (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  version_no integer NOT NULL CHECK (version_no > 0),
  operation text NOT NULL,
  pdf_sha256 text,
  page_count integer NOT NULL,
  pages jsonb NOT NULL DEFAULT '[]'::jsonb,
  source_version_id uuid REFERENCES cap_document_version (id) ON DELETE SET NULL,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document_id, version_no)
);

CREATE TABLE cap_page (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  position integer NOT NULL,
  source_sha256 text NOT NULL,
  source_page_index integer NOT NULL,
  rotation integer NOT NULL DEFAULT 0 CHECK (rotation IN (0, 90, 180, 270)),
  width real NOT NULL,
  height real NOT NULL,
  thumb_sha256 text,
  ink_bytes integer NOT NULL DEFAULT 0,
  is_blank boolean NOT NULL DEFAULT false,
  text text,
  text_source text,
  words jsonb,
  text_updated_at timestamptz,
  text_tsv tsvector GENERATED ALWAYS AS (to_tsvector('german', coalesce(text, ''))) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cap_page_document_idx ON cap_page (document_id, position);
CREATE INDEX cap_page_text_idx ON cap_page USING gin (text_tsv);

CREATE TABLE cap_index_value (
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  field text NOT NULL,
  value text NOT NULL,
  page_id uuid REFERENCES cap_page (id) ON DELETE SET NULL,
  area jsonb,
  source text NOT NULL CHECK (source IN ('extraction', 'selection', 'manual', 'einvoice')),
  updated_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, field)
);
CREATE INDEX cap_index_value_lookup_idx ON cap_index_value (mandant_id, field, value);

-- History and journal of stacks; entries outlive the stack or document they describe.
CREATE TABLE cap_journal (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  stack_id uuid,
  document_id uuid,
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  actor_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  actor_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cap_journal_stack_idx ON cap_journal (mandant_id, stack_id, created_at DESC);
CREATE INDEX cap_journal_document_idx ON cap_journal (document_id, created_at DESC);

CREATE TABLE cap_annotation (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  page_id uuid REFERENCES cap_page (id) ON DELETE CASCADE,
  page_index integer NOT NULL DEFAULT 0,
  json text NOT NULL,
  updated_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cap_annotation_page_key ON cap_annotation (document_id, page_index);

CREATE TABLE cap_attachment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  sha256 text NOT NULL,
  size bigint NOT NULL,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cap_attachment_document_idx ON cap_attachment (document_id);

CREATE TABLE cap_user_pref (
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- The job list: a finished job is picked up by the user (hidden from the list, kept for history).
ALTER TABLE job ADD COLUMN picked_up_at timestamptz;
CREATE INDEX job_stack_idx ON job ((payload ->> 'stackId'));
