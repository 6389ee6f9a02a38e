-- The rule manager (spec 002): rule masks (per Mandant and document profile kind, the Mandant's
-- global mask and the Kanzlei's global mask), their Anchor/Pattern rules, rule-set templates,
-- rules learned from corrections per creditor, and which rule filled each capture-mask field.
CREATE TABLE rule_mask (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id) ON DELETE CASCADE,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  profile_kind text NOT NULL,
  name text NOT NULL,
  mask_data jsonb NOT NULL,
  basic_rules jsonb NOT NULL,
  split_rules jsonb NOT NULL,
  cost_split_rules jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  locked_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  locked_by_name text NOT NULL DEFAULT '',
  locked_at timestamptz,
  updated_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((profile_kind = 'Global') = (mandant_id IS NULL))
);
CREATE UNIQUE INDEX rule_mask_owner_kind_idx
  ON rule_mask (kanzlei_id, coalesce(mandant_id, '00000000-0000-0000-0000-000000000000'::uuid), profile_kind);

CREATE TABLE rule (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mask_id uuid NOT NULL REFERENCES rule_mask (id) ON DELETE CASCADE,
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id) ON DELETE CASCADE,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  field_kind text NOT NULL,
  type text NOT NULL CHECK (type IN ('Anchor', 'Pattern')),
  anchor_pattern text NOT NULL DEFAULT '',
  search_pattern text NOT NULL,
  search_area jsonb,
  alternatives jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rule_mask_position_idx ON rule (mask_id, position);
CREATE INDEX rule_mandant_idx ON rule (kanzlei_id, mandant_id);

CREATE TABLE rule_template (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  profile_kind text NOT NULL,
  content jsonb NOT NULL,
  rule_count integer NOT NULL,
  imported boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rule_template_name_idx ON rule_template (kanzlei_id, lower(name));

CREATE TABLE rule_learned (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  creditor_key text NOT NULL,
  creditor_label text NOT NULL,
  field_kind text NOT NULL,
  anchor_text text NOT NULL,
  direction text NOT NULL,
  search_pattern text NOT NULL,
  sample_value text NOT NULL,
  source_document_id uuid REFERENCES cap_document (id) ON DELETE SET NULL,
  hits integer NOT NULL DEFAULT 0,
  last_used_at timestamptz,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rule_learned_creditor_field_idx ON rule_learned (mandant_id, creditor_key, field_kind);

CREATE TABLE rule_field_origin (
  document_id uuid NOT NULL REFERENCES cap_document (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  field text NOT NULL,
  value text NOT NULL,
  origin jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, field)
);
CREATE INDEX rule_field_origin_mandant_idx ON rule_field_origin (mandant_id, document_id);
