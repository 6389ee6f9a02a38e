-- Master data per Mandant: ledger accounts and sub-accounts, personal accounts (debtors, creditors)
-- with their creditor master data and booking proposals, cost centres, tags, process types (Vorgangsarten),
-- the Mandant's own bank accounts and the record of master data imports.

-- Account numbers are stored as numbers: "0400" and "400" are the same DATEV account. Few indexes on
-- purpose: every index costs time per row on imports of tens of thousands of accounts.
CREATE TABLE ledger_account (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SACHKONTO', 'UNTERKONTO')),
  number bigint NOT NULL CHECK (number BETWEEN 1 AND 999999999),
  parent_number bigint CHECK (parent_number BETWEEN 1 AND 999999999),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  name_long text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  origin text NOT NULL DEFAULT 'manual',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (mandant_id, number)
);

CREATE TABLE personal_account (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('DEBITOR', 'KREDITOR')),
  number bigint NOT NULL CHECK (number BETWEEN 1 AND 999999999),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  active boolean NOT NULL DEFAULT true,
  origin text NOT NULL DEFAULT 'manual',
  short_name text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  street text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  po_box text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT '',
  phone1 text NOT NULL DEFAULT '',
  phone2 text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  bank_code1 text NOT NULL DEFAULT '',
  bank_code2 text NOT NULL DEFAULT '',
  account_number1 text NOT NULL DEFAULT '',
  account_number2 text NOT NULL DEFAULT '',
  iban text NOT NULL DEFAULT '',
  bic text NOT NULL DEFAULT '',
  tax_number text NOT NULL DEFAULT '',
  vat_id text NOT NULL DEFAULT '',
  invoice_number_pattern text NOT NULL DEFAULT '',
  eu_supplier boolean NOT NULL DEFAULT false,
  credit_for_negative_amount boolean NOT NULL DEFAULT false,
  contra_account bigint,
  cost1 text NOT NULL DEFAULT '',
  cost2 text NOT NULL DEFAULT '',
  alternative_booking_account bigint,
  section13b_check boolean NOT NULL DEFAULT false,
  different_billing_address boolean NOT NULL DEFAULT false,
  billing_name text NOT NULL DEFAULT '',
  billing_street text NOT NULL DEFAULT '',
  billing_zip text NOT NULL DEFAULT '',
  billing_city text NOT NULL DEFAULT '',
  billing_country_code text NOT NULL DEFAULT '',
  -- What the creditor search looks in, lower-cased, for one trigram index (numbers are searched by
  -- prefix through the unique index instead).
  search_text text GENERATED ALWAYS AS (
    lower(name || ' ' || short_name || ' ' || company || ' ' || city || ' ' || iban || ' ' || vat_id)
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (mandant_id, number)
);
CREATE INDEX personal_account_search_idx ON personal_account USING gin (search_text gin_trgm_ops);
CREATE INDEX personal_account_vat_idx ON personal_account (mandant_id, vat_id) WHERE vat_id <> '';
CREATE INDEX personal_account_iban_idx ON personal_account (mandant_id, iban) WHERE iban <> '';

-- Booking proposals of a personal account: contra account with tax code, cost centres and text,
-- and how often it was used (account proposals rank by that).
CREATE TABLE booking_proposal (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  personal_account_id uuid NOT NULL REFERENCES personal_account (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  account_number bigint NOT NULL CHECK (account_number BETWEEN 1 AND 999999999),
  tax_code text NOT NULL DEFAULT '',
  cost1 text NOT NULL DEFAULT '',
  cost2 text NOT NULL DEFAULT '',
  booking_text text NOT NULL DEFAULT '',
  usage_count integer NOT NULL DEFAULT 0,
  last_used_at timestamptz,
  UNIQUE (personal_account_id, account_number, tax_code, cost1, cost2)
);
CREATE INDEX booking_proposal_account_idx ON booking_proposal (mandant_id, personal_account_id, position);

-- Cost centres of kind 1 (KOST1) and 2 (KOST2); numbers are unique per kind.
CREATE TABLE cost_centre (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  kind smallint NOT NULL DEFAULT 1 CHECK (kind IN (1, 2)),
  number text NOT NULL CHECK (length(btrim(number)) BETWEEN 1 AND 36),
  name text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  origin text NOT NULL DEFAULT 'manual',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (mandant_id, kind, number)
);

-- Schlagworte: required and unique per Mandant regardless of case.
CREATE TABLE tag (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tag_name_key ON tag (mandant_id, lower(name));

-- Vorgangsarten: kinds of business processes with their own running number.
CREATE TABLE vorgang_type (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  kuerzel text NOT NULL CHECK (length(btrim(kuerzel)) BETWEEN 1 AND 20),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  description text NOT NULL DEFAULT '',
  prefix text NOT NULL DEFAULT '',
  next_number bigint NOT NULL DEFAULT 1 CHECK (next_number >= 1),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vorgang_type_kuerzel_key ON vorgang_type (mandant_id, lower(kuerzel));

-- The Mandant's own bank accounts; exactly one may be the default.
CREATE TABLE mandant_bank_account (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  account_name text NOT NULL CHECK (length(btrim(account_name)) BETWEEN 1 AND 100),
  iban text NOT NULL,
  bic text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX mandant_bank_account_name_key ON mandant_bank_account (mandant_id, lower(account_name));
CREATE UNIQUE INDEX mandant_bank_account_default_key ON mandant_bank_account (mandant_id) WHERE is_default;

-- One row per import; the job record carries state and progress.
CREATE TABLE masterdata_import (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ACCOUNTS', 'COST_CENTRES', 'PERSONAL_ACCOUNTS')),
  format text NOT NULL CHECK (format IN ('CSV', 'DATEV')),
  file_name text NOT NULL,
  object_sha256 text NOT NULL,
  job_id uuid NOT NULL REFERENCES job (id) ON DELETE CASCADE,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX masterdata_import_mandant_idx ON masterdata_import (mandant_id, created_at DESC);
