CREATE TABLE "inventory_balances" (
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"inventory_type" text NOT NULL,
	"group_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_balances_program_id_user_id_inventory_type_group_id_item_id_pk" PRIMARY KEY("program_id","user_id","inventory_type","group_id","item_id"),
	CONSTRAINT "inventory_balances_amount_not_negative" CHECK ("inventory_balances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer,
	"program_id" integer NOT NULL,
	"inventory_type" text NOT NULL,
	"group_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"distribution_type" text,
	"reason" text,
	"procedure_id" integer,
	CONSTRAINT "inventory_movements_amount_positive" CHECK ("inventory_movements"."amount" > 0),
	CONSTRAINT "inventory_movements_two_parties" CHECK ("inventory_movements"."from_user_id" is distinct from "inventory_movements"."to_user_id")
);
--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_balances_item_idx" ON "inventory_balances" USING btree ("program_id","inventory_type","group_id","item_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_to_idx" ON "inventory_movements" USING btree ("to_user_id","program_id","inventory_type","group_id","item_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_from_idx" ON "inventory_movements" USING btree ("from_user_id","program_id","inventory_type","group_id","item_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_program_idx" ON "inventory_movements" USING btree ("program_id","id");--> statement-breakpoint
CREATE INDEX "inventory_movements_procedure_idx" ON "inventory_movements" USING btree ("procedure_id") WHERE "inventory_movements"."procedure_id" is not null;