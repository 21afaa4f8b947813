CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"methodology_version" text NOT NULL,
	"engine_version" text NOT NULL,
	"seed" bigint NOT NULL,
	"iterations" integer NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"score_total" numeric(6, 2) NOT NULL,
	"npv" numeric(20, 2) NOT NULL,
	CONSTRAINT "evaluations_project_version" UNIQUE("project_id","version")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "evaluation_inputs" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "evaluation_inputs_saved_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_project_idx" ON "evaluations" USING btree ("project_id","version");