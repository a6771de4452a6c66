DROP INDEX "procedures_exam_group_idx";--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "display_status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
UPDATE "procedures" SET "display_status" = "status";--> statement-breakpoint
CREATE INDEX "procedures_program_type_status_created_idx" ON "procedures" USING btree ("program_id","type","display_status","created_at");--> statement-breakpoint
CREATE INDEX "procedures_followup_created_idx" ON "procedures" USING btree ("followup_id","type","created_at");--> statement-breakpoint
CREATE INDEX "procedures_exam_group_created_idx" ON "procedures" USING btree ("exam_group_id","type","created_at");--> statement-breakpoint
CREATE INDEX "procedures_program_type_code_idx" ON "procedures" USING btree ("program_id","type","code");--> statement-breakpoint
CREATE INDEX "procedures_code_trgm" ON "procedures" USING gin ("code" gin_trgm_ops);