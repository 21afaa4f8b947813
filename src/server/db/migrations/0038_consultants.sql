CREATE TABLE "consultant_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"day_rate_cents" integer,
	"hourly_rate_cents" integer,
	"credentials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"submitted_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_deliverables" (
	"engagement_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"added_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_deliverables_engagement_id_document_id_pk" PRIMARY KEY("engagement_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "engagement_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_tasks" (
	"engagement_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_tasks_engagement_id_task_id_pk" PRIMARY KEY("engagement_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"consultant_id" text NOT NULL,
	"requested_by" text,
	"scope" text NOT NULL,
	"gaps" jsonb NOT NULL,
	"budget_cents" integer,
	"deadline" date,
	"state" text DEFAULT 'requested' NOT NULL,
	"grant_id" uuid,
	"score_before" numeric(6, 2),
	"rating" integer,
	"review" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_deliverables" ADD CONSTRAINT "engagement_deliverables_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_deliverables" ADD CONSTRAINT "engagement_deliverables_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_deliverables" ADD CONSTRAINT "engagement_deliverables_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD CONSTRAINT "engagement_messages_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD CONSTRAINT "engagement_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_tasks" ADD CONSTRAINT "engagement_tasks_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_tasks" ADD CONSTRAINT "engagement_tasks_task_id_compliance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."compliance_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_grant_id_project_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."project_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_profiles_status_idx" ON "consultant_profiles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "engagement_messages_idx" ON "engagement_messages" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE INDEX "engagements_project_idx" ON "engagements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "engagements_consultant_idx" ON "engagements" USING btree ("consultant_id");