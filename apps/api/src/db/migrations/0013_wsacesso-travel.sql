ALTER TABLE "procedure_children" DROP CONSTRAINT "procedure_children_one_item";--> statement-breakpoint
ALTER TABLE "procedure_children" ADD COLUMN "presentation_id" integer;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "travel_group_id" integer;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "treatment_location_id" integer;--> statement-breakpoint
ALTER TABLE "procedures" ADD COLUMN "treatment_location" jsonb;--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_travel_group_id_travel_groups_id_fk" FOREIGN KEY ("travel_group_id") REFERENCES "public"."travel_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_treatment_location_id_treatment_locations_id_fk" FOREIGN KEY ("treatment_location_id") REFERENCES "public"."treatment_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procedures_travel_patient_idx" ON "procedures" USING btree ("patient_id","followup_id") WHERE "procedures"."type" = 'TRAVEL';--> statement-breakpoint
ALTER TABLE "procedure_children" ADD CONSTRAINT "procedure_children_one_item" CHECK (num_nonnulls("procedure_children"."exam_id", "procedure_children"."supply_id", "procedure_children"."aid_id", "procedure_children"."presentation_id") = 1);