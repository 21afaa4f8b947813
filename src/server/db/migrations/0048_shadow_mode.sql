CREATE TABLE "shadow_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"candidate" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shadow_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate" text NOT NULL,
	"scope" text NOT NULL,
	"evaluation_count" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shadow_decisions" ADD CONSTRAINT "shadow_decisions_run_id_shadow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."shadow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shadow_decisions" ADD CONSTRAINT "shadow_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shadow_runs" ADD CONSTRAINT "shadow_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shadow_decisions_run_idx" ON "shadow_decisions" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "shadow_runs_created_idx" ON "shadow_runs" USING btree ("created_at");--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shadow_runs FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shadow_decisions FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();