ALTER TABLE "programs" ADD COLUMN "consent_term_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_consents" ADD COLUMN "term_date" timestamp with time zone;--> statement-breakpoint
-- A programme's existing term dates from its last change; earlier consents from the first time their version was recorded.
UPDATE "programs" SET "consent_term_updated_at" = "updated_at";--> statement-breakpoint
UPDATE "patient_consents" AS c SET "term_date" = (
  SELECT min(f."at") FROM "patient_consents" AS f WHERE f."program_id" = c."program_id" AND f."term_version" = c."term_version"
);
