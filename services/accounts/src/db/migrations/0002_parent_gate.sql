ALTER TABLE "users" ADD COLUMN "parent_pin_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_stories" boolean DEFAULT false NOT NULL;