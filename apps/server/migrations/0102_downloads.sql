-- Download manager: files prepared for a user (exports, zips), built by jobs.

CREATE TABLE download_content (
  folder_reference_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  mandnr integer NOT NULL DEFAULT -1,
  content_state smallint NOT NULL CHECK (content_state BETWEEN 0 AND 3),
  download_name text NOT NULL,
  content_type smallint NOT NULL CHECK (content_type BETWEEN 0 AND 4),
  content_system smallint NOT NULL CHECK (content_system BETWEEN 0 AND 3),
  time_stamp timestamptz NOT NULL DEFAULT now(),
  unseen_by_user boolean NOT NULL DEFAULT true,
  working_job_id uuid REFERENCES job (id) ON DELETE SET NULL,
  file_sha256 text CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  file_name text,
  file_size bigint,
  error_text text
);
CREATE INDEX download_content_user_idx ON download_content (user_id, time_stamp DESC);
CREATE INDEX download_content_file_idx ON download_content (file_sha256) WHERE file_sha256 IS NOT NULL;

CREATE TABLE download_user_setting (
  user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  auto_download_enabled boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
