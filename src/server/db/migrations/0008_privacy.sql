-- Issue 11, account privacy (ADR 0014). audit_personal holds the personal part of audit entries written
-- from now on, outside the hash chain, so an erasure can delete it. Rows written before this migration
-- keep their address and e-mail targets inside the hashed row: they cannot be rewritten without breaking
-- the chain and are kept under art. 17(3)(b)/(e) until the audit retention period ends.
CREATE TABLE "audit_personal" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"subject_id" text,
	"subject_email" text,
	"salt" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp (3) with time zone,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone,
	"downloaded_at" timestamp (3) with time zone,
	"archive" "bytea",
	"archive_bytes" integer,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "audit_personal_subject_idx" ON "audit_personal" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "audit_personal_email_idx" ON "audit_personal" USING btree ("subject_email");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_export" ON "privacy_requests" USING btree ("user_id") WHERE kind = 'export' and status in ('pending', 'running');