ALTER TABLE "stories" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "failure_reason" text;