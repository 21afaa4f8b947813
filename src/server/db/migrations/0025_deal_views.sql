CREATE TABLE "deal_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"mode" text DEFAULT 'board' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_views_name_length" CHECK (char_length("deal_views"."name") between 1 and 80),
	CONSTRAINT "deal_views_mode" CHECK ("deal_views"."mode" in ('board', 'list'))
);
--> statement-breakpoint
ALTER TABLE "deal_views" ADD CONSTRAINT "deal_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_views_user_name" ON "deal_views" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "deal_views_user_idx" ON "deal_views" USING btree ("user_id","created_at");