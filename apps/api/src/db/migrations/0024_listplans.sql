DROP INDEX "procedures_patient_idx";--> statement-breakpoint
CREATE INDEX "procedures_patient_idx" ON "procedures" USING btree ("patient_id","type","program_id","id");