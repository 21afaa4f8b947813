-- The read cache (ADR 0045): every statement that changes a table announces the table's name on the
-- channel cr_data_changed, delivered to every listening instance when the writing transaction commits
-- (one notification per table and transaction: PostgreSQL folds identical ones). Statement-level, so a
-- bulk write costs one notification, and cascaded deletes announce the tables they reach. A table added
-- by a later migration needs the same trigger: until it has one, no read depending on it is cached
-- (the listener reads which tables lack it), and a test lists every table without it.
CREATE OR REPLACE FUNCTION cr_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cr_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
  LOOP
    EXECUTE format(
      'CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed()',
      t.relname);
  END LOOP;
END $$;
