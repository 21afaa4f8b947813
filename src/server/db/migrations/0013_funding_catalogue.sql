CREATE TABLE "funding_call_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"import_id" uuid,
	"imported_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "funding_call_versions_call_version" UNIQUE("call_id","version")
);
--> statement-breakpoint
CREATE TABLE "funding_import_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"url" text NOT NULL,
	"frequency" text NOT NULL,
	"next_run_at" timestamp (3) with time zone NOT NULL,
	"last_run_at" timestamp (3) with time zone,
	"last_import_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone NOT NULL,
	"report" jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "funding_calls" ADD COLUMN "budget" double precision;--> statement-breakpoint
ALTER TABLE "funding_calls" ADD COLUMN "closed_by_source" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_calls" ADD COLUMN "missing_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "funding_calls" ADD COLUMN "search_it" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce(funder, '') || ' ' || coalesce(programme, '')), 'B') || setweight(to_tsvector('italian'::regconfig, coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "funding_calls" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(funder, '') || ' ' || coalesce(programme, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "funding_call_versions" ADD CONSTRAINT "funding_call_versions_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_call_versions" ADD CONSTRAINT "funding_call_versions_import_id_funding_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."funding_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_imports_started_idx" ON "funding_imports" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "funding_calls_search_it_idx" ON "funding_calls" USING gin ("search_it");--> statement-breakpoint
CREATE INDEX "funding_calls_search_en_idx" ON "funding_calls" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "funding_calls_max_amount_idx" ON "funding_calls" USING btree ("max_amount");