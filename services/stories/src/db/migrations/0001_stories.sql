CREATE TABLE "narration_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"audio_seconds" real,
	"work_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preview_quota" (
	"ip" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "preview_quota_ip_window_start_pk" PRIMARY KEY("ip","window_start")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"referral_code" text NOT NULL,
	"shared_story_id" uuid,
	"recipient_email" text,
	"recipient_user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"bonus_awarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"username" text,
	"session_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"preview" text NOT NULL,
	"category" text NOT NULL,
	"character_name" text NOT NULL,
	"prompt" text NOT NULL,
	"age_group" text NOT NULL,
	"length" text NOT NULL,
	"read_time" integer NOT NULL,
	"ink_cost" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"has_images" boolean DEFAULT false NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_audio" boolean DEFAULT false NOT NULL,
	"audio_url" text,
	"metadata" jsonb NOT NULL,
	"collection_id" uuid,
	"collection_order" integer DEFAULT 1 NOT NULL,
	"hold_id" uuid,
	"owner_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_ink_cost_non_negative" CHECK ("stories"."ink_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "narration_jobs" ADD CONSTRAINT "narration_jobs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_shared_story_id_stories_id_fk" FOREIGN KEY ("shared_story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "narration_jobs_story_idx" ON "narration_jobs" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "narration_jobs_waiting_idx" ON "narration_jobs" USING btree ("created_at") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "preview_quota_window_idx" ON "preview_quota" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_code_idx" ON "referrals" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "referrals_story_idx" ON "referrals" USING btree ("shared_story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_recipient_idx" ON "referrals" USING btree ("recipient_user_id") WHERE status = 'completed';--> statement-breakpoint
CREATE INDEX "stories_user_created_idx" ON "stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_preview_session_idx" ON "stories" USING btree ("session_id") WHERE is_preview and user_id is null;--> statement-breakpoint
CREATE INDEX "stories_collection_idx" ON "stories" USING btree ("collection_id","collection_order");