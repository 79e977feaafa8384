ALTER TABLE "batch_materials" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_materials" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "batch_materials" ADD CONSTRAINT "batch_materials_kept_somewhere" CHECK ("batch_materials"."content" is not null or "batch_materials"."storage_key" is not null);