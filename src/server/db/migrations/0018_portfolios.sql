CREATE TABLE "portfolio_holdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"source" text NOT NULL,
	"project_id" uuid,
	"import_run_id" uuid,
	"source_row" integer,
	"name" text NOT NULL,
	"industry_code" text,
	"region" text,
	"invested" numeric(16, 2) DEFAULT 0 NOT NULL,
	"committed" numeric(16, 2),
	"invested_on" date,
	"stage" text,
	"revenue" double precision,
	"ebitda" double precision,
	"cash" double precision,
	"monthly_burn" double precision,
	"npv" double precision,
	"irr" double precision,
	"cr_score" double precision,
	"previous_cr_score" double precision,
	"milestone_due" date,
	"added_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_holdings_project" UNIQUE("portfolio_id","project_id"),
	CONSTRAINT "portfolio_holdings_source" CHECK ("portfolio_holdings"."source" = 'project' or "portfolio_holdings"."project_id" is null),
	CONSTRAINT "portfolio_holdings_amounts" CHECK ("portfolio_holdings"."invested" >= 0 and ("portfolio_holdings"."committed" is null or "portfolio_holdings"."committed" >= 0)),
	CONSTRAINT "portfolio_holdings_scores" CHECK (("portfolio_holdings"."cr_score" is null or "portfolio_holdings"."cr_score" between 0 and 100) and ("portfolio_holdings"."previous_cr_score" is null or "portfolio_holdings"."previous_cr_score" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "portfolio_import_mappings" (
	"user_id" text NOT NULL,
	"header_signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_import_mappings_user_id_header_signature_pk" PRIMARY KEY("user_id","header_signature")
);
--> statement-breakpoint
CREATE TABLE "portfolio_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"user_id" text,
	"filename" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer NOT NULL,
	"imported" integer NOT NULL,
	"excluded_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolios_name_length" CHECK (char_length("portfolios"."name") between 1 and 120),
	CONSTRAINT "portfolios_description_length" CHECK ("portfolios"."description" is null or char_length("portfolios"."description") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_import_run_id_portfolio_import_runs_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."portfolio_import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_import_mappings" ADD CONSTRAINT "portfolio_import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_import_runs" ADD CONSTRAINT "portfolio_import_runs_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_import_runs" ADD CONSTRAINT "portfolio_import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_holdings_portfolio_idx" ON "portfolio_holdings" USING btree ("portfolio_id");--> statement-breakpoint
CREATE INDEX "portfolio_holdings_project_idx" ON "portfolio_holdings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "portfolio_import_runs_portfolio_idx" ON "portfolio_import_runs" USING btree ("portfolio_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_import_runs_user_idx" ON "portfolio_import_runs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "portfolios_owner_idx" ON "portfolios" USING btree ("owner_id","created_at");