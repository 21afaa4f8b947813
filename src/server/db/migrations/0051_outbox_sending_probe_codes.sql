-- ADR 0063: the outbox sends each e-mail at most once (sending_at: set just before the SMTP hand-over, cleared if it fails);
-- provider checks keep a stable detail code with its parameters (translated on the screen) and the instance that ran them.
ALTER TABLE "outbox" ADD COLUMN "sending_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "provider_checks" ADD COLUMN "detail_code" text;--> statement-breakpoint
ALTER TABLE "provider_checks" ADD COLUMN "detail_params" jsonb;--> statement-breakpoint
ALTER TABLE "provider_checks" ADD COLUMN "instance" text;