-- The outbox sends each e-mail at most once (ADR 0063): set just before the hand-over to SMTP, cleared if it fails.
ALTER TABLE "outbox" ADD COLUMN "sending_at" timestamp (3) with time zone;
