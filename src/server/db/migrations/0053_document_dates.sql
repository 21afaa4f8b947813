-- ADR 0107: the date a document's uploader states (the reader reads its periods against it) and the date the last
-- analysis read them against, with its source, so the review screen can say which date the periods rest on.
ALTER TABLE "documents" ADD COLUMN "stated_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "dated" jsonb;