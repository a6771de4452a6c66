ALTER TABLE "usage_policies" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "usage_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_policy_acceptances" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;