ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
-- data:
-- Certificates of enrolments already ended (their orders cancelled or refunded) are revoked as of the end.
UPDATE "certificates" SET "revoked_at" = coalesce("enrolments"."ended_at", now()) FROM "enrolments" WHERE "enrolments"."id" = "certificates"."enrolment_id" AND "enrolments"."status" = 'ended';
