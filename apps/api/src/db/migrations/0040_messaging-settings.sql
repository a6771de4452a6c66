CREATE TABLE "program_messaging_settings" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"sms_enabled" boolean DEFAULT true NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"whatsapp_enabled" boolean DEFAULT true NOT NULL,
	"email_from_name" text,
	"template_patient_invitation" text,
	"template_agreement_code" text,
	"template_request_update" text,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "program_messaging_settings" ADD CONSTRAINT "program_messaging_settings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_messaging_settings" ADD CONSTRAINT "program_messaging_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;