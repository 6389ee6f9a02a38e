-- The GoBD archive (UniView): frozen copies of archived documents. The database itself refuses every
-- change and every deletion before the retention period has ended, TRUNCATE included; a correction is
-- a new revision that points to the one it corrects.

CREATE TABLE archive_document (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id),
  source_document_id uuid NOT NULL,
  revision integer NOT NULL,
  previous_id uuid REFERENCES archive_document (id),
  superseded_by uuid,
  title text NOT NULL,
  document_type text NOT NULL,
  document_kind text NOT NULL,
  original_sha256 text NOT NULL,
  original_content_type text NOT NULL,
  pdf_sha256 text,
  pdf_format text NOT NULL,
  page_count integer NOT NULL,
  document_date date,
  gross_cents bigint,
  creditor text,
  invoice_number text,
  accounts bigint[] NOT NULL DEFAULT '{}',
  cost_centres text[] NOT NULL DEFAULT '{}',
  index_values jsonb NOT NULL,
  booking jsonb,
  history jsonb NOT NULL,
  einvoice jsonb,
  search_text tsvector NOT NULL,
  content_hash text NOT NULL,
  correction_reason text,
  archived_at timestamptz NOT NULL,
  archived_by uuid,
  archived_by_name text,
  UNIQUE (source_document_id, revision)
);
-- The newest revision of each document: the lists, the index search and the full-text search use these.
CREATE UNIQUE INDEX archive_document_current_idx ON archive_document (source_document_id)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_list_idx ON archive_document (mandant_id, archived_at DESC, id DESC)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_date_idx ON archive_document (mandant_id, document_date DESC NULLS LAST, id DESC)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_creditor_idx ON archive_document (mandant_id, lower(creditor), document_date DESC)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_amount_idx ON archive_document (mandant_id, gross_cents)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_number_idx ON archive_document (mandant_id, lower(invoice_number))
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_accounts_idx ON archive_document USING gin (accounts)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_cost_centres_idx ON archive_document USING gin (cost_centres)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_values_idx ON archive_document USING gin (index_values jsonb_path_ops)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_text_idx ON archive_document USING gin (search_text)
  WHERE superseded_by IS NULL;
CREATE INDEX archive_document_source_idx ON archive_document (source_document_id, revision);

-- Pages belong to the archived document, shared by its revisions (a correction changes index data only).
CREATE TABLE archive_page (
  source_document_id uuid NOT NULL,
  page_no integer NOT NULL,
  mandant_id uuid NOT NULL REFERENCES mandant (id),
  width real NOT NULL,
  height real NOT NULL,
  text text NOT NULL DEFAULT '',
  PRIMARY KEY (source_document_id, page_no)
);

-- Retention (§ 147 AO) per archived document: class, the day after which it may be deleted (null: until
-- the matching invoice arrives, for delivery notes) and a legal hold.
CREATE TABLE archive_retention (
  source_document_id uuid PRIMARY KEY,
  mandant_id uuid NOT NULL REFERENCES mandant (id),
  retention_class text NOT NULL,
  retention_until date,
  legal_hold boolean NOT NULL DEFAULT false,
  legal_hold_reason text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX archive_retention_due_idx ON archive_retention (mandant_id, retention_until)
  WHERE NOT legal_hold;

-- A legal hold over all documents of a Mandant (tax audit, litigation): nothing of it may be deleted.
CREATE TABLE archive_mandant_hold (
  mandant_id uuid PRIMARY KEY REFERENCES mandant (id),
  reason text NOT NULL,
  set_by uuid,
  set_at timestamptz NOT NULL
);

-- What was deleted after its retention period, kept for the deletion report (never changed).
CREATE TABLE archive_deletion (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id),
  source_document_id uuid NOT NULL,
  title text NOT NULL,
  document_type text NOT NULL,
  retention_class text NOT NULL,
  retention_until date NOT NULL,
  revisions integer NOT NULL,
  content_hash text NOT NULL,
  archived_at timestamptz NOT NULL,
  deleted_at timestamptz NOT NULL,
  deleted_by uuid,
  deleted_by_name text
);
CREATE INDEX archive_deletion_mandant_idx ON archive_deletion (mandant_id, deleted_at DESC);

