-- Messages between a user's product instances (spec 002, "Application message"). The id orders
-- them: every insert takes one advisory lock, so ids become visible in the order they were given
-- and a listener that saw id n has seen every earlier message meant for it.
CREATE TABLE msg_message (
  id bigserial PRIMARY KEY,
  uid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- NULL: every signed-in user (a system status change that carries no data).
  user_id uuid REFERENCES app_user (id) ON DELETE CASCADE,
  -- The sign-in (shell session) the message stays within; NULL: all of the user's sign-ins.
  device_session_id uuid,
  mandant_id uuid REFERENCES mandant (id) ON DELETE CASCADE,
  instance_type text,
  sender_uid text NOT NULL,
  message_type integer NOT NULL,
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX msg_message_user_idx ON msg_message (user_id, id);
CREATE INDEX msg_message_created_idx ON msg_message (created_at);
