ALTER TABLE "doctors" ADD COLUMN "council_status" text DEFAULT 'UNVERIFIED' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "council_type" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "council_name" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "council_specialties" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "council_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "doctors_council_status_idx" ON "doctors" USING btree ("council_status");