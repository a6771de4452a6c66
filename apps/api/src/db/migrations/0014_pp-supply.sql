CREATE TABLE "doctor_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"cep" text NOT NULL,
	"place_description" text NOT NULL,
	"number" text NOT NULL,
	"complement" text,
	"neighborhood" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procedure_children" DROP CONSTRAINT "procedure_children_one_item";--> statement-breakpoint
ALTER TABLE "procedure_children" ADD COLUMN "patient_procedure_id" integer;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "doctor_addresses" ADD CONSTRAINT "doctor_addresses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_addresses" ADD CONSTRAINT "doctor_addresses_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_addresses_doctor_idx" ON "doctor_addresses" USING btree ("program_id","doctor_id");--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_patient_procedure_id_patient_procedures_id_fk" FOREIGN KEY ("patient_procedure_id") REFERENCES "public"."patient_procedures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_one_item" CHECK (num_nonnulls("procedure_children"."exam_id", "procedure_children"."supply_id", "procedure_children"."aid_id", "procedure_children"."presentation_id", "procedure_children"."patient_procedure_id") = 1);