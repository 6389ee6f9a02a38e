-- Platform: tenancy, identity, sessions, jobs, stored objects and system settings.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE kanzlei (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  nr integer NOT NULL UNIQUE CHECK (nr > 0),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A Mandant is identified as the spec names it: KANZLEI, MANDNR, BETRIEBNR; FIBU is its accounting system.
CREATE TABLE mandant (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id),
  mandnr integer NOT NULL CHECK (mandnr > 0),
  betriebnr integer NOT NULL DEFAULT 0 CHECK (betriebnr >= 0),
  fibu text NOT NULL CHECK (fibu IN ('DATEV', 'ADDISON', 'ADATA', 'SIMBA', 'UNKNOW', 'WAC', 'INTEGRA', 'OEM')),
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kanzlei_id, mandnr, betriebnr)
);

CREATE TABLE app_user (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id),
  kuerzel text NOT NULL,
  full_name text NOT NULL,
  email text,
  kind text NOT NULL DEFAULT 'internal' CHECK (kind IN ('internal', 'mandant', 'external')),
  password_hash text,
  password_changed_at timestamptz,
  is_admin boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en', 'ru')),
  start_module integer NOT NULL DEFAULT 0 CHECK (start_module BETWEEN 0 AND 4),
  active boolean NOT NULL DEFAULT true,
  failed_login_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_kuerzel_key ON app_user (lower(kuerzel));

CREATE TABLE user_group (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kanzlei_id, name)
);

CREATE TABLE user_group_member (
  group_id uuid NOT NULL REFERENCES user_group (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX user_group_member_user_idx ON user_group_member (user_id);

-- A right held by a user or a group, for every Mandant (mandant_id NULL) or for one.
CREATE TABLE right_grant (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
  group_id uuid REFERENCES user_group (id) ON DELETE CASCADE,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  right_name text NOT NULL,
  CHECK ((user_id IS NULL) <> (group_id IS NULL))
);
CREATE UNIQUE INDEX right_grant_key ON right_grant (
  coalesce(user_id, group_id),
  coalesce(mandant_id, '00000000-0000-0000-0000-000000000000'::uuid),
  right_name
);

-- Which Mandanten a user, or the members of a group, may work in.
CREATE TABLE mandant_access (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
  group_id uuid REFERENCES user_group (id) ON DELETE CASCADE,
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  CHECK ((user_id IS NULL) <> (group_id IS NULL))
);
CREATE UNIQUE INDEX mandant_access_key ON mandant_access (coalesce(user_id, group_id), mandant_id);

CREATE TABLE auth_signing_key (
  kid text PRIMARY KEY,
  algorithm text NOT NULL,
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

-- One sign-in of a user at one module (audience); tokens carry its id and die with it.
CREATE TABLE auth_session (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  audience text NOT NULL,
  client_id text,
  persistent boolean NOT NULL DEFAULT false,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text
);
CREATE INDEX auth_session_user_idx ON auth_session (user_id) WHERE ended_at IS NULL;

-- Refresh tokens are stored as sha256 hashes; each use replaces the token (rotation).
CREATE TABLE auth_refresh_token (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES auth_session (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_refresh_token_session_idx ON auth_refresh_token (session_id);

-- The job record users see; the queue (pg-boss) only carries its id.
CREATE TABLE job (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  state text NOT NULL CHECK (
    state IN ('created', 'waiting', 'in_progress', 'finished', 'reinitialised', 'faulty', 'canceled')
  ),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  result jsonb,
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  progress_text text,
  error_code text,
  error_text text,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  queue_job_id text,
  worker_id text,
  heartbeat_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX job_mandant_idx ON job (mandant_id, created_at DESC);
CREATE INDEX job_creator_idx ON job (created_by, created_at DESC);
CREATE INDEX job_open_idx ON job (state) WHERE state IN ('created', 'waiting', 'in_progress', 'reinitialised');

-- Worker processes announce themselves here; no fresh heartbeat means "Keine Verbindung zum Job-Server!".
CREATE TABLE job_worker (
  id text PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);

-- Every object put into storage, by content hash. Objects are immutable; rows are never updated.
CREATE TABLE stored_object (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size bigint NOT NULL CHECK (size >= 0),
  content_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Installation-wide settings (inactivity timeout, maintenance, password policy, ...), one JSON value per key.
CREATE TABLE system_setting (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
