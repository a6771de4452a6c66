CREATE TABLE "fhir_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"program_id" integer NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fhir_assertion_jtis" (
	"client_id" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_assertion_jtis_pkey" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "fhir_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"jwks" jsonb,
	"jwks_url" text,
	"scope" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jwks_updated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fhir_export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"level" text NOT NULL,
	"requested_by_user_id" integer,
	"requested_by_client_id" text,
	"request" text NOT NULL,
	"types" jsonb NOT NULL,
	"since" timestamp with time zone,
	"status" text DEFAULT 'queued' NOT NULL,
	"transaction_time" timestamp with time zone NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"output" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_client_id_fhir_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fhir_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_assertion_jtis" ADD CONSTRAINT "fhir_assertion_jtis_client_id_fhir_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fhir_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_requested_by_client_id_fhir_clients_client_id_fk" FOREIGN KEY ("requested_by_client_id") REFERENCES "public"."fhir_clients"("client_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_expires_idx" ON "fhir_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_assertion_jtis_expires_idx" ON "fhir_assertion_jtis" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_clients_program_idx" ON "fhir_clients" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "fhir_export_jobs_program_idx" ON "fhir_export_jobs" USING btree ("program_id","created_at");