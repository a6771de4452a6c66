CREATE TABLE "patient_requesters" (
	"patient_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "patient_requesters_pkey" PRIMARY KEY("patient_id","program_id","created_by_id","type")
);
--> statement-breakpoint
-- A new request adds its (patient, programme, requester, type) if it is new: a key already held
-- writes nothing. Decision 0110.
CREATE FUNCTION "patient_requesters_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_requesters" ("patient_id", "program_id", "created_by_id", "type")
    SELECT DISTINCT "patient_id", "program_id", "created_by_id", "type" FROM "new_rows"
     WHERE "patient_id" IS NOT NULL ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The keys a statement took away (a request deleted, or moved to another patient, programme,
-- requester or type) are removed when no request holds them any more. The table lock makes the
-- check and the removal wait for every transaction that may be adding one of them (adders take
-- ROW EXCLUSIVE), and the check runs after it with a fresh snapshot. Nothing in the portal deletes
-- a request or changes those columns: this keeps the table true whoever does.
CREATE FUNCTION "patient_requesters_prune"(gone_keys jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(gone_keys) = 0 THEN RETURN; END IF;
  LOCK TABLE "patient_requesters" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM "patient_requesters" k
   USING jsonb_to_recordset(gone_keys) AS g("patient_id" integer, "program_id" integer, "created_by_id" integer, "type" text)
   WHERE (k."patient_id", k."program_id", k."created_by_id", k."type") = (g."patient_id", g."program_id", g."created_by_id", g."type")
     AND NOT EXISTS (SELECT 1 FROM "procedures" r
                      WHERE r."patient_id" = g."patient_id" AND r."program_id" = g."program_id"
                        AND r."created_by_id" = g."created_by_id" AND r."type" = g."type");
END $$;
--> statement-breakpoint
CREATE FUNCTION "patient_requesters_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_requesters" ("patient_id", "program_id", "created_by_id", "type")
    SELECT "patient_id", "program_id", "created_by_id", "type" FROM "new_rows" WHERE "patient_id" IS NOT NULL
    EXCEPT SELECT "patient_id", "program_id", "created_by_id", "type" FROM "old_rows"
    ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING;
  PERFORM "patient_requesters_prune"(coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
    SELECT "patient_id", "program_id", "created_by_id", "type" FROM "old_rows" WHERE "patient_id" IS NOT NULL
    EXCEPT SELECT "patient_id", "program_id", "created_by_id", "type" FROM "new_rows") g), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "patient_requesters_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "patient_requesters_prune"(coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
    SELECT DISTINCT "patient_id", "program_id", "created_by_id", "type" FROM "old_rows" WHERE "patient_id" IS NOT NULL) g), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patient_requesters_insert" AFTER INSERT ON "procedures"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "patient_requesters_add"();
--> statement-breakpoint
-- Every update fires it (a trigger with transition tables takes no column list); one that keeps
-- every key, as a change of status does, finds nothing to add or prune.
CREATE TRIGGER "patient_requesters_update" AFTER UPDATE ON "procedures"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "patient_requesters_move"();
--> statement-breakpoint
CREATE TRIGGER "patient_requesters_delete" AFTER DELETE ON "procedures"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "patient_requesters_remove"();
--> statement-breakpoint
INSERT INTO "patient_requesters" ("patient_id", "program_id", "created_by_id", "type")
  SELECT DISTINCT "patient_id", "program_id", "created_by_id", "type" FROM "procedures" WHERE "patient_id" IS NOT NULL;
