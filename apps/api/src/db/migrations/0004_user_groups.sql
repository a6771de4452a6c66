ALTER TABLE "user_groups" ADD COLUMN "default_user_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Default groups so far were the doctors' signup groups.
UPDATE "user_groups" SET "default_user_types" = '{DOCTOR}' WHERE "default_for_new_users";--> statement-breakpoint
-- Names repeated in a programme keep the first; later ones get their id appended.
UPDATE "user_groups" g SET "name" = g."name" || ' (' || g."id" || ')'
  WHERE EXISTS (SELECT 1 FROM "user_groups" o WHERE o."program_id" = g."program_id" AND lower(o."name") = lower(g."name") AND o."id" < g."id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_program_name_unique" ON "user_groups" USING btree ("program_id",lower("name"));
