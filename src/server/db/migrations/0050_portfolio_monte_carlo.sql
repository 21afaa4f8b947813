CREATE TABLE "portfolio_mc_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"requested_by" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"seed" bigint NOT NULL,
	"iterations" integer NOT NULL,
	"projects_total" integer NOT NULL,
	"projects_done" integer DEFAULT 0 NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "portfolio_mc_runs_progress" CHECK ("portfolio_mc_runs"."projects_done" between 0 and "portfolio_mc_runs"."projects_total")
);
--> statement-breakpoint
ALTER TABLE "portfolio_mc_runs" ADD CONSTRAINT "portfolio_mc_runs_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_mc_runs" ADD CONSTRAINT "portfolio_mc_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_mc_runs_portfolio_idx" ON "portfolio_mc_runs" USING btree ("portfolio_id","created_at");--> statement-breakpoint
CREATE TRIGGER cr_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portfolio_mc_runs FOR EACH STATEMENT EXECUTE FUNCTION cr_data_changed();