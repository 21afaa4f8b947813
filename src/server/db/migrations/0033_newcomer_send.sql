CREATE TABLE "investor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_min" numeric(16, 2),
	"ticket_max" numeric(16, 2),
	"instruments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_profiles_headline_length" CHECK (char_length("investor_profiles"."headline") <= 300),
	CONSTRAINT "investor_profiles_ticket" CHECK (("investor_profiles"."ticket_min" is null or "investor_profiles"."ticket_min" >= 0) and ("investor_profiles"."ticket_min" is null or "investor_profiles"."ticket_max" is null or "investor_profiles"."ticket_min" <= "investor_profiles"."ticket_max"))
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"report_id" uuid NOT NULL,
	"recipient_id" text NOT NULL,
	"request_id" uuid,
	"shared_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "report_shares_report_id_recipient_id_pk" PRIMARY KEY("report_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "portal_submitted_on" date;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "portal_protocol" text;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD COLUMN "report_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_request_id_funding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."funding_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_profiles_listed_idx" ON "investor_profiles" USING btree ("listed");--> statement-breakpoint
CREATE INDEX "report_shares_recipient_idx" ON "report_shares" USING btree ("recipient_id");