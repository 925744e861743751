import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminApiPaths, contactMessageLimits, contactMessageListSchema, contactMessagesPath } from '@inkspell/contracts';
import { startSmtpInbox, waitFor } from '@inkspell/service-kit/testing';
import { startAdmin, type AdminHarness } from '../support/admin-harness';
import { adminTables, fingerprintOf } from '../support/fingerprint';

const contactLimit = 3;
const adminEmail = 'spell-team@example.com';

let admin: AdminHarness;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  admin = await startAdmin({ env: { CONTACT_RATE_LIMIT: contactLimit, SMTP_URL: inbox.url, ADMIN_EMAIL: adminEmail } });
});
afterAll(async () => {
  await admin?.close();
  await inbox?.close();
});

const administrator = { id: randomUUID(), username: 'spelladmin', role: 'admin' as const };
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'A question about ink', message: 'How long does ink last?' };

/** A contact message from one client address (the gateway puts it in X-Forwarded-For), optionally signed in. */
async function send(body: unknown, ip: string, token?: string) {
  const res = await fetch(`${admin.baseUrl}${contactMessagesPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const messages = async () =>
  contactMessageListSchema.parse((await admin.request(adminApiPaths.contactMessages, { user: administrator })).body);
const fingerprint = () => fingerprintOf(admin.deps.db, adminTables);
let nextIp = 1;
/** A client address no other test has used, so each test starts with its whole allowance. */
const freshIp = () => `203.0.113.${nextIp++}`;

describe('POST /api/contact-messages', () => {
  it('stores a visitor message exactly as sent, script and all, and answers only its id', async () => {
    const script = '<script>alert("hi")</script> <b>bold</b> & "quotes"';
    const res = await send({ ...valid, subject: `<img src=x onerror=alert(1)>`, message: script }, freshIp());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'id']);
    const stored = (await messages()).find((m) => m.id === res.body.id);
    expect(stored).toMatchObject({ subject: '<img src=x onerror=alert(1)>', message: script, userId: null, read: false });
  });

  it("keeps the signed-in sender's id with the message", async () => {
    const user = { id: randomUUID(), username: 'luna', role: 'user' as const };
    const res = await send(valid, freshIp(), await admin.run.keys.sign(user));
    expect(res.status).toBe(201);
    expect((await messages()).find((m) => m.id === res.body.id)?.userId).toBe(user.id);
  });

  it('mails the administrator a plain-text notice with the message', async () => {
    const res = await send({ ...valid, subject: 'Mail me', message: 'Please <write> back.' }, freshIp());
    expect(res.status).toBe(201);
    const mail = await waitFor(() => inbox.received.find((m) => m.to.includes(adminEmail) && m.raw.includes('Mail me')), {
      what: 'the notice in the inbox',
    });
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.raw).toContain('Please <write> back.');
    expect(mail.raw).toMatch(/Reply-To: .*ada@example\.com/i);
  });

  const long = (n: number) => 'a'.repeat(n);
  it.each<[string, unknown, string]>([
    ['an empty body', {}, 'name'],
    ['a missing name', { ...valid, name: undefined }, 'name'],
    ['a name of spaces', { ...valid, name: '   ' }, 'name'],
    ['a typed e-mail that is no address', { ...valid, email: 'ada-at-example' }, 'email'],
    ['a missing subject', { ...valid, subject: '' }, 'subject'],
    ['a missing message', { ...valid, message: '' }, 'message'],
    ['a message over the limit', { ...valid, message: long(contactMessageLimits.message + 1) }, 'message'],
    ['a name over the limit', { ...valid, name: long(contactMessageLimits.name + 1) }, 'name'],
    ['a subject that is no text', { ...valid, subject: 42 }, 'subject'],
    ['a body that is no JSON object', 'not json', ''],
  ])('refuses %s with a 400 and changes nothing', async (_name, body, field) => {
    const before = await fingerprint();
    const res = await send(body, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ isValidationError: true, message: expect.any(String) });
    if (field) expect(res.body.fieldErrors).toHaveProperty(field);
    expect(await fingerprint()).toBe(before);
  });

  it(`takes ${contactLimit} messages an hour from one address, then answers 429 with Retry-After and stores nothing more`, async () => {
    const ip = freshIp();
    for (let i = 0; i < contactLimit; i++) expect((await send({ ...valid, subject: `try ${i}` }, ip)).status).toBe(201);
    const count = (await messages()).length;
    const refused = await send({ ...valid, subject: 'one too many' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('several messages') });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await messages()).toHaveLength(count);
    // Another address still gets through.
    expect((await send(valid, freshIp())).status).toBe(201);
  });

  it('counts racing messages from one address exactly', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: contactLimit + 4 }, (_, i) => send({ ...valid, subject: `race ${i}` }, ip)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(contactLimit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
  });
});

describe('the Messages tab', () => {
  it('lists messages newest first and marks one read and unread again', async () => {
    const first = await send({ ...valid, subject: 'first' }, freshIp());
    const second = await send({ ...valid, subject: 'second' }, freshIp());
    const list = await messages();
    const ids = list.map((m) => m.id);
    expect(ids.indexOf(second.body.id as string)).toBeLessThan(ids.indexOf(first.body.id as string));
    expect([...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((m) => m.createdAt)).toEqual(list.map((m) => m.createdAt));

    const path = adminApiPaths.contactMessage(first.body.id as string);
    const read = await admin.request(path, { method: 'PATCH', body: { read: true }, user: administrator });
    expect(read).toMatchObject({ status: 200, body: { id: first.body.id, read: true } });
    expect((await messages()).find((m) => m.id === first.body.id)?.read).toBe(true);
    const unread = await admin.request(path, { method: 'PATCH', body: { read: false }, user: administrator });
    expect(unread).toMatchObject({ status: 200, body: { read: false } });
  });

  it.each<[string, string, unknown, number]>([
    ['an unknown message', adminApiPaths.contactMessage(randomUUID()), { read: true }, 404],
    ['an id that is no id', adminApiPaths.contactMessage("1' or '1'='1"), { read: true }, 404],
    ['a read flag that is no boolean', adminApiPaths.contactMessage(randomUUID()), { read: 'yes' }, 400],
    ['a body with more than the flag', adminApiPaths.contactMessage(randomUUID()), { read: true, message: 'changed' }, 400],
  ])('refuses %s and changes nothing', async (_name, path, body, status) => {
    const before = await fingerprint();
    const res = await admin.request(path, { method: 'PATCH', body, user: administrator });
    expect(res.status).toBe(status);
    expect(await fingerprint()).toBe(before);
  });
});
