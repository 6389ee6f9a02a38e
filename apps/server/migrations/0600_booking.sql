-- The booking record (Kontierung) of a captured document: one header per document (creditor, service
-- date, due date, Skonto) and its lines (split lines of spec 001). Amounts are integer cents, VAT and
-- Skonto rates basis points (1900 = 19 %). Saving replaces the lines in one transaction.
CREATE TABLE booking (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid NOT NULL UNIQUE REFERENCES cap_document (id) ON DELETE CASCADE,
  creditor_number bigint CHECK (creditor_number BETWEEN 1 AND 999999999),
  service_date date,
  due_date date,
  skonto_rate_bp integer CHECK (skonto_rate_bp BETWEEN 0 AND 10000),
  skonto_days integer CHECK (skonto_days BETWEEN 0 AND 365),
  skonto_cents bigint,
  updated_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  updated_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_mandant_idx ON booking (mandant_id, document_id);

CREATE TABLE booking_line (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  position integer NOT NULL,
  split_no integer NOT NULL,
  uknr integer NOT NULL DEFAULT -1,
  account_number bigint CHECK (account_number BETWEEN 1 AND 999999999),
  tax_key text NOT NULL DEFAULT '',
  vat_rate_bp integer NOT NULL CHECK (vat_rate_bp BETWEEN 0 AND 10000),
  net_cents bigint NOT NULL,
  vat_cents bigint NOT NULL,
  gross_cents bigint NOT NULL,
  kost1 text NOT NULL DEFAULT '',
  kost2 text NOT NULL DEFAULT '',
  kst text NOT NULL DEFAULT '',
  ktr text NOT NULL DEFAULT '',
  booking_text text NOT NULL DEFAULT '',
  belegfeld2 text NOT NULL DEFAULT '',
  sys_strings text[] NOT NULL,
  sys_dates date[] NOT NULL,
  source text NOT NULL CHECK (source IN ('user', 'proposal', 'extraction', 'einvoice')),
  created_by_kuerzel text NOT NULL DEFAULT '',
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, position)
);
