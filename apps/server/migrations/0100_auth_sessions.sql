-- Sign-in: lockout per login name, device sessions per module, authorization-code flow for apps.

-- Failed sign-ins are counted per login name, known or not, so the lockout never tells whether a
-- user exists. Replaces the counters on app_user.
CREATE TABLE auth_login_throttle (
  login_name text PRIMARY KEY,
  failed_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_login_throttle_updated_idx ON auth_login_throttle (updated_at);
ALTER TABLE app_user DROP COLUMN failed_login_count;
ALTER TABLE app_user DROP COLUMN locked_until;

-- External applications that may ask for access through OAuth/Authorize. Redirect URIs match exactly.
CREATE TABLE auth_client_app (
  client_id text PRIMARY KEY,
  name text NOT NULL,
  secret_hash text,
  redirect_uris text[] NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A permanent access a user granted an application; revoking it ends the application's sessions.
CREATE TABLE auth_app_grant (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  client_id text NOT NULL REFERENCES auth_client_app (client_id) ON DELETE CASCADE,
  scope text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX auth_app_grant_live_key ON auth_app_grant (user_id, client_id) WHERE revoked_at IS NULL;

-- Module sessions hang below the shell session they were opened from: one device, one instance.
ALTER TABLE auth_session ADD COLUMN parent_session_id uuid REFERENCES auth_session (id) ON DELETE CASCADE;
ALTER TABLE auth_session ADD COLUMN grant_id uuid REFERENCES auth_app_grant (id) ON DELETE SET NULL;
CREATE INDEX auth_session_parent_idx ON auth_session (parent_session_id) WHERE parent_session_id IS NOT NULL;
CREATE INDEX auth_session_user_audience_idx ON auth_session (user_id, audience) WHERE ended_at IS NULL;
CREATE INDEX auth_session_grant_idx ON auth_session (grant_id) WHERE grant_id IS NOT NULL;

-- Authorization codes, stored as sha256 hashes, single use, bound to client, redirect URI and PKCE challenge.
CREATE TABLE auth_authorization_code (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL REFERENCES auth_client_app (client_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  grant_id uuid REFERENCES auth_app_grant (id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  scope text NOT NULL,
  code_challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  session_id uuid REFERENCES auth_session (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
