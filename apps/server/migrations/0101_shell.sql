-- Shell: per-user preferences, per-user JSON store, client error log.

CREATE TABLE user_shell_setting (
  user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  theme text CHECK (theme IN ('Blau', 'Grau', 'Grün', 'SBA')),
  last_notified_release_version text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- getJsonData / setJsonData / removeJsonData: small JSON values a user's client keeps on the server.
CREATE TABLE user_json_data (
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- system/WriteErrorLog: errors the web client met, for the administrator.
CREATE TABLE client_error_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
  message text NOT NULL,
  url text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_error_log_created_idx ON client_error_log (created_at DESC);
