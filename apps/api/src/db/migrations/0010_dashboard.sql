-- Visits asked for at signup become SALESFORCE_VISIT requests (kept when regenerating: data, not schema).
INSERT INTO "procedures" ("program_id", "type", "status", "code", "created_by_id", "created_at", "updated_at")
SELECT "program_id", 'SALESFORCE_VISIT', 'OPEN', translate(upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)), '01', 'YZ'), "user_id", "created_at", "created_at"
  FROM "visit_requests";--> statement-breakpoint
ALTER TABLE "visit_requests" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "visit_requests" CASCADE;--> statement-breakpoint
CREATE INDEX "procedures_waiting_idx" ON "procedures" USING btree ("program_id","created_at") WHERE "procedures"."status" in ('OPEN', 'APPROVED');--> statement-breakpoint
CREATE INDEX "procedures_program_approved_idx" ON "procedures" USING btree ("program_id","approved_at") WHERE "procedures"."approved_at" is not null;--> statement-breakpoint
CREATE INDEX "procedures_program_concluded_idx" ON "procedures" USING btree ("program_id","concluded_at") WHERE "procedures"."concluded_at" is not null;