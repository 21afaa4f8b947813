CREATE TABLE "deploys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance" text NOT NULL,
	"version" text NOT NULL,
	"migration" text,
	"migrated_at" timestamp with time zone,
	"booted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_samples" (
	"instance" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "metric_samples_instance_at_name_pk" PRIMARY KEY("instance","at","name")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "deploys_booted_idx" ON "deploys" USING btree ("booted_at");--> statement-breakpoint
CREATE INDEX "metric_samples_at_idx" ON "metric_samples" USING btree ("at");--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON metric_samples FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON deploys FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();