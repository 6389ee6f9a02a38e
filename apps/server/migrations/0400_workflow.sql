-- Workflow processing: approval definitions, workflow instances routing a captured document (Heftung),
-- their tasks (invitations), requests (Rückfrage), history, booking data (split lines, cost allocation),
-- added files, stamps, per-user list settings and deep links for external users.

CREATE TABLE wf_definition (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  modul text NOT NULL CHECK (modul IN ('Workflow', 'Unides', 'Capture')),
  kind text NOT NULL CHECK (kind IN ('General', 'Wait4Order', 'Custom')),
  dependency text NOT NULL CHECK (dependency IN ('None', 'Group', 'Account')),
  split boolean NOT NULL DEFAULT false,
  users jsonb NOT NULL DEFAULT '[]'::jsonb,
  groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  receiver jsonb,
  unreceiver jsonb,
  account_rules jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX wf_definition_name_key ON wf_definition (mandant_id, lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE wf_instance (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  -- The routed document; a workflow outlives a deleted document and then answers "in error".
  document_id uuid REFERENCES cap_document (id) ON DELETE SET NULL,
  definition_id uuid REFERENCES wf_definition (id) ON DELETE SET NULL,
  definition_name text,
  kind text NOT NULL CHECK (kind IN ('None', 'General', 'Wait4Order', 'Custom')),
  split boolean NOT NULL DEFAULT false,
  header text NOT NULL,
  status text NOT NULL CHECK (
    status IN ('IN_PROGRESS', 'LOCKED', 'REDIRECTED', 'INQUIRY', 'INQUIRY_COMPLETED', 'INQUIRY_CANCELLED', 'COMPLETED', 'CANCELLED')
  ),
  approve_result text NOT NULL DEFAULT 'Keins' CHECK (approve_result IN ('Keins', 'Genehmigt', 'Abgelehnt')),
  we_pruefung boolean NOT NULL DEFAULT false,
  receiver jsonb,
  unreceiver jsonb,
  chosen_group_id uuid REFERENCES user_group (id) ON DELETE SET NULL,
  started_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  starter_kuerzel text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  picked_up_at timestamptz,
  locked_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  locked_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  -- Copies of the document's Belegdatum and Betrag (gross, cents) for sorting and searching.
  beleg_datum date,
  umsatz_cents bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A document is in at most one running workflow.
CREATE UNIQUE INDEX wf_instance_active_document_key ON wf_instance (document_id)
  WHERE status NOT IN ('COMPLETED', 'CANCELLED') AND document_id IS NOT NULL;
CREATE INDEX wf_instance_mandant_idx ON wf_instance (mandant_id, started_at DESC);
CREATE INDEX wf_instance_starter_idx ON wf_instance (started_by, started_at DESC) WHERE picked_up_at IS NULL;
CREATE INDEX wf_instance_header_trgm_idx ON wf_instance USING gin (header gin_trgm_ops);

CREATE TABLE wf_task (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  step_no integer NOT NULL CHECK (step_no > 0),
  role text NOT NULL CHECK (role IN ('step', 'receiver', 'unreceiver')),
  kind text NOT NULL CHECK (kind IN ('Genehmigung', 'Kenntnisnahme')),
  recipient_kind text NOT NULL CHECK (recipient_kind IN ('User', 'Group')),
  recipient_user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  recipient_group_id uuid REFERENCES user_group (id) ON DELETE SET NULL,
  recipient_name text NOT NULL,
  invoice_capture boolean NOT NULL DEFAULT false,
  state text NOT NULL CHECK (state IN ('WAITING', 'OPEN', 'DONE', 'REDIRECTED', 'CANCELLED')),
  result text NOT NULL DEFAULT 'Keins' CHECK (result IN ('Keins', 'Genehmigt', 'Abgelehnt')),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 999),
  completed_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  completed_by_name text,
  completed_at timestamptz,
  on_behalf_of uuid REFERENCES app_user (id) ON DELETE SET NULL,
  redirected_from uuid REFERENCES wf_task (id) ON DELETE SET NULL,
  postback_until timestamptz,
  postback_type text CHECK (postback_type IN ('Time', 'Reason', 'Custom')),
  postback_reason text,
  postback_trigger text,
  postback_custom text,
  postback_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  opened_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((recipient_kind = 'User') = (recipient_group_id IS NULL))
);
CREATE INDEX wf_task_instance_idx ON wf_task (instance_id, step_no);
CREATE INDEX wf_task_open_user_idx ON wf_task (recipient_user_id, instance_id) WHERE state = 'OPEN';
CREATE INDEX wf_task_open_group_idx ON wf_task (recipient_group_id, instance_id) WHERE state = 'OPEN';

CREATE TABLE wf_inquiry (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  task_id uuid REFERENCES wf_task (id) ON DELETE SET NULL,
  sender_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  sender_name text NOT NULL,
  recipient_kind text NOT NULL CHECK (recipient_kind IN ('User', 'Group')),
  recipient_user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  recipient_group_id uuid REFERENCES user_group (id) ON DELETE SET NULL,
  recipient_name text NOT NULL,
  info text NOT NULL DEFAULT '',
  anmerkung text NOT NULL CHECK (length(anmerkung) <= 999),
  expires_at timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('OPEN', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
  taken_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  answer text CHECK (length(answer) <= 999),
  answered_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  answered_by_name text,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wf_inquiry_instance_idx ON wf_inquiry (instance_id, created_at);
CREATE INDEX wf_inquiry_open_user_idx ON wf_inquiry (recipient_user_id) WHERE state IN ('OPEN', 'IN_PROGRESS');
CREATE INDEX wf_inquiry_open_group_idx ON wf_inquiry (recipient_group_id) WHERE state IN ('OPEN', 'IN_PROGRESS');
CREATE INDEX wf_inquiry_sender_idx ON wf_inquiry (sender_id) WHERE state IN ('OPEN', 'IN_PROGRESS');

-- The workflow history users see (GoBD trail is audit_log); entries are never changed.
CREATE TABLE wf_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order: entries of one action may share a timestamp.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid,
  entry_type integer NOT NULL CHECK (entry_type >= 0 AND entry_type < 4096),
  user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  kuerzel text NOT NULL,
  fullname text NOT NULL,
  text text NOT NULL CHECK (length(text) <= 999),
  user_info text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wf_history_instance_idx ON wf_history (instance_id, seq);

CREATE TABLE wf_index_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  field text NOT NULL,
  old_value text NOT NULL,
  new_value text NOT NULL,
  user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  kuerzel text NOT NULL,
  fullname text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wf_index_history_instance_idx ON wf_index_history (instance_id, seq);

CREATE TABLE wf_split_line (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid,
  uknr integer NOT NULL DEFAULT -1,
  splitnr integer NOT NULL,
  pos integer NOT NULL,
  belegfeld2 text NOT NULL DEFAULT '',
  brutto_cents bigint NOT NULL,
  netto_cents bigint NOT NULL,
  mwst_basis_points integer NOT NULL DEFAULT 0,
  buchflag integer NOT NULL DEFAULT 0,
  butext text NOT NULL DEFAULT '',
  bu_split_guid text NOT NULL,
  gkonto text NOT NULL DEFAULT '',
  gkonto_bez text NOT NULL DEFAULT '',
  kost1 text NOT NULL DEFAULT '',
  kost2 text NOT NULL DEFAULT '',
  kostmenge text NOT NULL DEFAULT '',
  kost1_bez text NOT NULL DEFAULT '',
  kost2_bez text NOT NULL DEFAULT '',
  kst text NOT NULL DEFAULT '',
  ktr text NOT NULL DEFAULT '',
  sl_bu text NOT NULL DEFAULT '',
  sys_strings text[] NOT NULL DEFAULT ARRAY['', '', '', '', '', '', '', '', '', '']::text[],
  sys_dates date[] NOT NULL DEFAULT ARRAY['1900-01-01', '1900-01-01', '1900-01-01', '1900-01-01', '1900-01-01']::date[],
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  kuerzel text NOT NULL,
  fullname text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wf_split_line_instance_idx ON wf_split_line (instance_id, pos);

CREATE TABLE wf_cost_allocation (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid,
  bu_id_art text NOT NULL CHECK (bu_id_art IN ('HEFTUNG', 'SPLIT')),
  bu_id text NOT NULL DEFAULT '',
  kost_art text NOT NULL CHECK (kost_art IN ('KOST1', 'KOST2')),
  kost_nr text NOT NULL,
  kost_bez text NOT NULL DEFAULT '',
  mode text NOT NULL CHECK (mode IN ('amount', 'percentOfRemaining', 'percentOfTotal', 'RemainingAmount')),
  value text NOT NULL DEFAULT '0',
  betrag_cents bigint NOT NULL,
  prozent text NOT NULL,
  menge text NOT NULL DEFAULT '',
  position integer NOT NULL,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  kuerzel text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wf_cost_allocation_instance_idx ON wf_cost_allocation (instance_id, position);

-- Files added to a workflow (addfile2workflow, mobile upload); removal keeps the row for the history.
CREATE TABLE wf_file (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  sha256 text NOT NULL,
  size bigint NOT NULL,
  colour_type integer NOT NULL DEFAULT 1 CHECK (colour_type BETWEEN 0 AND 3),
  source text NOT NULL DEFAULT 'web' CHECK (source IN ('web', 'mobile')),
  added_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  added_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  deleted_by uuid REFERENCES app_user (id) ON DELETE SET NULL
);
CREATE INDEX wf_file_instance_idx ON wf_file (instance_id) WHERE deleted_at IS NULL;

CREATE TABLE wf_stamp (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  document_id uuid,
  task_id uuid REFERENCES wf_task (id) ON DELETE SET NULL,
  signal text NOT NULL CHECK (signal IN ('Genehmigt', 'Abgelehnt')),
  page_index integer NOT NULL CHECK (page_index >= 0),
  x real NOT NULL,
  y real NOT NULL,
  user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  kuerzel text NOT NULL,
  fullname text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wf_stamp_instance_idx ON wf_stamp (instance_id);

CREATE TABLE wf_user_setting (
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Deep links to exactly one workflow: for an external user (WFExtUser/DL/{PID}) or an external
-- viewer window of a signed-in user (WFDocViewer/EXTERN/{SESSION_UID}, used once).
CREATE TABLE wf_deep_link (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('external_user', 'extern_session')),
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  external_user_id uuid,
  name text NOT NULL,
  email text NOT NULL DEFAULT '',
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX wf_deep_link_instance_idx ON wf_deep_link (instance_id);

CREATE TABLE wf_deep_link_session (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  link_id uuid NOT NULL REFERENCES wf_deep_link (id) ON DELETE CASCADE,
  instance_id uuid NOT NULL REFERENCES wf_instance (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
