-- A session remembers the hash of the device key its browser sent: when the same browser signs in
-- again after being closed without "Abmelden", its stale module session makes way instead of
-- answering instance_locked.
ALTER TABLE auth_session ADD COLUMN device_key_hash text;
