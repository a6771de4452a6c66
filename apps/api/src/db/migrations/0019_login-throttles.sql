CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"account" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_throttles_account_idx" ON "login_throttles" USING btree ("account");