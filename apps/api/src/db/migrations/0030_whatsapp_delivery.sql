ALTER TABLE "outbound_messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "sms_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "fallback_for_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_fallback_for_id_outbound_messages_id_fk" FOREIGN KEY ("fallback_for_id") REFERENCES "public"."outbound_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_external_id_unique" ON "outbound_messages" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_fallback_for_unique" ON "outbound_messages" USING btree ("fallback_for_id");