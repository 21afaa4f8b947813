CREATE TABLE "compliance_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"framework" text NOT NULL,
	"framework_version" text NOT NULL,
	"item_id" text NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	"remedy" text,
	"deadline" date,
	"owner" text,
	"due_date" date,
	"notes" text,
	"control_id" text,
	"overridden" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"document_id" uuid,
	"source_filename" text,
	"page" integer,
	"url" text,
	"description" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_framework_items" (
	"framework" text NOT NULL,
	"version" text NOT NULL,
	"item_id" text NOT NULL,
	"position" integer NOT NULL,
	"section_id" text NOT NULL,
	"section_en" text NOT NULL,
	"section_it" text NOT NULL,
	"title_en" text NOT NULL,
	"title_it" text NOT NULL,
	"evidence" text NOT NULL,
	"weight" integer NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "compliance_framework_items_framework_version_item_id_pk" PRIMARY KEY("framework","version","item_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_frameworks" (
	"id" text NOT NULL,
	"version" text NOT NULL,
	"name_en" text NOT NULL,
	"name_it" text NOT NULL,
	"item_count" integer NOT NULL,
	"loaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_frameworks_id_version_pk" PRIMARY KEY("id","version")
);
--> statement-breakpoint
CREATE TABLE "compliance_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"owner" text NOT NULL,
	"due_date" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_compliance_scope" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"scope" jsonb NOT NULL,
	"taxonomy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_answers" ADD CONSTRAINT "compliance_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_answers" ADD CONSTRAINT "compliance_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_answer_id_compliance_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."compliance_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_tasks" ADD CONSTRAINT "compliance_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_tasks" ADD CONSTRAINT "compliance_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_compliance_scope" ADD CONSTRAINT "project_compliance_scope_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_compliance_scope" ADD CONSTRAINT "project_compliance_scope_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_answers_item_idx" ON "compliance_answers" USING btree ("project_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_evidence_answer_idx" ON "compliance_evidence" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "compliance_evidence_document_idx" ON "compliance_evidence" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "compliance_tasks_project_idx" ON "compliance_tasks" USING btree ("project_id","status");--> statement-breakpoint
-- Hand-written checks (issue 13): the rules the service applies, held by the database too.
ALTER TABLE "compliance_framework_items" ADD CONSTRAINT "compliance_framework_items_weight_check" CHECK ("weight" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "compliance_answers" ADD CONSTRAINT "compliance_answers_reason_check" CHECK ("answer" <> 'not_applicable' OR coalesce(btrim("reason"), '') <> '');--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_kind_check" CHECK (("url" IS NOT NULL AND "description" IS NOT NULL AND "source_filename" IS NULL) OR ("url" IS NULL AND "source_filename" IS NOT NULL));
