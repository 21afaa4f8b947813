CREATE TABLE "document_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"document_id" uuid,
	"source_filename" text NOT NULL,
	"key" text NOT NULL,
	"period" integer,
	"value" double precision NOT NULL,
	"original_value" double precision,
	"currency" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"page" integer,
	"sheet" text,
	"cell" text,
	"quote" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"uploaded_by" text,
	"filename" text NOT NULL,
	"media_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"kind" text,
	"kind_confidence" double precision,
	"pages" integer,
	"text_layer" boolean,
	"ocr" text,
	"language" text,
	"checklist" jsonb,
	"risks" jsonb,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"analysed_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "document_figures" ADD CONSTRAINT "document_figures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_figures" ADD CONSTRAINT "document_figures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_figures" ADD CONSTRAINT "document_figures_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_figures_document_idx" ON "document_figures" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_figures_project_idx" ON "document_figures" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "documents_project_idx" ON "documents" USING btree ("project_id","filename","version");