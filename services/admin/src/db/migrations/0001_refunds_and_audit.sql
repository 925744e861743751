CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text DEFAULT 'other' NOT NULL,
	"item_id" text,
	"item_title" text,
	"ink_amount" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_ink_amount_positive" CHECK ("refund_requests"."ink_amount" > 0),
	CONSTRAINT "refund_requests_item_type_known" CHECK ("refund_requests"."item_type" in ('story', 'ink_purchase', 'other')),
	CONSTRAINT "refund_requests_status_known" CHECK ("refund_requests"."status" in ('pending', 'approved', 'denied')),
	CONSTRAINT "refund_requests_processed_when_not_pending" CHECK (("refund_requests"."status" = 'pending') = ("refund_requests"."processed_at" is null))
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_live_per_item" ON "refund_requests" USING btree ("item_type","item_id") WHERE item_type in ('story', 'ink_purchase') and status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "refund_requests_user_idx" ON "refund_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_created_idx" ON "refund_requests" USING btree ("created_at");