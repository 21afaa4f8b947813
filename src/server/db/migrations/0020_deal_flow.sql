CREATE TABLE "deal_card_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"from_stage_id" uuid,
	"to_stage_id" uuid,
	"by_id" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"source" text NOT NULL,
	"funding_request_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"moved_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"moved_by" text,
	CONSTRAINT "deal_cards_pipeline_project" UNIQUE("pipeline_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "deal_dd_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"title" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"document_id" uuid,
	"figure_id" uuid,
	"evaluation_version" integer,
	"compliance_item_id" uuid,
	"done_by" text,
	"done_at" timestamp (3) with time zone,
	CONSTRAINT "deal_dd_items_title_length" CHECK (char_length("deal_dd_items"."title") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "deal_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"amount" numeric(16, 2),
	"conditions" text DEFAULT '' NOT NULL,
	"reasons" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_decisions_card_id_unique" UNIQUE("card_id"),
	CONSTRAINT "deal_decisions_amount" CHECK ("deal_decisions"."amount" is null or "deal_decisions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deal_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"risk" text NOT NULL,
	"severity" text NOT NULL,
	"likelihood" text NOT NULL,
	"mitigation" text DEFAULT '' NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_findings_risk_length" CHECK (char_length("deal_findings"."risk") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "deal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_notes_body_length" CHECK (char_length("deal_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "deal_pipelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_pipelines_name_length" CHECK (char_length("deal_pipelines"."name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "deal_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"asked_by" text,
	"body" text NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_body" text,
	"answered_by" text,
	"answered_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_questions_body_length" CHECK (char_length("deal_questions"."body") between 1 and 2000),
	CONSTRAINT "deal_questions_answer" CHECK (("deal_questions"."status" = 'answered') = ("deal_questions"."answer_body" is not null)),
	CONSTRAINT "deal_questions_answer_length" CHECK ("deal_questions"."answer_body" is null or char_length("deal_questions"."answer_body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "deal_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"kind" text,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "deal_stages_name_length" CHECK (char_length("deal_stages"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "deal_card_moves" ADD CONSTRAINT "deal_card_moves_card_id_deal_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."deal_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_card_moves" ADD CONSTRAINT "deal_card_moves_from_stage_id_deal_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."deal_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_card_moves" ADD CONSTRAINT "deal_card_moves_to_stage_id_deal_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."deal_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_card_moves" ADD CONSTRAINT "deal_card_moves_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_cards" ADD CONSTRAINT "deal_cards_pipeline_id_deal_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."deal_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_cards" ADD CONSTRAINT "deal_cards_stage_id_deal_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."deal_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_cards" ADD CONSTRAINT "deal_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_cards" ADD CONSTRAINT "deal_cards_funding_request_id_funding_requests_id_fk" FOREIGN KEY ("funding_request_id") REFERENCES "public"."funding_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_cards" ADD CONSTRAINT "deal_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_cards" ADD CONSTRAINT "deal_cards_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_dd_items" ADD CONSTRAINT "deal_dd_items_card_id_deal_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."deal_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_dd_items" ADD CONSTRAINT "deal_dd_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_decisions" ADD CONSTRAINT "deal_decisions_card_id_deal_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."deal_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_decisions" ADD CONSTRAINT "deal_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_findings" ADD CONSTRAINT "deal_findings_card_id_deal_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."deal_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_findings" ADD CONSTRAINT "deal_findings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_notes" ADD CONSTRAINT "deal_notes_card_id_deal_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."deal_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_notes" ADD CONSTRAINT "deal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_pipelines" ADD CONSTRAINT "deal_pipelines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_card_id_deal_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."deal_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_questions" ADD CONSTRAINT "deal_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stages" ADD CONSTRAINT "deal_stages_pipeline_id_deal_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."deal_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_card_moves_card_idx" ON "deal_card_moves" USING btree ("card_id","at");--> statement-breakpoint
CREATE INDEX "deal_cards_stage_idx" ON "deal_cards" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "deal_cards_project_idx" ON "deal_cards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "deal_dd_items_card_idx" ON "deal_dd_items" USING btree ("card_id","position");--> statement-breakpoint
CREATE INDEX "deal_findings_card_idx" ON "deal_findings" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_notes_card_idx" ON "deal_notes" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_pipelines_owner_idx" ON "deal_pipelines" USING btree ("owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_pipelines_one_default" ON "deal_pipelines" USING btree ("owner_id") WHERE "deal_pipelines"."is_default";--> statement-breakpoint
CREATE INDEX "deal_questions_card_idx" ON "deal_questions" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_questions_project_idx" ON "deal_questions" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "deal_stages_pipeline_idx" ON "deal_stages" USING btree ("pipeline_id","position");