-- E-mail intake (issue 19). The received e-mail is the original of the documents taken from it
-- (GoBD): capture keeps it as an attachment marked as origin, which nobody can delete.
ALTER TABLE cap_attachment ADD COLUMN origin boolean NOT NULL DEFAULT false;

-- One intake mailbox per Mandant, read by IMAP. The password is stored encrypted (AES-256-GCM,
-- MAIL_SECRET_KEY); next_poll_at is claimed by one worker at a time.
CREATE TABLE mail_mailbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL UNIQUE REFERENCES mandant (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  host text NOT NULL DEFAULT '',
  port integer NOT NULL DEFAULT 993,
  security text NOT NULL DEFAULT 'TLS',
  user_name text NOT NULL DEFAULT '',
  password_encrypted text,
  folder text NOT NULL DEFAULT 'INBOX',
  poll_minutes integer NOT NULL DEFAULT 5,
  stack_id uuid REFERENCES cap_stack (id) ON DELETE SET NULL,
  einvoice_stack_id uuid REFERENCES cap_stack (id) ON DELETE SET NULL,
  allowed_senders jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The IMAP UIDVALIDITY the last seen UID belongs to; a new one starts from the first message.
  uid_validity text,
  last_uid bigint NOT NULL DEFAULT 0,
  next_poll_at timestamptz,
  last_poll_at timestamptz,
  last_error_code text,
  last_job_id uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_mailbox_due_idx ON mail_mailbox (next_poll_at) WHERE enabled;

-- Every message taken from a mailbox, once per Message-ID (the unique key holds across restarts
-- and workers). `reason` is the message-wide reason it waits in the Posteingang, if any.
CREATE TABLE mail_message (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  mailbox_id uuid NOT NULL REFERENCES mail_mailbox (id) ON DELETE CASCADE,
  message_id text NOT NULL,
  imap_uid bigint,
  from_address text NOT NULL,
  subject text NOT NULL,
  received_at timestamptz NOT NULL,
  eml_sha256 text,
  eml_size bigint NOT NULL,
  reason text,
  times_received integer NOT NULL DEFAULT 1,
  dismissed_at timestamptz,
  dismissed_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mail_message_once UNIQUE (mandant_id, mailbox_id, message_id)
);
CREATE INDEX mail_message_mandant_idx ON mail_message (mandant_id, received_at);

-- The attachments of a message and what became of each: handed to capture's import (`queued`,
-- with its job), refused with a reason, or ignored (an inline picture of the text).
CREATE TABLE mail_attachment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id) ON DELETE CASCADE,
  mail_message_id uuid NOT NULL REFERENCES mail_message (id) ON DELETE CASCADE,
  position integer NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  outcome text NOT NULL,
  reason text,
  import_job_id uuid,
  stack_id uuid,
  handed_at timestamptz,
  CONSTRAINT mail_attachment_position UNIQUE (mail_message_id, position)
);
