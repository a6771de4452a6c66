CREATE TABLE "doctor_directory" (
	"program_id" integer NOT NULL,
	"crm" text NOT NULL,
	"uf" text NOT NULL,
	"id" text NOT NULL,
	"user_id" integer,
	"reach_id" integer,
	"name" text NOT NULL,
	"sort_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "doctor_directory_pkey" PRIMARY KEY("program_id","crm","uf")
);
--> statement-breakpoint
CREATE INDEX "doctor_directory_program_name_idx" ON "doctor_directory" USING btree ("program_id","name","sort_id","kind");--> statement-breakpoint
CREATE INDEX "doctor_directory_user_idx" ON "doctor_directory" USING btree ("user_id");--> statement-breakpoint
-- Recomputes the directory's rows of the given (programme, CRM, UF) keys from the tables the doctors
-- list reads, with its rule: a doctor user of the programme (type DOCTOR, not anonymized), else the
-- registry's row of that CRM. The keys are locked in order first, so two writers of one CRM take
-- turns and the second recomputes from what the first committed: in READ COMMITTED each statement
-- here reads what is committed when it starts (decision 0107).
CREATE FUNCTION "doctor_directory_refresh"("programs" integer[], "crms" text[], "ufs" text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "programs" IS NULL OR cardinality("programs") = 0 THEN RETURN; END IF;
  -- One of 1,024 locks per key (class 65 of the two-key advisory locks), so a statement of many keys
  -- never holds more than 1,024.
  PERFORM pg_advisory_xact_lock(65, b."bucket")
     FROM (SELECT DISTINCT hashtext(k."program_id" || ' ' || k."crm" || ' ' || k."uf") & 1023 AS "bucket"
             FROM unnest("programs", "crms", "ufs") AS k("program_id", "crm", "uf") ORDER BY 1) b;
  DELETE FROM "doctor_directory" d USING unnest("programs", "crms", "ufs") AS k("program_id", "crm", "uf")
   WHERE d."program_id" = k."program_id" AND d."crm" = k."crm" AND d."uf" = k."uf";
  INSERT INTO "doctor_directory" ("program_id", "crm", "uf", "id", "user_id", "reach_id", "name", "sort_id", "kind", "search")
    SELECT pu."program_id", d."crm", d."uf", d."id"::text, u."id", u."id", u."name", u."id", 0, lower(u."name") || E'\n' || lower(u."email")
      FROM (SELECT DISTINCT * FROM unnest("programs", "crms", "ufs") AS k("program_id", "crm", "uf")) k
      JOIN "doctors" d ON d."crm" = k."crm" AND d."uf" = k."uf"
      JOIN "program_users" pu ON pu."user_id" = d."user_id" AND pu."program_id" = k."program_id"
      JOIN "users" u ON u."id" = d."user_id"
     WHERE u."type" = 'DOCTOR' AND u."anonymized_at" IS NULL
    UNION ALL
    SELECT r."program_id", r."crm", r."uf", 'r' || r."id", NULL, r."imported_by_id", r."name", r."id", 1, lower(r."name") || E'\n' || lower(r."email")
      FROM (SELECT DISTINCT * FROM unnest("programs", "crms", "ufs") AS k("program_id", "crm", "uf")) k
      JOIN "program_doctors" r ON r."program_id" = k."program_id" AND r."crm" = k."crm" AND r."uf" = k."uf"
     WHERE NOT EXISTS (
       SELECT 1 FROM "doctors" d
         JOIN "program_users" pu ON pu."user_id" = d."user_id" AND pu."program_id" = r."program_id"
         JOIN "users" u ON u."id" = d."user_id"
        WHERE d."crm" = r."crm" AND d."uf" = r."uf" AND u."type" = 'DOCTOR' AND u."anonymized_at" IS NULL);
END $$;
--> statement-breakpoint
-- A user's name, e-mail, type or anonymization changed: their CRM in each of their programmes.
CREATE FUNCTION "doctor_directory_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "doctor_directory_refresh"(array_agg(pu."program_id"), array_agg(d."crm"), array_agg(d."uf"))
     FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
     JOIN "doctors" d ON d."user_id" = n."id"
     JOIN "program_users" pu ON pu."user_id" = n."id"
    WHERE (n."name", n."email", n."type", n."anonymized_at") IS DISTINCT FROM (o."name", o."email", o."type", o."anonymized_at");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_users" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_users"();
--> statement-breakpoint
-- A doctor record came, went or changed its CRM, UF or user: its old and new CRM in every programme
-- of its user, and wherever the directory lists it (its user may be gone already, in a cascade).
CREATE FUNCTION "doctor_directory_doctors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "doctor_directory_refresh"(array_agg(pu."program_id"), array_agg(n."crm"), array_agg(n."uf"))
       FROM "new_rows" n JOIN "program_users" pu ON pu."user_id" = n."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "doctor_directory_refresh"(array_agg(k."program_id"), array_agg(k."crm"), array_agg(k."uf")) FROM (
      SELECT pu."program_id", o."crm", o."uf" FROM "old_rows" o JOIN "program_users" pu ON pu."user_id" = o."user_id"
      UNION SELECT dd."program_id", dd."crm", dd."uf" FROM "old_rows" o JOIN "doctor_directory" dd ON dd."user_id" = o."user_id") k;
  ELSE
    PERFORM "doctor_directory_refresh"(array_agg(k."program_id"), array_agg(k."crm"), array_agg(k."uf")) FROM (
      SELECT pu."program_id", c."crm", c."uf"
        FROM (SELECT o."user_id", o."crm", o."uf" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
               WHERE (n."crm", n."uf", n."user_id") IS DISTINCT FROM (o."crm", o."uf", o."user_id")
              UNION ALL
              SELECT n."user_id", n."crm", n."uf" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
               WHERE (n."crm", n."uf", n."user_id") IS DISTINCT FROM (o."crm", o."uf", o."user_id")) c
        JOIN "program_users" pu ON pu."user_id" = c."user_id") k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_doctors_insert" AFTER INSERT ON "doctors"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_doctors"();
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_doctors_update" AFTER UPDATE ON "doctors"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_doctors"();
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_doctors_delete" AFTER DELETE ON "doctors"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_doctors"();
--> statement-breakpoint
-- A user joined or left a programme: their CRM there, if they are a doctor, or wherever the
-- directory lists them there (their doctor record may be gone already, in a cascade).
CREATE FUNCTION "doctor_directory_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "doctor_directory_refresh"(array_agg(n."program_id"), array_agg(d."crm"), array_agg(d."uf"))
       FROM "new_rows" n JOIN "doctors" d ON d."user_id" = n."user_id";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "doctor_directory_refresh"(array_agg(k."program_id"), array_agg(k."crm"), array_agg(k."uf")) FROM (
      SELECT o."program_id", d."crm", d."uf" FROM "old_rows" o JOIN "doctors" d ON d."user_id" = o."user_id"
      UNION SELECT dd."program_id", dd."crm", dd."uf" FROM "old_rows" o
        JOIN "doctor_directory" dd ON dd."user_id" = o."user_id" AND dd."program_id" = o."program_id") k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_members_insert" AFTER INSERT ON "program_users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_members"();
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_members_delete" AFTER DELETE ON "program_users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_members"();
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_members_update" AFTER UPDATE ON "program_users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_members"();
--> statement-breakpoint
-- A registry row came, went or changed what the directory shows of it: its old and new CRM.
CREATE FUNCTION "doctor_directory_registry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "doctor_directory_refresh"(array_agg(n."program_id"), array_agg(n."crm"), array_agg(n."uf")) FROM "new_rows" n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "doctor_directory_refresh"(array_agg(o."program_id"), array_agg(o."crm"), array_agg(o."uf")) FROM "old_rows" o;
  ELSE
    PERFORM "doctor_directory_refresh"(array_agg(k."program_id"), array_agg(k."crm"), array_agg(k."uf")) FROM (
      SELECT c.* FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id",
        LATERAL (VALUES (o."program_id", o."crm", o."uf"), (n."program_id", n."crm", n."uf")) AS c("program_id", "crm", "uf")
       WHERE (n."program_id", n."crm", n."uf", n."name", n."email", n."imported_by_id")
             IS DISTINCT FROM (o."program_id", o."crm", o."uf", o."name", o."email", o."imported_by_id")) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_registry_insert" AFTER INSERT ON "program_doctors"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_registry"();
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_registry_update" AFTER UPDATE ON "program_doctors"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_registry"();
--> statement-breakpoint
CREATE TRIGGER "doctor_directory_registry_delete" AFTER DELETE ON "program_doctors"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctor_directory_registry"();
--> statement-breakpoint
SELECT "doctor_directory_refresh"(array_agg("program_id"), array_agg("crm"), array_agg("uf")) FROM (
  SELECT pu."program_id", d."crm", d."uf" FROM "doctors" d JOIN "program_users" pu ON pu."user_id" = d."user_id"
  UNION SELECT "program_id", "crm", "uf" FROM "program_doctors") k;
--> statement-breakpoint
-- Built after the rows it indexes: one sorted build, not an insert into the index per row.
CREATE INDEX "doctor_directory_search_trgm" ON "doctor_directory" USING gin ("search" gin_trgm_ops) WITH (fastupdate=false);
