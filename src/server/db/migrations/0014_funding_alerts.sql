CREATE TABLE "funding_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"call_id" uuid NOT NULL,
	"saved_search_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"email_due_at" timestamp (3) with time zone,
	"emailed_at" timestamp (3) with time zone,
	CONSTRAINT "funding_alerts_user_key" UNIQUE("user_id","key"),
	CONSTRAINT "funding_alerts_kind" CHECK ("funding_alerts"."kind" in ('new_call', 'changed', 'deadline_7', 'deadline_1'))
);
--> statement-breakpoint
CREATE TABLE "funding_saved_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"call_id" uuid NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"seen_version" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_saved_calls_user_call" UNIQUE("user_id","call_id")
);
--> statement-breakpoint
CREATE TABLE "funding_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"digest" text DEFAULT 'daily' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_saved_searches_digest" CHECK ("funding_saved_searches"."digest" in ('none', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "funding_alerts" ADD CONSTRAINT "funding_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_alerts" ADD CONSTRAINT "funding_alerts_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_alerts" ADD CONSTRAINT "funding_alerts_saved_search_id_funding_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."funding_saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_saved_calls" ADD CONSTRAINT "funding_saved_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_saved_calls" ADD CONSTRAINT "funding_saved_calls_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_saved_searches" ADD CONSTRAINT "funding_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_alerts_email_due_idx" ON "funding_alerts" USING btree ("email_due_at");--> statement-breakpoint
CREATE INDEX "funding_saved_calls_call_idx" ON "funding_saved_calls" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "funding_saved_searches_user_idx" ON "funding_saved_searches" USING btree ("user_id");