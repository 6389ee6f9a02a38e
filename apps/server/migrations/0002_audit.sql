-- Append-only audit trail per Mandant (GoBD): each entry carries the hash of its predecessor.

CREATE TABLE audit_chain_head (
  chain_key text PRIMARY KEY,
  last_seq bigint NOT NULL,
  last_hash text NOT NULL
);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chain_key text NOT NULL,
  seq bigint NOT NULL,
  mandant_id uuid REFERENCES mandant (id),
  actor_id uuid REFERENCES app_user (id),
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  UNIQUE (chain_key, seq)
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
CREATE INDEX audit_log_mandant_idx ON audit_log (mandant_id, created_at DESC);

-- Entries are never changed or removed; the database itself refuses it.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
