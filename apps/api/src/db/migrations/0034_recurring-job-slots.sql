ALTER TABLE "jobs" ADD COLUMN "slot" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_slot_unique" ON "jobs" USING btree ("name","slot");