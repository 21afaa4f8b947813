ALTER TABLE "billing_contact_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "billing_contact_requests" ADD COLUMN "name" text;