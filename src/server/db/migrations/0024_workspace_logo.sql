CREATE TABLE "workspace_logos" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_logos_size" CHECK (octet_length("workspace_logos"."bytes") <= 524288 and "workspace_logos"."width" > 0 and "workspace_logos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_logos" ADD CONSTRAINT "workspace_logos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_logos" ADD CONSTRAINT "workspace_logos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_portfolio_idx" ON "reports" USING btree ("portfolio_id","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_one_subject" CHECK (("reports"."project_id" is null) <> ("reports"."portfolio_id" is null) and ("reports"."kind" = 'portfolio') = ("reports"."portfolio_id" is not null));--> statement-breakpoint
-- A portfolio summary report (ADR 0031) is sealed like the others: its portfolio_id joins the columns
-- that may never change (the rest of migration 0019's rule is unchanged).
CREATE OR REPLACE FUNCTION reports_only_revoke() RETURNS trigger AS $$
BEGIN
  IF (NEW.id, NEW.project_id, NEW.portfolio_id, NEW.kind, NEW.language, NEW.evaluation_version, NEW.methodology_version, NEW.project_title,
      NEW.issuer, NEW.sha256, NEW.signature, NEW.key_id, NEW.short_code, NEW.bytes, NEW.model, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.project_id, OLD.portfolio_id, OLD.kind, OLD.language, OLD.evaluation_version, OLD.methodology_version, OLD.project_title,
      OLD.issuer, OLD.sha256, OLD.signature, OLD.key_id, OLD.short_code, OLD.bytes, OLD.model, OLD.created_at)
     OR (OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS DISTINCT FROM OLD.revoked_at)
     OR (NEW.created_by IS NOT NULL AND NEW.created_by IS DISTINCT FROM OLD.created_by) THEN
    RAISE EXCEPTION 'reports are sealed: only a first revocation may change a row' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
