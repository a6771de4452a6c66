DROP INDEX "patients_name_trgm";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "patients_name_search_trgm" ON "patients" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);