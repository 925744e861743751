-- Custom SQL migration file, put your code below! --
-- A hold, a capture and a release each in one statement, and many of them in one statement (issue #25). Posted
-- one statement at a time the ledger paid a round trip per step (13 for a hold and its capture) and a commit per
-- movement; profiled under the ledger bench, ink spent 42 % of its CPU in socket writes. The service's hold desk
-- (db/hold-desk.ts) sends the holds and settlements that arrive while a batch is in flight as the next batch.
-- The rules stay the domain's: it builds each hold's movements (domain/ledger.ts), and the capture and release
-- below mirror domain/holds.ts settleMovement, which test/db/hold-statements.test.ts holds them to.

-- Writes a movement built by the domain (its row and entries) unless its idempotency key is taken: true when written.
-- The wallet's balance is the caller's to move.
CREATE FUNCTION "ink_write_movement"(m jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ledger_transactions" ("id", "idempotency_key", "kind", "user_id", "amount", "type", "description", "reference")
	VALUES ((m->>'id')::uuid, m->>'idempotencyKey', m->>'kind', (m->>'userId')::uuid, (m->>'amount')::integer, m->>'type',
		m->>'description', m->>'reference')
	ON CONFLICT ("idempotency_key") DO NOTHING;
	IF NOT FOUND THEN
		RETURN false;
	END IF;
	INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount")
	SELECT (m->>'id')::uuid, e->>'accountId', (e->>'amount')::integer FROM jsonb_array_elements(m->'entries') e;
	RETURN true;
END;
$$;
--> statement-breakpoint
-- A hold (domain/holds.ts holdInk): opens the wallet with its welcome movement when missing, then posts the hold's
-- movement and its row. Checks before it writes, so a refusal (a repeated key, too little ink) writes nothing at
-- all, as the rolled-back transaction did before: a new user refused with 402 still has no wallet.
CREATE FUNCTION "ink_hold_create"(r jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_hold jsonb := r->'movement';
	v_welcome jsonb := r->'welcome';
	v_user uuid := (v_hold->>'userId')::uuid;
	v_wallet text := 'wallet:' || (v_hold->>'userId');
	v_delta integer := (v_hold->>'walletDelta')::integer;
	v_balance integer;
	v_opening boolean;
	v_earlier record;
	v_earlier_hold record;
BEGIN
	SELECT a."balance" INTO v_balance FROM "ledger_accounts" a WHERE a."id" = v_wallet FOR UPDATE;
	v_opening := NOT FOUND;
	SELECT t."kind", t."user_id", t."amount" INTO v_earlier FROM "ledger_transactions" t
	WHERE t."idempotency_key" = v_hold->>'idempotencyKey';
	IF FOUND THEN
		-- The domain compares the facts: the same hold is answered with the first one, other facts are a conflict.
		SELECT h."id", h."user_id" INTO v_earlier_hold FROM "holds" h WHERE h."idempotency_key" = r->>'callerKey';
		RETURN jsonb_build_object(
			'status', 'exists',
			'existing', jsonb_build_object('kind', v_earlier."kind", 'userId', v_earlier."user_id", 'amount', v_earlier."amount"),
			'holdId', v_earlier_hold."id",
			'balance', (SELECT a."balance" FROM "ledger_accounts" a WHERE a."id" = 'wallet:' || v_earlier_hold."user_id"));
	END IF;
	IF v_opening THEN
		v_balance := (v_welcome->>'walletDelta')::integer;
	END IF;
	IF v_balance + v_delta < 0 THEN
		RETURN jsonb_build_object('status', 'insufficient', 'balance', v_balance);
	END IF;
	IF v_opening THEN
		INSERT INTO "ledger_accounts" ("id", "kind", "user_id", "balance") VALUES (v_wallet, 'wallet', v_user, 0) ON CONFLICT DO NOTHING;
		-- Opened by someone else since the read above: this statement fails whole and the desk tries the hold alone.
		IF NOT FOUND OR NOT "ink_write_movement"(v_welcome) THEN
			RAISE EXCEPTION 'wallet % opened concurrently', v_wallet USING ERRCODE = 'serialization_failure';
		END IF;
	END IF;
	IF NOT "ink_write_movement"(v_hold) THEN
		RAISE EXCEPTION 'idempotency key % taken concurrently', v_hold->>'idempotencyKey' USING ERRCODE = 'serialization_failure';
	END IF;
	UPDATE "ledger_accounts" SET "balance" = v_balance + v_delta WHERE "id" = v_wallet;
	INSERT INTO "holds" ("id", "idempotency_key", "user_id", "amount", "state", "description", "expires_at")
	VALUES ((r->>'holdId')::uuid, r->>'callerKey', v_user, (v_hold->>'amount')::integer, 'held', r->>'description',
		(r->>'expiresAt')::timestamptz);
	RETURN jsonb_build_object('status', 'posted', 'holdId', r->>'holdId', 'balance', v_balance + v_delta, 'opened', v_opening);
END;
$$;
--> statement-breakpoint
-- A capture or release (domain/holds.ts settle): posts the movement and settles the hold only while it is held, and
-- answers the state it found; the domain decides what any other state means (settleDecision).
CREATE FUNCTION "ink_hold_settle"(r jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_hold "holds"%ROWTYPE;
	v_captured boolean := r->>'target' = 'captured';
	v_wallet text;
	v_movement jsonb;
	v_earlier record;
	v_balance integer;
BEGIN
	SELECT * INTO v_hold FROM "holds" h WHERE h."id" = (r->>'holdId')::uuid FOR UPDATE;
	-- A hold of another user is as unknown to the caller as a hold that does not exist.
	IF NOT FOUND OR (r->>'userId' IS NOT NULL AND v_hold."user_id" <> (r->>'userId')::uuid) THEN
		RETURN jsonb_build_object('state', null);
	END IF;
	IF v_hold."state" <> 'held' THEN
		RETURN jsonb_build_object('state', v_hold."state", 'userId', v_hold."user_id");
	END IF;
	v_wallet := 'wallet:' || v_hold."user_id";
	-- domain/holds.ts settleMovement: a capture moves the ink from holds to spending, a release back to the wallet.
	v_movement := jsonb_build_object(
		'id', r->>'transactionId',
		'idempotencyKey', CASE WHEN v_captured THEN 'capture:' ELSE 'release:' END || v_hold."id",
		'kind', CASE WHEN v_captured THEN 'capture' ELSE 'release' END,
		'userId', v_hold."user_id",
		'amount', v_hold."amount",
		'type', CASE WHEN v_captured THEN null ELSE 'usage' END,
		'description', CASE WHEN v_captured THEN coalesce(nullif(r->>'note', ''), v_hold."description")
			ELSE 'Returned: ' || v_hold."description" END,
		'reference', v_hold."id",
		'entries', jsonb_build_array(
			jsonb_build_object('accountId', 'system:holds', 'amount', -v_hold."amount"),
			jsonb_build_object('accountId', CASE WHEN v_captured THEN 'system:spending' ELSE v_wallet END, 'amount', v_hold."amount")));
	IF "ink_write_movement"(v_movement) THEN
		IF NOT v_captured THEN
			UPDATE "ledger_accounts" SET "balance" = "balance" + v_hold."amount" WHERE "id" = v_wallet RETURNING "balance" INTO v_balance;
		END IF;
	ELSE
		-- Posted already under its key (it cannot be while the hold is held): the same movement is no harm, other facts stop.
		SELECT t."kind", t."user_id", t."amount" INTO v_earlier FROM "ledger_transactions" t
		WHERE t."idempotency_key" = v_movement->>'idempotencyKey';
		IF v_earlier."kind" <> v_movement->>'kind' OR v_earlier."user_id" <> v_hold."user_id" OR v_earlier."amount" <> v_hold."amount" THEN
			RAISE EXCEPTION 'idempotency key % names another movement', v_movement->>'idempotencyKey' USING ERRCODE = 'unique_violation';
		END IF;
	END IF;
	UPDATE "holds" SET "state" = r->>'target', "settle_note" = r->>'note', "settled_at" = (r->>'at')::timestamptz WHERE "id" = v_hold."id";
	RETURN jsonb_build_object('state', 'held', 'userId', v_hold."user_id", 'kind', v_movement->>'kind', 'type', v_movement->'type',
		'amount', v_hold."amount", 'balance', v_balance);
END;
$$;
--> statement-breakpoint
-- Many holds and settlements in one statement, one transaction and one commit, each answered in its place. Rows are
-- locked in one order for every batch (the holds being settled, then the wallets moved, each sorted) so that two
-- batches in flight at once queue instead of deadlocking. Settlements go first, then holds: the batch's items all
-- arrived together, so either order is one the callers could have seen.
CREATE FUNCTION "ink_hold_batch"(items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_answers jsonb := '{}'::jsonb;
	v_item record;
	v_fast boolean;
BEGIN
	PERFORM 1 FROM "holds" h
	WHERE h."id" IN (SELECT (i->>'holdId')::uuid FROM jsonb_array_elements(items) i WHERE i->>'op' = 'settle')
	ORDER BY h."id" FOR UPDATE;
	PERFORM 1 FROM "ledger_accounts" a
	WHERE a."id" IN (
		SELECT 'wallet:' || (i->'movement'->>'userId') FROM jsonb_array_elements(items) i WHERE i->>'op' = 'create'
		UNION
		SELECT 'wallet:' || h."user_id" FROM "holds" h
		WHERE h."id" IN (SELECT (i->>'holdId')::uuid FROM jsonb_array_elements(items) i WHERE i->>'op' = 'settle' AND i->>'target' = 'released'))
	ORDER BY a."id" FOR UPDATE;
	FOR v_item IN SELECT x.i, x.ord FROM jsonb_array_elements(items) WITH ORDINALITY x(i, ord) WHERE x.i->>'op' = 'settle' LOOP
		v_answers := v_answers || jsonb_build_object(v_item.ord::text, "ink_hold_settle"(v_item.i));
	END LOOP;

	-- The usual batch of holds: every wallet open and able to pay for all of its holds, no key taken or repeated. Then
	-- the holds are written a statement per table, not a few statements per hold (PostgreSQL's CPU per hold fell by
	-- about a third); any other batch takes the one-by-one path, whose answers (402, a repeat) need the order.
	SELECT count(*) FILTER (WHERE a."id" IS NULL OR a."balance" + w.delta < 0) = 0 INTO v_fast
	FROM (SELECT 'wallet:' || (i->'movement'->>'userId') AS wallet, sum((i->'movement'->>'walletDelta')::integer) AS delta
		FROM jsonb_array_elements(items) i WHERE i->>'op' = 'create' GROUP BY 1) w
	LEFT JOIN "ledger_accounts" a ON a."id" = w.wallet;
	IF v_fast THEN
		SELECT count(*) = count(DISTINCT i->'movement'->>'idempotencyKey')
			AND NOT EXISTS (SELECT 1 FROM "ledger_transactions" t WHERE t."idempotency_key" IN (
				SELECT j->'movement'->>'idempotencyKey' FROM jsonb_array_elements(items) j WHERE j->>'op' = 'create'))
		INTO v_fast FROM jsonb_array_elements(items) i WHERE i->>'op' = 'create';
	END IF;
	IF v_fast THEN
		-- Each hold's answer is its wallet's balance after it, in the batch's order (read before the wallets move).
		SELECT v_answers || coalesce(jsonb_object_agg(b.ord::text, jsonb_build_object('status', 'posted', 'holdId', b.hold_id,
			'balance', b.after, 'opened', false)), '{}'::jsonb)
		INTO v_answers
		FROM (SELECT c.ord, c.i->>'holdId' AS hold_id,
				a."balance" + sum((c.i->'movement'->>'walletDelta')::integer) OVER (PARTITION BY a."id" ORDER BY c.ord) AS after
			FROM jsonb_array_elements(items) WITH ORDINALITY c(i, ord)
			JOIN "ledger_accounts" a ON a."id" = 'wallet:' || (c.i->'movement'->>'userId')
			WHERE c.i->>'op' = 'create') b;
		INSERT INTO "ledger_transactions" ("id", "idempotency_key", "kind", "user_id", "amount", "type", "description", "reference")
		SELECT (m->>'id')::uuid, m->>'idempotencyKey', m->>'kind', (m->>'userId')::uuid, (m->>'amount')::integer, m->>'type',
			m->>'description', m->>'reference'
		FROM (SELECT x.i->'movement' AS m, x.ord FROM jsonb_array_elements(items) WITH ORDINALITY x(i, ord) WHERE x.i->>'op' = 'create') c
		ORDER BY c.ord;
		INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount")
		SELECT (i->'movement'->>'id')::uuid, e->>'accountId', (e->>'amount')::integer
		FROM jsonb_array_elements(items) i, jsonb_array_elements(i->'movement'->'entries') e WHERE i->>'op' = 'create';
		UPDATE "ledger_accounts" a SET "balance" = a."balance" + w.delta
		FROM (SELECT 'wallet:' || (i->'movement'->>'userId') AS wallet, sum((i->'movement'->>'walletDelta')::integer) AS delta
			FROM jsonb_array_elements(items) i WHERE i->>'op' = 'create' GROUP BY 1) w
		WHERE a."id" = w.wallet;
		INSERT INTO "holds" ("id", "idempotency_key", "user_id", "amount", "state", "description", "expires_at")
		SELECT (i->>'holdId')::uuid, i->>'callerKey', (i->'movement'->>'userId')::uuid, (i->'movement'->>'amount')::integer, 'held',
			i->>'description', (i->>'expiresAt')::timestamptz
		FROM jsonb_array_elements(items) i WHERE i->>'op' = 'create';
	ELSE
		FOR v_item IN SELECT x.i, x.ord FROM jsonb_array_elements(items) WITH ORDINALITY x(i, ord) WHERE x.i->>'op' = 'create' LOOP
			v_answers := v_answers || jsonb_build_object(v_item.ord::text, "ink_hold_create"(v_item.i));
		END LOOP;
	END IF;
	RETURN (SELECT jsonb_agg(v_answers->(n::text) ORDER BY n) FROM generate_series(1, jsonb_array_length(items)) n);
END;
$$;
