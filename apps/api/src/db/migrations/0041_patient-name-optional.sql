ALTER TABLE "patients" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
-- A first-medicine patient registered by CPF alone had the formatted CPF stored as the name.
UPDATE "patients" SET "name" = NULL WHERE "name" !~ '[[:alpha:]]';
