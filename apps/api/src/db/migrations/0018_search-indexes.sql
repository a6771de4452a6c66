DROP INDEX "users_name_trgm";--> statement-breakpoint
DROP INDEX "users_email_trgm";--> statement-breakpoint
DROP INDEX "program_doctors_name_trgm";--> statement-breakpoint
DROP INDEX "program_doctors_email_trgm";--> statement-breakpoint
DROP INDEX "patients_name_trgm";--> statement-breakpoint
DROP INDEX "procedures_code_trgm";--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "program_doctors_name_trgm" ON "program_doctors" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "program_doctors_email_trgm" ON "program_doctors" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "patients_name_trgm" ON "patients" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "procedures_code_trgm" ON "procedures" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);