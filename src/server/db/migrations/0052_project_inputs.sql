-- ADR 0064: the evaluation workspace's draft inputs move from the `projects` row to a table of their own, so
-- saving them (hundreds of times a minute under load) no longer touches `projects` and drops every cached read
-- that depends on it (ADR 0045). The saved drafts are copied; a draft saved without a time (never written so by
-- the code) takes the project's last update as its time.
CREATE TABLE "project_inputs" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"inputs" jsonb NOT NULL,
	"saved_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_inputs" ADD CONSTRAINT "project_inputs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "project_inputs" ("project_id", "inputs", "saved_at")
SELECT "id", "evaluation_inputs", coalesce("evaluation_inputs_saved_at", "updated_at") FROM "projects" WHERE "evaluation_inputs" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "evaluation_inputs";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "evaluation_inputs_saved_at";--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_inputs FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();
