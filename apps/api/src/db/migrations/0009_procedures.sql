CREATE TABLE "patients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"cpf" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"phone" text,
	"email" text,
	"gender" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_children" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedure_children_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"procedure_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"exam_id" integer,
	"supply_id" integer,
	"aid_id" integer,
	"institution_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"sub_status" text,
	"paid_by_voucher" boolean DEFAULT false NOT NULL,
	"reason" text,
	"authorizer_info" jsonb,
	"approved_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"concluded_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procedure_children_one_item" CHECK (num_nonnulls("procedure_children"."exam_id", "procedure_children"."supply_id", "procedure_children"."aid_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "procedure_eligibility_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedure_eligibility_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"procedure_id" integer NOT NULL,
	"child_id" integer,
	"result" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"code" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"patient_id" integer,
	"followup_id" integer,
	"exam_group_id" integer,
	"product_id" integer,
	"presentation_id" integer,
	"patient_procedure_id" integer,
	"institution_id" integer,
	"needs_programme_approval" boolean DEFAULT false NOT NULL,
	"agreement_type" text,
	"agreement_storage_key" text,
	"logistic_type" text,
	"address" jsonb,
	"field_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"aid_field_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"instructions" text,
	"reverse_postage_code" text,
	"approved_by_id" integer,
	"rejection_reason" text,
	"cancelation_reason" text,
	"approved_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"concluded_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "procedure_child_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_supply_id_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."supplies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_aid_id_aids_id_fk" FOREIGN KEY ("aid_id") REFERENCES "public"."aids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_eligibility_results" ADD CONSTRAINT "procedure_eligibility_results_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_eligibility_results" ADD CONSTRAINT "procedure_eligibility_results_child_id_procedure_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."procedure_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_followup_id_followups_id_fk" FOREIGN KEY ("followup_id") REFERENCES "public"."followups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_exam_group_id_exam_groups_id_fk" FOREIGN KEY ("exam_group_id") REFERENCES "public"."exam_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_patient_procedure_id_patient_procedures_id_fk" FOREIGN KEY ("patient_procedure_id") REFERENCES "public"."patient_procedures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_program_cpf_unique" ON "patients" USING btree ("program_id","cpf");--> statement-breakpoint
CREATE INDEX "patients_name_trgm" ON "patients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_children_code_unique" ON "procedure_children" USING btree ("code");--> statement-breakpoint
CREATE INDEX "procedure_children_procedure_idx" ON "procedure_children" USING btree ("procedure_id");--> statement-breakpoint
CREATE INDEX "procedure_eligibility_results_procedure_idx" ON "procedure_eligibility_results" USING btree ("procedure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "procedures_code_unique" ON "procedures" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "procedures_idempotency_unique" ON "procedures" USING btree ("created_by_id","idempotency_key") WHERE "procedures"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "procedures_program_type_created_idx" ON "procedures" USING btree ("program_id","type","created_at");--> statement-breakpoint
CREATE INDEX "procedures_created_by_idx" ON "procedures" USING btree ("created_by_id","type","created_at");--> statement-breakpoint
CREATE INDEX "procedures_patient_idx" ON "procedures" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "procedures_exam_group_idx" ON "procedures" USING btree ("exam_group_id");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_procedure_child_id_procedure_children_id_fk" FOREIGN KEY ("procedure_child_id") REFERENCES "public"."procedure_children"("id") ON DELETE restrict ON UPDATE no action;