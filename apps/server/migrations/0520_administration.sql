-- Administration: a user's own accounting system (the FIBU;n token role), Mandant details,
-- deputies (Stellvertretung) and external workflow users.

ALTER TABLE app_user
  ADD COLUMN fibu text CHECK (fibu IN ('DATEV', 'ADDISON', 'ADATA', 'SIMBA', 'UNKNOW', 'WAC', 'INTEGRA', 'OEM'));

CREATE TABLE mandant_profile (
  mandant_id uuid PRIMARY KEY REFERENCES mandant (id) ON DELETE CASCADE,
  street text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT 'DE',
  tax_number text NOT NULL DEFAULT '',
  vat_id text NOT NULL DEFAULT '',
  fiscal_year_start_month integer NOT NULL DEFAULT 1 CHECK (fiscal_year_start_month BETWEEN 1 AND 12),
  account_frame text CHECK (account_frame IN ('SKR03', 'SKR04')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A deputy (a user or a group) acts for the principal from starts_at until ends_at (open when NULL).
CREATE TABLE deputy (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id) ON DELETE CASCADE,
  principal_user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  deputy_type text NOT NULL CHECK (deputy_type IN ('USER', 'GROUP')),
  deputy_user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
  deputy_group_id uuid REFERENCES user_group (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 999),
  active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((deputy_type = 'USER') = (deputy_user_id IS NOT NULL)),
  CHECK ((deputy_type = 'GROUP') = (deputy_group_id IS NOT NULL)),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX deputy_principal_idx ON deputy (principal_user_id, starts_at);
CREATE INDEX deputy_user_idx ON deputy (deputy_user_id) WHERE deputy_user_id IS NOT NULL;
CREATE INDEX deputy_group_idx ON deputy (deputy_group_id) WHERE deputy_group_id IS NOT NULL;

-- External workflow users: cross-Mandant (for the whole Kanzlei) or user-dependent (one user, one Mandant).
CREATE TABLE external_workflow_user (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('CROSS_MANDANT', 'USER')),
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  owner_user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 255),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((scope = 'USER') = (owner_user_id IS NOT NULL AND mandant_id IS NOT NULL)),
  CHECK (scope = 'USER' OR (owner_user_id IS NULL AND mandant_id IS NULL))
);
CREATE UNIQUE INDEX external_workflow_user_cross_key
  ON external_workflow_user (kanzlei_id, lower(email)) WHERE scope = 'CROSS_MANDANT';
CREATE UNIQUE INDEX external_workflow_user_owner_key
  ON external_workflow_user (owner_user_id, mandant_id, lower(email)) WHERE scope = 'USER';
