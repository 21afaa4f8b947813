-- A version's note ("why I changed the price") is given with the run and stored with the row at insert:
-- evaluations refuse UPDATE (0004), so the note can never be added or changed afterwards.
ALTER TABLE "evaluations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_note_length" CHECK (char_length("note") <= 500);
