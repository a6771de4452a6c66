-- Decision 0095: the global search walks each found patient's requests newest first and stops at the
-- first one the viewer reaches. The requester, programme and type ride in the index, so that walk
-- reads no table rows (same key and name as before: every other use of the index is unchanged).
DROP INDEX IF EXISTS "procedures_patient_first_idx";--> statement-breakpoint
CREATE INDEX "procedures_patient_first_idx" ON "procedures" USING btree ("patient_id","id") INCLUDE ("program_id","created_by_id","type");
