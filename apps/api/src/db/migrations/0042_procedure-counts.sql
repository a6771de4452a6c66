CREATE TABLE "procedure_counts" (
	"program_id" integer NOT NULL,
	"created_by_id" integer NOT NULL,
	"type" text NOT NULL,
	"display_status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "procedure_counts_pkey" PRIMARY KEY("program_id","created_by_id","type","display_status")
);
--> statement-breakpoint
-- Each statement's changed rows, netted per key and applied in key order (two writers never wait
-- on each other crosswise); a key of the old rows that reaches zero is removed. Decision 0089.
CREATE FUNCTION "procedure_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "procedure_counts" AS c ("program_id", "created_by_id", "type", "display_status", "count")
      SELECT "program_id", "created_by_id", "type", "display_status", count(*)::integer FROM "new_rows"
       GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("program_id", "created_by_id", "type", "display_status") DO UPDATE SET "count" = c."count" + excluded."count";
    RETURN NULL;
  END IF;
  INSERT INTO "procedure_counts" AS c ("program_id", "created_by_id", "type", "display_status", "count")
    SELECT "program_id", "created_by_id", "type", "display_status", sum("n")::integer FROM (
      SELECT "program_id", "created_by_id", "type", "display_status", -1 AS "n" FROM "old_rows"
      UNION ALL
      SELECT "program_id", "created_by_id", "type", "display_status", 1 FROM "new_rows"
    ) "moves" GROUP BY 1, 2, 3, 4 HAVING sum("n") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("program_id", "created_by_id", "type", "display_status") DO UPDATE SET "count" = c."count" + excluded."count";
  DELETE FROM "procedure_counts" c USING (SELECT DISTINCT "program_id", "created_by_id", "type", "display_status" FROM "old_rows") o
   WHERE c."count" <= 0 AND (c."program_id", c."created_by_id", c."type", c."display_status") = (o."program_id", o."created_by_id", o."type", o."display_status");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "procedure_counts_insert" AFTER INSERT ON "procedures"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "procedure_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "procedure_counts_update" AFTER UPDATE ON "procedures"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "procedure_counts_apply"();
--> statement-breakpoint
CREATE FUNCTION "procedure_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "procedure_counts" c SET "count" = c."count" - "gone"."n"
    FROM (SELECT "program_id", "created_by_id", "type", "display_status", count(*)::integer AS "n" FROM "old_rows" GROUP BY 1, 2, 3, 4) "gone"
   WHERE (c."program_id", c."created_by_id", c."type", c."display_status") = ("gone"."program_id", "gone"."created_by_id", "gone"."type", "gone"."display_status");
  DELETE FROM "procedure_counts" c USING (SELECT DISTINCT "program_id", "created_by_id", "type", "display_status" FROM "old_rows") o
   WHERE c."count" <= 0 AND (c."program_id", c."created_by_id", c."type", c."display_status") = (o."program_id", o."created_by_id", o."type", o."display_status");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "procedure_counts_delete" AFTER DELETE ON "procedures"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "procedure_counts_remove"();
--> statement-breakpoint
INSERT INTO "procedure_counts" ("program_id", "created_by_id", "type", "display_status", "count")
  SELECT "program_id", "created_by_id", "type", "display_status", count(*)::integer FROM "procedures" GROUP BY 1, 2, 3, 4;
