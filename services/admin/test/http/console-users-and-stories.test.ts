import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminApiPaths, adminStorySchema, adminUserSchema, nextCursorOf, redisKeys } from '@inkspell/contracts';
import { encodeCursor } from '@inkspell/service-kit';
import { newRegistration } from '@inkspell/accounts-service/testing';
import { startPlatform, type Platform } from '../support/platform';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(async () => {
  await p?.close();
});

const asAdmin = () => p.as(p.administrator);

describe('the Users tab', () => {
  it('disabling through the admin API ends every session of the user at once, and login then says why; enabling lets them back', async () => {
    const registration = newRegistration();
    const laptop = p.accounts.client();
    const user = (await laptop.post('/api/auth/register', registration)).body;
    const phone = p.accounts.client();
    await phone.post('/api/auth/login', { username: registration.username, password: registration.password });
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const disabled = await asAdmin().patch(adminApiPaths.disableUser(user.id), { reason: '  Shared an unkind story  ' });
    expect(disabled.status).toBe(200);
    expect(adminUserSchema.parse(disabled.body)).toMatchObject({ id: user.id, isDisabled: true, disabledReason: 'Shared an unkind story' });

    for (const browser of [laptop, phone]) {
      expect(await p.accounts.redis.get(redisKeys.session(p.accounts.prefix, browser.sid!))).toBeNull();
      expect((await browser.get('/api/auth/user')).status).toBe(401);
    }
    const refused = await p.accounts.client().post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(refused).toMatchObject({ status: 403, body: { message: 'This account has been disabled: Shared an unkind story' } });
    const [audit] = (await p.auditRows('user.disabled')).filter((row) => row.target_id === user.id);
    expect(audit).toMatchObject({
      actor_user_id: p.administrator.id,
      target_type: 'user',
      details: { username: registration.username, reason: 'Shared an unkind story' },
    });

    const enabled = await asAdmin().patch(adminApiPaths.enableUser(user.id));
    expect(enabled).toMatchObject({ status: 200, body: { id: user.id, isDisabled: false, disabledReason: null } });
    expect(
      (await p.accounts.client().post('/api/auth/login', { username: registration.username, password: registration.password })).status,
    ).toBe(200);
    expect((await p.auditRows('user.enabled')).filter((row) => row.target_id === user.id)).toHaveLength(1);
  });

  it('lists users as an array from accounts, searched by the box, with the disabled shown with their reason', async () => {
    const registration = newRegistration({ firstName: 'Zephyrine' });
    const user = (await p.accounts.client().post('/api/auth/register', registration)).body;
    await asAdmin().patch(adminApiPaths.disableUser(user.id), { reason: 'Spam' });

    const all = adminUserSchema.array().parse((await asAdmin().get(adminApiPaths.users)).body);
    expect(all.map((u) => u.username)).toEqual(expect.arrayContaining([p.administrator.username, registration.username]));
    const found = await asAdmin().get(`${adminApiPaths.users}?search=zephyr`);
    expect(found.body).toEqual([expect.objectContaining({ id: user.id, isDisabled: true, disabledReason: 'Spam' })]);
    expect(JSON.stringify(all)).not.toMatch(/argon2|password/i);
  });
});

describe('the Stories tab', () => {
  it('lists every story as an array from stories, searched by the box', async () => {
    const user = await p.newUser();
    const story = await p.stories.add(user.id, { title: 'The Whispering Lighthouse', inkCost: 5, username: user.username });
    await p.stories.add(user.id, { title: 'Pip and the Moon', inkCost: 2, username: user.username });

    const all = adminStorySchema.array().parse((await asAdmin().get(adminApiPaths.stories)).body);
    expect(all.map((s) => s.title)).toEqual(expect.arrayContaining(['The Whispering Lighthouse', 'Pip and the Moon']));
    const found = await asAdmin().get(`${adminApiPaths.stories}?search=${encodeURIComponent('  lighthouse ')}`);
    expect(found.body).toEqual([expect.objectContaining({ id: story.id, username: user.username, inkCost: 5 })]);
  });

  it('pages the stories newest first with the next page’s link and the true total in headers, and refuses a forged cursor', async () => {
    const user = await p.newUser();
    for (const title of ['Paged One', 'Paged Two', 'Paged Three']) await p.stories.add(user.id, { title, inkCost: 1 });
    const [{ n }] = (await p.stories.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from stories where user_id is not null`))
      .rows as [{ n: number }];
    const first = await asAdmin().get(`${adminApiPaths.stories}?limit=2`);
    expect(first.body.map((s: { title: string }) => s.title)).toEqual(['Paged Three', 'Paged Two']);
    expect(first.headers.get('x-total-count')).toBe(String(n));
    expect(first.headers.get('x-total-exact')).toBe('true');
    const next = nextCursorOf(first.headers.get('link'));
    expect(first.headers.get('link')).toBe(`</api/admin/stories?limit=2&cursor=${next}>; rel="next"`);
    const second = await asAdmin().get(`${adminApiPaths.stories}?limit=2&cursor=${next}`);
    expect(second.body[0].title).toBe('Paged One');

    const forged = await asAdmin().get(`${adminApiPaths.stories}?cursor=${encodeCursor(['yesterday', 'me'])}`);
    expect(forged).toMatchObject({ status: 400, body: { message: 'The cursor is not one this list gave', isValidationError: true } });
    expect((await asAdmin().get(`${adminApiPaths.stories}?limit=500`)).status).toBe(400);
  });

  it('says the stories service is down with 503 when nobody answers its command, and audits nothing', async () => {
    await p.stories.close();
    try {
      const before = (await p.auditRows('stories.viewed')).length;
      const res = await asAdmin().get(adminApiPaths.stories);
      expect(res).toMatchObject({ status: 503, body: { code: 'unavailable', message: expect.any(String) } });
      expect(await p.auditRows('stories.viewed')).toHaveLength(before);
    } finally {
      await p.restartStories();
    }
  });
});
