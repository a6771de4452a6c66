CREATE TABLE "patient_reads" (
	"patient_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"request_type" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patient_reads_pkey" PRIMARY KEY("patient_id","day","reader_id","source","request_type")
);
--> statement-breakpoint
ALTER TABLE "patient_reads" ADD CONSTRAINT "patient_reads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_reads_day_idx" ON "patient_reads" USING btree ("day");