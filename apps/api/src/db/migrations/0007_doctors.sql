CREATE TABLE "program_doctors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_doctors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"crm" text NOT NULL,
	"uf" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"specialty_group_id" integer,
	"imported_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notices_seen" (
	"user_id" integer NOT NULL,
	"notice" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notices_seen_user_id_notice_pk" PRIMARY KEY("user_id","notice")
);
--> statement-breakpoint
ALTER TABLE "program_doctors" ADD CONSTRAINT "program_doctors_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_doctors" ADD CONSTRAINT "program_doctors_specialty_group_id_user_groups_id_fk" FOREIGN KEY ("specialty_group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_doctors" ADD CONSTRAINT "program_doctors_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices_seen" ADD CONSTRAINT "user_notices_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_doctors_program_crm_uf_unique" ON "program_doctors" USING btree ("program_id","crm","uf");--> statement-breakpoint
CREATE INDEX "program_doctors_program_name_idx" ON "program_doctors" USING btree ("program_id","name","id");--> statement-breakpoint
CREATE INDEX "program_doctors_imported_by_idx" ON "program_doctors" USING btree ("imported_by_id");--> statement-breakpoint
CREATE INDEX "program_doctors_name_trgm" ON "program_doctors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "program_doctors_email_trgm" ON "program_doctors" USING gin ("email" gin_trgm_ops);