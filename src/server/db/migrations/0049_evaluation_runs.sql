ALTER TABLE "jobs" ADD COLUMN "progress" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "outcome" jsonb;