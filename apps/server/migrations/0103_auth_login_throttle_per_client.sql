-- Failed sign-ins are counted per login name AND client (address, plus the device key a client
-- sends): an attacker's failures lock the attacker out, never the owner signing in elsewhere.
DELETE FROM auth_login_throttle;
ALTER TABLE auth_login_throttle ADD COLUMN client_key text NOT NULL DEFAULT '';
ALTER TABLE auth_login_throttle DROP CONSTRAINT auth_login_throttle_pkey;
ALTER TABLE auth_login_throttle ADD PRIMARY KEY (login_name, client_key);
