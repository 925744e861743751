CREATE TABLE "referral_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" uuid NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"bonus_awarded" boolean NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_completions" ADD CONSTRAINT "referral_completions_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_completions_recipient_idx" ON "referral_completions" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "referral_completions_bonus_idx" ON "referral_completions" USING btree ("referrer_user_id","completed_at") WHERE bonus_awarded;--> statement-breakpoint
-- Links completed before ADR 0027 had their one friend on the link row: that friend becomes the link's first completion.
INSERT INTO "referral_completions" ("referral_id", "referrer_user_id", "recipient_user_id", "bonus_awarded", "completed_at")
SELECT "id", "referrer_user_id", "recipient_user_id", "bonus_awarded", coalesce("completed_at", "created_at")
FROM "referrals" WHERE "status" = 'completed' AND "recipient_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;
