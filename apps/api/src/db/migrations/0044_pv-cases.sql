CREATE TABLE "meddra_llts" (
	"release_id" integer NOT NULL,
	"llt_code" text NOT NULL,
	"llt_name" text NOT NULL,
	"pt_code" text NOT NULL,
	"pt_name" text,
	"soc_code" text,
	"current" boolean NOT NULL,
	CONSTRAINT "meddra_llts_release_id_llt_code_pk" PRIMARY KEY("release_id","llt_code")
);
--> statement-breakpoint
CREATE TABLE "meddra_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meddra_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"version" text NOT NULL,
	"llt_count" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pv_acknowledgements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pv_acknowledgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adverse_event_id" integer NOT NULL,
	"accepted" boolean NOT NULL,
	"code" text NOT NULL,
	"message" text,
	"batch_id" text,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pv_case_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pv_case_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adverse_event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"coding" jsonb NOT NULL,
	"serious" boolean NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pv_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pv_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adverse_event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"safety_report_id" text NOT NULL,
	"message_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"exported_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pv_settings" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"sender_organisation" text NOT NULL,
	"company_code" text NOT NULL,
	"serious_days" integer NOT NULL,
	"non_serious_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meddra_llts" ADD CONSTRAINT "meddra_llts_release_id_meddra_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."meddra_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meddra_releases" ADD CONSTRAINT "meddra_releases_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meddra_releases" ADD CONSTRAINT "meddra_releases_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_acknowledgements" ADD CONSTRAINT "pv_acknowledgements_adverse_event_id_adverse_events_id_fk" FOREIGN KEY ("adverse_event_id") REFERENCES "public"."adverse_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_acknowledgements" ADD CONSTRAINT "pv_acknowledgements_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_case_versions" ADD CONSTRAINT "pv_case_versions_adverse_event_id_adverse_events_id_fk" FOREIGN KEY ("adverse_event_id") REFERENCES "public"."adverse_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_case_versions" ADD CONSTRAINT "pv_case_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_exports" ADD CONSTRAINT "pv_exports_adverse_event_id_adverse_events_id_fk" FOREIGN KEY ("adverse_event_id") REFERENCES "public"."adverse_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_exports" ADD CONSTRAINT "pv_exports_exported_by_id_users_id_fk" FOREIGN KEY ("exported_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_settings" ADD CONSTRAINT "pv_settings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meddra_llts_name_trgm" ON "meddra_llts" USING gin ("llt_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "meddra_releases_program_idx" ON "meddra_releases" USING btree ("program_id","id");--> statement-breakpoint
CREATE INDEX "pv_acknowledgements_event_idx" ON "pv_acknowledgements" USING btree ("adverse_event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pv_case_versions_event_version_unique" ON "pv_case_versions" USING btree ("adverse_event_id","version");--> statement-breakpoint
CREATE INDEX "pv_exports_event_idx" ON "pv_exports" USING btree ("adverse_event_id","id");--> statement-breakpoint
CREATE INDEX "pv_exports_report_idx" ON "pv_exports" USING btree ("safety_report_id");--> statement-breakpoint
CREATE INDEX "pv_exports_message_idx" ON "pv_exports" USING btree ("message_id");--> statement-breakpoint
-- A case's versions are append-only like the reports they code (decision 0087): a correction is a new version.
CREATE FUNCTION pv_case_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pv_case_versions is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER pv_case_versions_append_only
  BEFORE UPDATE OR DELETE OR TRUNCATE ON pv_case_versions
  FOR EACH STATEMENT EXECUTE FUNCTION pv_case_versions_append_only();
