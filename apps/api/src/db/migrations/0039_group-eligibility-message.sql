ALTER TABLE "exam_groups" ADD COLUMN "eligibility_message" text;--> statement-breakpoint
ALTER TABLE "travel_groups" ADD COLUMN "eligibility_message" text;