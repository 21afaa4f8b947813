CREATE TABLE "auto_heal_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detector" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"trigger" text NOT NULL,
	"found" integer NOT NULL,
	"changed" integer NOT NULL,
	"items" jsonb NOT NULL,
	"summary" text NOT NULL,
	"ran_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"latency_ms" integer,
	"detail" text NOT NULL,
	"checked_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auto_heal_runs_detector_idx" ON "auto_heal_runs" USING btree ("detector","ran_at");--> statement-breakpoint
CREATE INDEX "provider_checks_provider_idx" ON "provider_checks" USING btree ("provider","checked_at");--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_checks FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auto_heal_runs FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();