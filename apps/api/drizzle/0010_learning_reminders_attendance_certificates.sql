CREATE TABLE "batch_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"code" text NOT NULL,
	"learner_name" text NOT NULL,
	"workshop_title" text NOT NULL,
	"batch_name" text NOT NULL,
	"first_session_at" timestamp with time zone NOT NULL,
	"last_session_ends_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sent_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"session_starts_at" timestamp with time zone NOT NULL,
	"lead_minutes" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"enrolment_id" integer NOT NULL,
	"session_index" integer NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_attendance_index_range" CHECK ("session_attendance"."session_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "attendance_percent_required" integer DEFAULT 75 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "attendee_name" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "attendee_email" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_materials" ADD CONSTRAINT "batch_materials_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_materials" ADD CONSTRAINT "batch_materials_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_materials_batch_idx" ON "batch_materials" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrolment_unique" ON "certificates" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_unique" ON "sent_reminders" USING btree ("enrolment_id","session_starts_at","lead_minutes");--> statement-breakpoint
CREATE UNIQUE INDEX "session_attendance_unique" ON "session_attendance" USING btree ("enrolment_id","session_index");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_claim_token_unique" ON "enrolments" USING btree ("claim_token_hash");--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_attendance_percent_range" CHECK ("batches"."attendance_percent_required" between 0 and 100);