CREATE TABLE "demo_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settle_note" text,
	CONSTRAINT "holds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "holds_amount_positive" CHECK ("holds"."amount" > 0),
	CONSTRAINT "holds_state_known" CHECK ("holds"."state" in ('held', 'captured', 'released')),
	CONSTRAINT "holds_settled_when_not_held" CHECK (("holds"."state" = 'held') = ("holds"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"balance" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "ledger_accounts_wallet_balance_non_negative" CHECK ("ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_wallet_shape" CHECK (("ledger_accounts"."kind" = 'wallet' and "ledger_accounts"."user_id" is not null and "ledger_accounts"."balance" is not null) or ("ledger_accounts"."kind" = 'system' and "ledger_accounts"."user_id" is null and "ledger_accounts"."balance" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"type" text,
	"description" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_amount_positive" CHECK ("ledger_transactions"."amount" > 0),
	CONSTRAINT "ledger_transactions_type_known" CHECK ("ledger_transactions"."type" in ('purchase', 'usage', 'bonus', 'welcome', 'referral'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_live_expiry_idx" ON "holds" USING btree ("expires_at") WHERE state = 'held';--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_idx" ON "ledger_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
-- Hand-written below this line (drizzle-kit cannot express triggers or seed rows).
-- The system accounts ink comes from and goes to (domain/ledger.ts names the same ones).
INSERT INTO "ledger_accounts" ("id", "kind") VALUES
	('system:welcome', 'system'),
	('system:referrals', 'system'),
	('system:purchases', 'system'),
	('system:holds', 'system'),
	('system:spending', 'system'),
	('system:refunds', 'system');
--> statement-breakpoint
-- Double entry, enforced by the database itself: at commit, every ledger transaction touched in this database
-- transaction must have at least two entries summing to zero. Deferred, so a movement's rows can be written one
-- by one; a bug in the service that writes an unbalanced movement fails its commit instead of corrupting the ledger.
CREATE FUNCTION "ledger_assert_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	tx_id uuid;
	total bigint;
	entries integer;
BEGIN
	IF TG_TABLE_NAME = 'ledger_entries' THEN
		tx_id := NEW.transaction_id;
	ELSE
		tx_id := NEW.id;
	END IF;
	SELECT coalesce(sum(amount), 0), count(*) INTO total, entries FROM "ledger_entries" WHERE transaction_id = tx_id;
	IF total <> 0 OR entries < 2 THEN
		RAISE EXCEPTION 'ledger transaction % is unbalanced: % entries summing to %', tx_id, entries, total
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_assert_balanced"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_assert_balanced"();
--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a new movement, never by editing history.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
