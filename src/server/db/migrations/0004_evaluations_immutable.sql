-- A stored evaluation is a record of what was computed from what: it can be added, or removed with
-- its project, but never changed.
CREATE OR REPLACE FUNCTION evaluations_refuse_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'evaluations are immutable: UPDATE refused' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER evaluations_no_update BEFORE UPDATE ON evaluations
  FOR EACH ROW EXECUTE FUNCTION evaluations_refuse_update();
