CREATE TABLE "aid_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aid_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"aid_id" integer NOT NULL,
	"label" text NOT NULL,
	"field_type" text DEFAULT 'CHECKBOX' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_group_id" integer,
	"travel_group_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aids_one_group" CHECK (num_nonnulls("aids"."exam_group_id", "aids"."travel_group_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "exam_group_institutions" (
	"exam_group_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	CONSTRAINT "exam_group_institutions_exam_group_id_institution_id_pk" PRIMARY KEY("exam_group_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "exam_institutions" (
	"exam_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	CONSTRAINT "exam_institutions_exam_id_institution_id_pk" PRIMARY KEY("exam_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "exam_supplies" (
	"exam_id" integer NOT NULL,
	"supply_id" integer NOT NULL,
	CONSTRAINT "exam_supplies_exam_id_supply_id_pk" PRIMARY KEY("exam_id","supply_id")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"agreement_file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_field_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_field_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_group_id" integer,
	"travel_group_id" integer,
	"patient_procedure_id" integer,
	"field" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "patient_field_configs_one_group" CHECK (num_nonnulls("patient_field_configs"."exam_group_id", "patient_field_configs"."travel_group_id", "patient_field_configs"."patient_procedure_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "procedure_field_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedure_field_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"exam_group_id" integer,
	"travel_group_id" integer,
	"patient_procedure_id" integer,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"field_type" text NOT NULL,
	"options" text,
	"mask" text,
	"max" integer,
	"min" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"field_group" text,
	"active" boolean DEFAULT true NOT NULL,
	"show_at_bottom" boolean DEFAULT false NOT NULL,
	"view_type" text DEFAULT 'OPTIONAL' NOT NULL,
	"required_answers" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procedure_field_configs_one_group" CHECK (num_nonnulls("procedure_field_configs"."exam_group_id", "procedure_field_configs"."travel_group_id", "procedure_field_configs"."patient_procedure_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "supply_institutions" (
	"supply_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	CONSTRAINT "supply_institutions_supply_id_institution_id_pk" PRIMARY KEY("supply_id","institution_id")
);
--> statement-breakpoint
DROP INDEX "travel_groups_followup_idx";--> statement-breakpoint
ALTER TABLE "supplies" ALTER COLUMN "max_quantity_per_request" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "supplies" ALTER COLUMN "max_quantity_per_request" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "requires_sample_withdrawal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "required_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "required_personal_information" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "required_product" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "require_patient_agreement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "patient_agreement_url" text;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_unselected_exams_warning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "can_request_without_inventory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "require_approval_without_inventory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "days_after_for_sample_withdrawal" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "sample_withdrawal_recipient_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "sample_withdrawal_recipient_label" text;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "warning_request_exam" text;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_created_at" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_approved_at" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_scheduled_at" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_collected_at" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_received_at" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_concluded_at" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_canceled_at" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_inventory" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "show_authorizer_consult_info" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_procedures" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "supplies" ADD COLUMN "recipient_types" text[] DEFAULT '{PATIENT,CLINIC}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "supplies" ADD COLUMN "show_field_cpf_requester" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplies" ADD COLUMN "show_field_recipient_types" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "aid_fields" ADD CONSTRAINT "aid_fields_aid_id_aids_id_fk" FOREIGN KEY ("aid_id") REFERENCES "public"."aids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aids" ADD CONSTRAINT "aids_exam_group_id_exam_groups_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aids" ADD CONSTRAINT "aids_travel_group_id_travel_groups_id_fk" FOREIGN KEY ("travel_group_id") REFERENCES "public"."travel_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group_institutions" ADD CONSTRAINT "exam_group_institutions_exam_group_id_exam_groups_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_group_institutions" ADD CONSTRAINT "exam_group_institutions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_institutions" ADD CONSTRAINT "exam_institutions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_institutions" ADD CONSTRAINT "exam_institutions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_supplies" ADD CONSTRAINT "exam_supplies_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_supplies" ADD CONSTRAINT "exam_supplies_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_field_configs" ADD CONSTRAINT "patient_field_configs_exam_group_id_exam_groups_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_field_configs" ADD CONSTRAINT "patient_field_configs_travel_group_id_travel_groups_id_fk" FOREIGN KEY ("travel_group_id") REFERENCES "public"."travel_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_field_configs" ADD CONSTRAINT "patient_field_configs_patient_procedure_id_patient_procedures_id_fk" FOREIGN KEY ("patient_procedure_id") REFERENCES "public"."patient_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_field_configs" ADD CONSTRAINT "procedure_field_configs_exam_group_id_exam_groups_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_field_configs" ADD CONSTRAINT "procedure_field_configs_travel_group_id_travel_groups_id_fk" FOREIGN KEY ("travel_group_id") REFERENCES "public"."travel_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_field_configs" ADD CONSTRAINT "procedure_field_configs_patient_procedure_id_patient_procedures_id_fk" FOREIGN KEY ("patient_procedure_id") REFERENCES "public"."patient_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_institutions" ADD CONSTRAINT "supply_institutions_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_institutions" ADD CONSTRAINT "supply_institutions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aid_fields_aid_idx" ON "aid_fields" USING btree ("aid_id");--> statement-breakpoint
CREATE INDEX "aids_exam_group_idx" ON "aids" USING btree ("exam_group_id");--> statement-breakpoint
CREATE INDEX "aids_travel_group_idx" ON "aids" USING btree ("travel_group_id");--> statement-breakpoint
CREATE INDEX "exam_group_institutions_institution_idx" ON "exam_group_institutions" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "exam_institutions_institution_idx" ON "exam_institutions" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "exam_supplies_supply_idx" ON "exam_supplies" USING btree ("supply_id");--> statement-breakpoint
CREATE INDEX "institutions_program_idx" ON "institutions" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "institutions_name_trgm" ON "institutions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "patient_field_configs_exam_group_unique" ON "patient_field_configs" USING btree ("exam_group_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_field_configs_travel_group_unique" ON "patient_field_configs" USING btree ("travel_group_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_field_configs_procedure_unique" ON "patient_field_configs" USING btree ("patient_procedure_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_field_configs_exam_group_unique" ON "procedure_field_configs" USING btree ("exam_group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_field_configs_travel_group_unique" ON "procedure_field_configs" USING btree ("travel_group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_field_configs_procedure_unique" ON "procedure_field_configs" USING btree ("patient_procedure_id","name");--> statement-breakpoint
CREATE INDEX "supply_institutions_institution_idx" ON "supply_institutions" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "exam_groups_name_trgm" ON "exam_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supply_groups_name_trgm" ON "supply_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "travel_groups_followup_unique" ON "travel_groups" USING btree ("followup_id");