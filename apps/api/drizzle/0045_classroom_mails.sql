CREATE TABLE "course_completions" (
	"enrolment_id" integer PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_opening_mails" (
	"enrolment_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"handled_at" timestamp with time zone NOT NULL,
	"mailed" boolean NOT NULL,
	CONSTRAINT "section_opening_mails_enrolment_id_section_id_pk" PRIMARY KEY("enrolment_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_opening_mails" ADD CONSTRAINT "section_opening_mails_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_opening_mails" ADD CONSTRAINT "section_opening_mails_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;