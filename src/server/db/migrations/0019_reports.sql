CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"evaluation_version" integer,
	"methodology_version" text,
	"project_title" text NOT NULL,
	"issuer" text NOT NULL,
	"sha256" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"short_code" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"model" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"revoked_by" text,
	CONSTRAINT "reports_short_code_unique" UNIQUE("short_code"),
	CONSTRAINT "reports_sha256_hex" CHECK ("reports"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "showcases" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"fields" jsonb NOT NULL,
	"report_id" uuid NOT NULL,
	"published_by" text,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showcases_slug_unique" UNIQUE("slug"),
	CONSTRAINT "showcases_slug_format" CHECK ("showcases"."slug" ~ '^[a-z0-9][a-z0-9-]{2,80}$')
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_project_idx" ON "reports" USING btree ("project_id","created_at");
--> statement-breakpoint
-- A sealed report never changes. The only UPDATEs allowed: a first revocation (revoked_at from null),
-- and the erasure of a person setting created_by / revoked_by to null (ON DELETE SET NULL).
CREATE OR REPLACE FUNCTION reports_only_revoke() RETURNS trigger AS $$
BEGIN
  IF (NEW.id, NEW.project_id, NEW.kind, NEW.language, NEW.evaluation_version, NEW.methodology_version, NEW.project_title,
      NEW.issuer, NEW.sha256, NEW.signature, NEW.key_id, NEW.short_code, NEW.bytes, NEW.model, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.project_id, OLD.kind, OLD.language, OLD.evaluation_version, OLD.methodology_version, OLD.project_title,
      OLD.issuer, OLD.sha256, OLD.signature, OLD.key_id, OLD.short_code, OLD.bytes, OLD.model, OLD.created_at)
     OR (OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS DISTINCT FROM OLD.revoked_at)
     OR (NEW.created_by IS NOT NULL AND NEW.created_by IS DISTINCT FROM OLD.created_by) THEN
    RAISE EXCEPTION 'reports are sealed: only a first revocation may change a row' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reports_sealed BEFORE UPDATE ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_only_revoke();
