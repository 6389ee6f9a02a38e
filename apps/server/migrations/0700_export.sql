-- The booking export (DATEV, ADDISON, ADATA): one export_run per started export, export_document marks
-- each document exported exactly once (its primary key refuses a second export until a reset removes
-- it), export_reset keeps every reset with its reason, export_personal_account the personal accounts a
-- run already sent as Debitoren/Kreditoren. One running export per Mandant (partial unique index).
CREATE TABLE export_run (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  system text NOT NULL,
  period_from date NOT NULL,
  period_to date NOT NULL,
  state text NOT NULL,
  document_ids uuid[] NOT NULL,
  exchange_rates jsonb NOT NULL DEFAULT '{}'::jsonb,
  document_count integer NOT NULL DEFAULT 0,
  row_count integer NOT NULL DEFAULT 0,
  files jsonb NOT NULL DEFAULT '[]'::jsonb,
  job_id uuid,
  error text,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX export_run_mandant_idx ON export_run (mandant_id, created_at);
CREATE UNIQUE INDEX export_run_one_running_idx ON export_run (mandant_id) WHERE state = 'running';

CREATE TABLE export_document (
  document_id uuid PRIMARY KEY REFERENCES cap_document (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  run_id uuid NOT NULL REFERENCES export_run (id) ON DELETE CASCADE,
  exported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX export_document_run_idx ON export_document (run_id);
CREATE INDEX export_document_mandant_idx ON export_document (mandant_id);

CREATE TABLE export_reset (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  run_id uuid REFERENCES export_run (id) ON DELETE SET NULL,
  reason text NOT NULL,
  reset_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  reset_by_name text NOT NULL DEFAULT '',
  reset_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX export_reset_mandant_idx ON export_reset (mandant_id, document_id);

CREATE TABLE export_personal_account (
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  system text NOT NULL,
  account_number bigint NOT NULL,
  run_id uuid NOT NULL REFERENCES export_run (id) ON DELETE CASCADE,
  PRIMARY KEY (mandant_id, system, account_number)
);