-- Search masks (spec 002): name, owner, entries, result columns, revisions, system fields; published
-- masks are offered to every user of the Kanzlei.
CREATE TABLE archive_search_mask (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kanzlei_id uuid NOT NULL REFERENCES kanzlei (id),
  owner_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  name text NOT NULL,
  entries jsonb NOT NULL,
  result_fields text[] NOT NULL,
  show_revision boolean NOT NULL DEFAULT false,
  show_system_fields boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_id, name)
);

-- A search that goes on in the background: started, found_continuing, ended, aborted.
CREATE TABLE archive_search_run (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  state text NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  max_count integer NOT NULL,
  limited boolean NOT NULL DEFAULT false,
  query jsonb NOT NULL,
  error_code text,
  started_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX archive_search_run_user_idx ON archive_search_run (user_id, started_at DESC);

-- Sessions an external application opens for a user to show archived documents
-- (ArcDocViewer/EXTERN/{SESSION_UID}).
CREATE TABLE archive_extern_session (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mandant_id uuid NOT NULL REFERENCES mandant (id),
  user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  source_document_ids uuid[] NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Immutability ---------------------------------------------------------------------------------------

CREATE FUNCTION archive_refuse(table_name text, operation text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'archive is immutable: % on % refused', operation, table_name
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE FUNCTION archive_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM archive_refuse(TG_TABLE_NAME, 'TRUNCATE');
  RETURN NULL;
END;
$$;

-- Whether the retention of a document has ended and nothing holds it.
CREATE FUNCTION archive_deletable(source uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM archive_retention r
    WHERE r.source_document_id = source
      AND r.retention_until IS NOT NULL
      AND r.retention_until < current_date
      AND NOT r.legal_hold
      AND NOT EXISTS (SELECT 1 FROM archive_mandant_hold h WHERE h.mandant_id = r.mandant_id)
  );
$$;

-- Whether a captured document is in the archive (its capture data is then frozen too).
CREATE FUNCTION archive_holds(document uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT document IS NOT NULL AND EXISTS (SELECT 1 FROM archive_document a WHERE a.source_document_id = document);
$$;

CREATE FUNCTION archive_document_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The one change allowed: marking a revision as superseded by its correction, once.
    IF OLD.superseded_by IS NULL AND NEW.superseded_by IS NOT NULL
       AND (to_jsonb(NEW) - 'superseded_by') = (to_jsonb(OLD) - 'superseded_by') THEN
      RETURN NEW;
    END IF;
    PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  END IF;
  IF NOT archive_deletable(OLD.source_document_id) THEN
    PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  END IF;
  RETURN OLD;
END;
$$;
CREATE TRIGGER archive_document_immutable BEFORE UPDATE OR DELETE ON archive_document
  FOR EACH ROW EXECUTE FUNCTION archive_document_guard();
CREATE TRIGGER archive_document_no_truncate BEFORE TRUNCATE ON archive_document
  FOR EACH STATEMENT EXECUTE FUNCTION archive_refuse_truncate();

-- Pages and retention rows go only with the last revision of their document.
CREATE FUNCTION archive_dependent_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'archive_retention' THEN
    IF NEW.source_document_id = OLD.source_document_id AND NEW.mandant_id = OLD.mandant_id
       AND NEW.retention_class = OLD.retention_class
       AND (OLD.retention_until IS NULL OR NEW.retention_until >= OLD.retention_until) THEN
      RETURN NEW;
    END IF;
    PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  END IF;
  IF TG_OP = 'UPDATE' OR archive_holds(OLD.source_document_id) THEN
    PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  END IF;
  RETURN OLD;
END;
$$;
CREATE TRIGGER archive_page_immutable BEFORE UPDATE OR DELETE ON archive_page
  FOR EACH ROW EXECUTE FUNCTION archive_dependent_guard();
CREATE TRIGGER archive_page_no_truncate BEFORE TRUNCATE ON archive_page
  FOR EACH STATEMENT EXECUTE FUNCTION archive_refuse_truncate();
CREATE TRIGGER archive_retention_guard BEFORE UPDATE OR DELETE ON archive_retention
  FOR EACH ROW EXECUTE FUNCTION archive_dependent_guard();
CREATE TRIGGER archive_retention_no_truncate BEFORE TRUNCATE ON archive_retention
  FOR EACH STATEMENT EXECUTE FUNCTION archive_refuse_truncate();

CREATE FUNCTION archive_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  RETURN NULL;
END;
$$;
CREATE TRIGGER archive_deletion_append_only BEFORE UPDATE OR DELETE ON archive_deletion
  FOR EACH ROW EXECUTE FUNCTION archive_append_only();
CREATE TRIGGER archive_deletion_no_truncate BEFORE TRUNCATE ON archive_deletion
  FOR EACH STATEMENT EXECUTE FUNCTION archive_refuse_truncate();

-- The capture data of an archived document is frozen as well: the document row may only change its
-- export flags, lock and place in the capture tree; its pages, versions, index values, annotations,
-- attachments and journal entries can be neither changed nor removed while the archive holds it.
CREATE FUNCTION archive_capture_document_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free_columns text[] := ARRAY['fibu_exported', 'dms_exported', 'locked', 'updated_at', 'stack_id', 'folder_id', 'position'];
BEGIN
  IF NOT OLD.archived OR NOT archive_holds(OLD.id) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - free_columns) = (to_jsonb(OLD) - free_columns) THEN
    RETURN NEW;
  END IF;
  PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  RETURN NULL;
END;
$$;
CREATE TRIGGER cap_document_archive_guard BEFORE UPDATE OR DELETE ON cap_document
  FOR EACH ROW EXECUTE FUNCTION archive_capture_document_guard();

CREATE FUNCTION archive_capture_child_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_document uuid;
BEGIN
  row_document := CASE WHEN TG_OP = 'INSERT' THEN NEW.document_id ELSE OLD.document_id END;
  IF archive_holds(row_document) OR (TG_OP = 'UPDATE' AND archive_holds(NEW.document_id)) THEN
    PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
CREATE TRIGGER cap_page_archive_guard BEFORE INSERT OR UPDATE OR DELETE ON cap_page
  FOR EACH ROW EXECUTE FUNCTION archive_capture_child_guard();
CREATE TRIGGER cap_document_version_archive_guard BEFORE INSERT OR UPDATE OR DELETE ON cap_document_version
  FOR EACH ROW EXECUTE FUNCTION archive_capture_child_guard();
CREATE TRIGGER cap_index_value_archive_guard BEFORE INSERT OR UPDATE OR DELETE ON cap_index_value
  FOR EACH ROW EXECUTE FUNCTION archive_capture_child_guard();
CREATE TRIGGER cap_annotation_archive_guard BEFORE INSERT OR UPDATE OR DELETE ON cap_annotation
  FOR EACH ROW EXECUTE FUNCTION archive_capture_child_guard();
CREATE TRIGGER cap_attachment_archive_guard BEFORE INSERT OR UPDATE OR DELETE ON cap_attachment
  FOR EACH ROW EXECUTE FUNCTION archive_capture_child_guard();
CREATE TRIGGER einvoice_archive_guard BEFORE INSERT OR UPDATE OR DELETE ON einvoice
  FOR EACH ROW EXECUTE FUNCTION archive_capture_child_guard();

-- History stays: new entries may follow (an export, say), old ones are neither changed nor removed.
CREATE FUNCTION archive_history_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF archive_holds(OLD.document_id) THEN
    PERFORM archive_refuse(TG_TABLE_NAME, TG_OP);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
CREATE TRIGGER cap_journal_archive_guard BEFORE UPDATE OR DELETE ON cap_journal
  FOR EACH ROW EXECUTE FUNCTION archive_history_guard();
CREATE TRIGGER wf_history_archive_guard BEFORE UPDATE OR DELETE ON wf_history
  FOR EACH ROW EXECUTE FUNCTION archive_history_guard();

-- TRUNCATE would bypass every row trigger: refused on these tables while the archive holds anything.
CREATE FUNCTION archive_capture_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM archive_document) THEN
    PERFORM archive_refuse(TG_TABLE_NAME, 'TRUNCATE');
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER cap_document_no_truncate BEFORE TRUNCATE ON cap_document
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER cap_page_no_truncate BEFORE TRUNCATE ON cap_page
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER cap_document_version_no_truncate BEFORE TRUNCATE ON cap_document_version
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER cap_index_value_no_truncate BEFORE TRUNCATE ON cap_index_value
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER cap_annotation_no_truncate BEFORE TRUNCATE ON cap_annotation
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER cap_attachment_no_truncate BEFORE TRUNCATE ON cap_attachment
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER cap_journal_no_truncate BEFORE TRUNCATE ON cap_journal
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER wf_history_no_truncate BEFORE TRUNCATE ON wf_history
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
CREATE TRIGGER einvoice_no_truncate BEFORE TRUNCATE ON einvoice
  FOR EACH STATEMENT EXECUTE FUNCTION archive_capture_no_truncate();
