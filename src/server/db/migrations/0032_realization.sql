CREATE TABLE "calendar_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "calendar_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "kpi_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"values" jsonb NOT NULL,
	"note" text,
	"answered_by" text,
	"answered_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_answers_period" UNIQUE("request_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "kpi_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"investor_id" text NOT NULL,
	"kpis" jsonb NOT NULL,
	"cadence" text NOT NULL,
	"start_on" date NOT NULL,
	"message" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_obligations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"request_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"indicator" text,
	"target_value" double precision,
	"period_start" date,
	"period_end" date,
	"item_id" text,
	"source_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_obligations_source" UNIQUE("request_id","source_key"),
	CONSTRAINT "project_obligations_status" CHECK ("project_obligations"."status" in ('open','met','overdue','waived'))
);
--> statement-breakpoint
CREATE TABLE "project_roadmaps" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"phases" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"baseline" jsonb,
	"baseline_at" timestamp (3) with time zone,
	"status" text DEFAULT 'not_started' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realization_sent" (
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realization_sent_subject_key_pk" PRIMARY KEY("subject","key")
);
--> statement-breakpoint
CREATE TABLE "roadmap_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"author_id" text,
	"note" text NOT NULL,
	"percent" double precision,
	"status" text,
	"actual_cents" double precision,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_answers" ADD CONSTRAINT "kpi_answers_request_id_kpi_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."kpi_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_answers" ADD CONSTRAINT "kpi_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_requests" ADD CONSTRAINT "kpi_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_requests" ADD CONSTRAINT "kpi_requests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD CONSTRAINT "project_obligations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD CONSTRAINT "project_obligations_request_id_funding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."funding_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_roadmaps" ADD CONSTRAINT "project_roadmaps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_roadmaps" ADD CONSTRAINT "project_roadmaps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_progress" ADD CONSTRAINT "roadmap_progress_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_progress" ADD CONSTRAINT "roadmap_progress_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_tokens_user_idx" ON "calendar_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kpi_requests_project_idx" ON "kpi_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_obligations_project_idx" ON "project_obligations" USING btree ("project_id","due_on");--> statement-breakpoint
CREATE INDEX "roadmap_progress_item_idx" ON "roadmap_progress" USING btree ("project_id","item_id","created_at");