CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"backup_name" text,
	"tables" integer,
	"rows" bigint,
	"blobs" integer,
	"bytes" bigint,
	"detail" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "backup_runs_kind_created_idx" ON "backup_runs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON backup_runs FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();