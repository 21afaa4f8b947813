CREATE TABLE "funding_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"by_id" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "funding_request_events_note_length" CHECK ("funding_request_events"."note" is null or char_length("funding_request_events"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "funding_request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_request_messages_body_length" CHECK (char_length("funding_request_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "funding_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"target" text NOT NULL,
	"call_id" uuid,
	"investor_id" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"amount_requested" numeric(16, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"package" jsonb DEFAULT '{"details":true,"evaluation":true,"compliance":true,"documentIds":[]}'::jsonb NOT NULL,
	"snapshot" jsonb,
	"grant_id" uuid,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp (3) with time zone,
	"decided_at" timestamp (3) with time zone,
	"funded_amount" numeric(16, 2),
	"funded_at" timestamp (3) with time zone,
	CONSTRAINT "funding_requests_one_target" CHECK (("funding_requests"."target" = 'call' and "funding_requests"."investor_id" is null) or ("funding_requests"."target" = 'investor' and "funding_requests"."call_id" is null)),
	CONSTRAINT "funding_requests_message_length" CHECK (char_length("funding_requests"."message") <= 5000),
	CONSTRAINT "funding_requests_amounts" CHECK (("funding_requests"."amount_requested" is null or "funding_requests"."amount_requested" > 0) and ("funding_requests"."funded_amount" is null or "funding_requests"."funded_amount" >= 0)),
	CONSTRAINT "funding_requests_funded" CHECK (("funding_requests"."state" = 'funded') = ("funding_requests"."funded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "funding_request_events" ADD CONSTRAINT "funding_request_events_request_id_funding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."funding_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_request_events" ADD CONSTRAINT "funding_request_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_request_messages" ADD CONSTRAINT "funding_request_messages_request_id_funding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."funding_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_request_messages" ADD CONSTRAINT "funding_request_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_grant_id_project_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."project_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_request_events_request_idx" ON "funding_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "funding_request_messages_request_idx" ON "funding_request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "funding_request_messages_author_idx" ON "funding_request_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "funding_requests_project_idx" ON "funding_requests" USING btree ("project_id","updated_at");--> statement-breakpoint
CREATE INDEX "funding_requests_investor_idx" ON "funding_requests" USING btree ("investor_id","state");--> statement-breakpoint
-- Hand-written: the enums the schema declares, enforced by the database too.
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_state_known" CHECK ("state" in ('draft', 'submitted', 'under_review', 'information_requested', 'approved', 'rejected', 'funded', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_target_known" CHECK ("target" in ('investor', 'call'));--> statement-breakpoint
ALTER TABLE "funding_request_events" ADD CONSTRAINT "funding_request_events_states_known" CHECK ("to_state" in ('draft', 'submitted', 'under_review', 'information_requested', 'approved', 'rejected', 'funded', 'withdrawn') and ("from_state" is null or "from_state" in ('draft', 'submitted', 'under_review', 'information_requested', 'approved', 'rejected', 'funded', 'withdrawn')));
