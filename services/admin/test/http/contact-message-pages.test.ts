import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { adminApiPaths, contactMessageListSchema, pageSizes } from '@inkspell/contracts';
import { encodeCursor } from '@inkspell/service-kit';
import { startAdmin, type AdminHarness } from '../support/admin-harness';
import { getPage, walkPages } from '../support/pages';

/** The Messages tab a page at a time (issue #24): newest first, read or unread, searched by sender or subject words. */
let admin: AdminHarness;
const messages = 1500;
const administrator = { id: randomUUID(), username: 'spelladmin', role: 'admin' as const };
const listPath = adminApiPaths.contactMessages;

beforeAll(async () => {
  admin = await startAdmin();
  // One INSERT: a third read, subjects from a few topics, pairs of messages a microsecond apart.
  await admin.deps.db.execute(sql`
    insert into contact_messages (name, email, subject, message, read, created_at)
    select 'Sender ' || n, 'sender' || n || '@mail.example',
           (array['Lost my story', 'Ink purchase question', 'Narration sounds odd', 'Thank you!'])[1 + n % 4] || ' #' || n,
           'Message ' || n, n % 3 = 0,
           now() - interval '10 days' + (n / 2) * interval '1 millisecond' + (n % 2) * interval '1 microsecond'
    from generate_series(1, ${messages}) as n`);
});
afterAll(async () => {
  await admin?.close();
});

const idsWhere = async (where: ReturnType<typeof sql>) =>
  ((await admin.deps.db.execute(sql`select id from contact_messages where ${where}`)).rows as { id: string }[]).map((r) => r.id).sort();

describe('GET /api/admin/contact-messages, a page at a time', () => {
  it('walks every message once, newest first, while new ones arrive between pages', async () => {
    const before = await idsWhere(sql`true`);
    const walked = await walkPages(admin, administrator, `${listPath}?limit=${pageSizes.max}`, async () => {
      await admin.deps.db.execute(sql`
        insert into contact_messages (name, email, subject, message) values ('Late', 'late@mail.example', 'Arrived meanwhile', 'Hello')`);
    });
    contactMessageListSchema.parse(walked.rows);
    expect(walked.rows).toHaveLength(before.length);
    expect([...walked.ids].sort()).toEqual(before);
    const times = walked.rows.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('keeps the unread or the read ones, counted exactly', async () => {
    for (const read of [false, true]) {
      const expected = await idsWhere(sql`read = ${read}`);
      const walked = await walkPages(admin, administrator, `${listPath}?read=${read}&limit=${pageSizes.max}`);
      expect([...walked.ids].sort()).toEqual(expected);
      expect(contactMessageListSchema.parse(walked.rows).every((m) => m.read === read)).toBe(true);
      expect(await getPage(admin, administrator, `${listPath}?read=${read}`)).toMatchObject({
        total: String(expected.length),
        exact: 'true',
      });
    }
    expect((await admin.request(`${listPath}?read=maybe`, { user: administrator })).status).toBe(400);
  });

  it("searches the sender's name or e-mail by prefix and the subject by its words", async () => {
    const search = async (term: string, extra = '') =>
      contactMessageListSchema.parse((await getPage(admin, administrator, `${listPath}?search=${encodeURIComponent(term)}${extra}`)).rows);
    expect((await search('SENDER 1234')).map((m) => m.name)).toEqual(['Sender 1234']);
    expect((await search('sender1234@')).map((m) => m.email)).toEqual(['sender1234@mail.example']);
    // Words of the subject, each as a prefix, in any order; other words of the subject need not be typed.
    const narration = await idsWhere(sql`subject like 'Narration sounds odd%'`);
    const walked = await walkPages(admin, administrator, `${listPath}?search=${encodeURIComponent('odd narrat')}&limit=${pageSizes.max}`);
    expect([...walked.ids].sort()).toEqual(narration);
    const page = await getPage(admin, administrator, `${listPath}?search=narration&read=false`);
    expect(page.total).toBe(String((await idsWhere(sql`subject like 'Narration%' and not read`)).length));
    // Not the middle of a name, not a wildcard, and the message itself is not searched.
    for (const term of ['ender 12', '%', '_', 'Message']) expect(await search(term), term).toEqual([]);
  });

  it('refuses a forged cursor with a 400 in the error body', async () => {
    const res = await admin.request(`${listPath}?cursor=${encodeCursor(['2026-01-01T00:00:00.000000Z', 42])}`, { user: administrator });
    expect(res).toMatchObject({ status: 400, body: { message: 'The cursor is not one this list gave', isValidationError: true } });
  });
});
