ALTER TABLE "kpi_requests" ADD COLUMN "thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD COLUMN "baseline_value" double precision;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD COLUMN "current_value" double precision;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD COLUMN "current_on" date;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "project_obligations" ADD CONSTRAINT "project_obligations_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;