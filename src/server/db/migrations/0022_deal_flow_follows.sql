CREATE TABLE "deal_follows" (
	"investor_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"access_requested_at" timestamp (3) with time zone,
	CONSTRAINT "deal_follows_investor_id_project_id_pk" PRIMARY KEY("investor_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "deal_follows" ADD CONSTRAINT "deal_follows_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_follows" ADD CONSTRAINT "deal_follows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_follows_project_idx" ON "deal_follows" USING btree ("project_id");