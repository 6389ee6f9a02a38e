-- A Mandant's goods-receipt data revision: every statement that inserts, changes or deletes lines
-- raises it, so a grid total counted at one revision can be reused until the data change (on every
-- node: the revision is read from the database, the count is kept per node). No foreign key: the
-- row is only a cache key, and a Mandant's deletion cascades into the lines, whose trigger runs
-- after the Mandant row is gone.
CREATE TABLE wawi_revision (
  mandant_id uuid PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE FUNCTION wawi_raise_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wawi_revision (mandant_id, revision)
  SELECT DISTINCT mandant_id, 1 FROM changed_lines
  ON CONFLICT (mandant_id) DO UPDATE SET revision = wawi_revision.revision + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER wawi_revision_on_insert AFTER INSERT ON wawi_goods_receipt
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION wawi_raise_revision();
CREATE TRIGGER wawi_revision_on_update AFTER UPDATE ON wawi_goods_receipt
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION wawi_raise_revision();
CREATE TRIGGER wawi_revision_on_delete AFTER DELETE ON wawi_goods_receipt
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION wawi_raise_revision();
