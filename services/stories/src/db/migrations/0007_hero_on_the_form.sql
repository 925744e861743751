ALTER TABLE "stories" ADD COLUMN "hero_pronouns" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "hero_look" jsonb;