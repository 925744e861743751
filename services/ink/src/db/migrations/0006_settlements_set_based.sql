-- Custom SQL migration file, put your code below! --
-- Settlements written a statement per table, as 0005 already wrote the usual batch of holds (issue #25). A batch
-- settled its captures and releases one by one through ink_hold_settle: per settlement a lookup, a movement built
-- as jsonb, two inserts, up to two updates. The usual batch settles distinct holds that are still held and are the
-- caller's, so its movements are known up front; any other batch (a hold already settled or unknown, the same hold
-- twice, another user's hold) keeps the one-by-one path, whose answers depend on the order. A capture or release
-- whose key is somehow taken fails the statement on the unique key, and the hold desk then runs each item alone,
-- down the one-by-one path that answers it. The movements mirror domain/holds.ts settleMovement as ink_hold_settle
-- does, and test/db/hold-statements.test.ts holds both paths to it.
CREATE OR REPLACE FUNCTION "ink_hold_batch"(items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_answers jsonb := '{}'::jsonb;
	v_item record;
	v_fast boolean;
	v_result jsonb;
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

	-- The settlements: every hold named once, held, and the caller's.
	SELECT count(*) > 0 AND count(*) = count(DISTINCT x.i->>'holdId') AND count(*) = count(h."id") INTO v_fast
	FROM jsonb_array_elements(items) x(i)
	LEFT JOIN "holds" h ON h."id" = (x.i->>'holdId')::uuid AND h."state" = 'held'
		AND (x.i->>'userId' IS NULL OR h."user_id" = (x.i->>'userId')::uuid)
	WHERE x.i->>'op' = 'settle';
	IF v_fast THEN
		-- One statement: its parts all read the rows as they were before it, so a release's answer is its wallet's
		-- balance before the batch plus the releases up to it, in the batch's order.
		WITH s AS (
			SELECT x.ord, h."id" AS hold_id, h."user_id", h."amount", x.i->>'target' = 'captured' AS captured, x.i->>'note' AS note,
				(x.i->>'at')::timestamptz AS at, (x.i->>'transactionId')::uuid AS transaction_id, h."description", 'wallet:' || h."user_id" AS wallet
			FROM jsonb_array_elements(items) WITH ORDINALITY x(i, ord)
			JOIN "holds" h ON h."id" = (x.i->>'holdId')::uuid
			WHERE x.i->>'op' = 'settle'
		), movements AS (
			INSERT INTO "ledger_transactions" ("id", "idempotency_key", "kind", "user_id", "amount", "type", "description", "reference")
			SELECT s.transaction_id, CASE WHEN s.captured THEN 'capture:' ELSE 'release:' END || s.hold_id,
				CASE WHEN s.captured THEN 'capture' ELSE 'release' END, s.user_id, s.amount, CASE WHEN s.captured THEN null ELSE 'usage' END,
				CASE WHEN s.captured THEN coalesce(nullif(s.note, ''), s.description) ELSE 'Returned: ' || s.description END, s.hold_id::text
			FROM s ORDER BY s.ord
		), entries AS (
			INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount")
			SELECT s.transaction_id, e.account_id, e.amount
			FROM s, LATERAL (VALUES (1, 'system:holds', -s.amount),
				(2, CASE WHEN s.captured THEN 'system:spending' ELSE s.wallet END, s.amount)) e(n, account_id, amount)
			ORDER BY s.ord, e.n
		), wallets AS (
			UPDATE "ledger_accounts" a SET "balance" = a."balance" + r.amount
			FROM (SELECT s.wallet, sum(s.amount) AS amount FROM s WHERE NOT s.captured GROUP BY 1) r
			WHERE a."id" = r.wallet
		), settled AS (
			UPDATE "holds" h SET "state" = CASE WHEN s.captured THEN 'captured' ELSE 'released' END, "settle_note" = s.note, "settled_at" = s.at
			FROM s WHERE h."id" = s.hold_id
		)
		SELECT v_answers || coalesce(jsonb_object_agg(b.ord::text, jsonb_build_object('state', 'held', 'userId', b.user_id,
			'kind', CASE WHEN b.captured THEN 'capture' ELSE 'release' END, 'type', CASE WHEN b.captured THEN null ELSE 'usage' END,
			'amount', b.amount, 'balance', b.after)), '{}'::jsonb)
		INTO v_answers
		FROM (SELECT s.*, CASE WHEN s.captured THEN null
				ELSE a."balance" + sum(s.amount) FILTER (WHERE NOT s.captured) OVER (PARTITION BY s.wallet ORDER BY s.ord) END AS after
			FROM s LEFT JOIN "ledger_accounts" a ON a."id" = s.wallet) b;
	ELSE
		FOR v_item IN SELECT x.i, x.ord FROM jsonb_array_elements(items) WITH ORDINALITY x(i, ord) WHERE x.i->>'op' = 'settle' LOOP
			v_answers := v_answers || jsonb_build_object(v_item.ord::text, "ink_hold_settle"(v_item.i));
		END LOOP;
	END IF;

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
	-- Into a variable, not RETURN (SELECT …): PostgreSQL planned that expression again on every call.
	SELECT jsonb_agg(v_answers->(n::text) ORDER BY n) INTO v_result FROM generate_series(1, jsonb_array_length(items)) n;
	RETURN v_result;
END;
$$;
