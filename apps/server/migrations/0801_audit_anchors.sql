-- The audit trail refuses TRUNCATE and rewinds of its chain heads; checks of the chains against the
-- signed anchors outside the database are recorded, and a failed one is the administrator's alarm.

CREATE FUNCTION audit_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: TRUNCATE refused', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_truncate();
CREATE TRIGGER audit_chain_head_no_truncate BEFORE TRUNCATE ON audit_chain_head
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_truncate();

-- A chain head only moves forward.
CREATE FUNCTION audit_chain_head_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.chain_key <> OLD.chain_key OR NEW.last_seq <= OLD.last_seq THEN
    RAISE EXCEPTION 'audit_chain_head only moves forward';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER audit_chain_head_forward BEFORE UPDATE OR DELETE ON audit_chain_head
  FOR EACH ROW EXECUTE FUNCTION audit_chain_head_forward_only();

CREATE TABLE audit_check (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  checked_at timestamptz NOT NULL,
  trigger text NOT NULL,
  ok boolean NOT NULL,
  chains integer NOT NULL,
  entries bigint NOT NULL,
  anchors integer NOT NULL,
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  acknowledged_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
  acknowledged_at timestamptz
);
CREATE INDEX audit_check_latest_idx ON audit_check (checked_at DESC);

-- One nightly check per calendar day, whichever worker process claims it first.
CREATE TABLE audit_daily_run (
  day date PRIMARY KEY,
  claimed_at timestamptz NOT NULL
);
