import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { indexesIn, planRecorder, seqScansOf } from '@inkspell/service-kit/testing';
import { createContactMessagesRepo } from '../../src/db/contact-messages.repo';
import { createRefundRequestsRepo } from '../../src/db/refund-requests.repo';
import { startAdmin, type AdminHarness } from '../support/admin-harness';

/**
 * The Refund Requests and Messages tabs at scale (issue #24): the repositories' own queries, explained on tables of
 * 50,000 rows, read a page, a filter and a search through indexes.
 */
let admin: AdminHarness;
let recorder: ReturnType<typeof planRecorder>;
const rows = 50_000;
const someUsers = Array.from({ length: 40 }, () => randomUUID());

beforeAll(async () => {
  admin = await startAdmin();
  await admin.deps.db.execute(sql`
    insert into refund_requests (user_id, item_type, ink_amount, reason, description, status, processed_at, created_at)
    select gen_random_uuid(), 'other', 1 + n % 9, 'other', 'Seeded request ' || n,
           case when n % 50 = 0 then 'pending' when n % 2 = 0 then 'approved' else 'denied' end,
           case when n % 50 = 0 then null else now() end, now() - n * interval '1 minute'
    from generate_series(1, ${rows}) as n`);
  await admin.deps.db.execute(sql`
    update refund_requests set user_id = (${`{${someUsers.join(',')}}`}::uuid[])[1 + n % 40]
    from (select id as rid, row_number() over () as n from refund_requests limit 200) as picked where id = picked.rid`);
  await admin.deps.db.execute(sql`
    insert into contact_messages (name, email, subject, message, read, created_at)
    select 'Sender ' || n, 'sender' || n || '@mail.example',
           (array['Lost my story', 'Ink purchase question', 'Thank you'])[1 + n % 3] || ' ' || n, 'Message ' || n,
           n % 40 <> 0, now() - n * interval '1 minute'
    from generate_series(1, ${rows}) as n`);
  await admin.deps.db.execute(
    sql`update contact_messages set subject = 'Narration sounds odd' where id in (select id from contact_messages limit 30)`,
  );
  await admin.deps.db.execute(sql`analyze refund_requests`);
  await admin.deps.db.execute(sql`analyze contact_messages`);
  recorder = planRecorder(admin.run.databaseUrl);
}, 120_000);
afterAll(async () => {
  await recorder?.close();
  await admin?.close();
});

describe(`refund requests on ${rows.toLocaleString('en')} rows`, () => {
  const plansOf = (use: (repo: ReturnType<typeof createRefundRequestsRepo>) => Promise<unknown>) =>
    recorder.plansOf((db) => use(createRefundRequestsRepo(db)));

  it('reads the first page and the next newest first along the (created_at, id) index', async () => {
    let cursor: string | null = null;
    const plans = await plansOf(async (repo) => {
      cursor = (await repo.page({}, { limit: 50 })).nextCursor;
      await repo.page({}, { limit: 50, cursor: cursor! });
    });
    expect(seqScansOf(plans, 'refund_requests')).toEqual([]);
    expect(indexesIn(plans)).toContain('refund_requests_newest_idx');
  });

  it('reads the pending ones through the (status, created_at, id) index, and counts them', async () => {
    const plans = await plansOf(async (repo) => {
      await repo.page({ status: 'pending' }, { limit: 50 });
      expect(await repo.total({ status: 'pending' })).toEqual({ count: rows / 50, exact: true });
    });
    expect(seqScansOf(plans, 'refund_requests')).toEqual([]);
    expect(indexesIn(plans)).toContain('refund_requests_status_newest_idx');
  });

  it('reads the requests of the people a search found through the user index', async () => {
    const plans = await plansOf(async (repo) => {
      expect((await repo.page({ userIds: someUsers }, { limit: 50 })).items).toHaveLength(50);
      expect(await repo.total({ userIds: someUsers })).toEqual({ count: 200, exact: true });
    });
    expect(seqScansOf(plans, 'refund_requests')).toEqual([]);
    expect(indexesIn(plans)).toContain('refund_requests_user_idx');
  });
});

describe(`contact messages on ${rows.toLocaleString('en')} rows`, () => {
  const plansOf = (use: (repo: ReturnType<typeof createContactMessagesRepo>) => Promise<unknown>) =>
    recorder.plansOf((db) => use(createContactMessagesRepo(db)));

  it('reads the unread ones through the (read, created_at, id) index', async () => {
    const plans = await plansOf((repo) => repo.page({ read: false }, { limit: 50 }));
    expect(seqScansOf(plans, 'contact_messages')).toEqual([]);
    expect(indexesIn(plans)).toContain('contact_messages_read_newest_idx');
  });

  it("searches the sender's name and e-mail by prefix and the subject's words through their indexes", async () => {
    const plans = await plansOf(async (repo) => {
      expect((await repo.page({ search: 'narration odd' }, { limit: 50 })).items).toHaveLength(30);
      expect(await repo.total({ search: 'sender 49999' })).toEqual({ count: 1, exact: true });
    });
    expect(seqScansOf(plans, 'contact_messages')).toEqual([]);
    expect(indexesIn(plans)).toEqual(
      new Set(['contact_messages_name_prefix_idx', 'contact_messages_email_prefix_idx', 'contact_messages_subject_words_idx']),
    );
  });
});
