import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
let realDuplicate: ReturnType<typeof answer>;
beforeAll(async () => {
  h = await startAccounts();
  const first = newRegistration();
  expect((await h.client().post('/api/auth/register', first)).status).toBe(201);
  const again = await h.client().post('/api/auth/register', newRegistration({ username: first.username }));
  realDuplicate = answer(again);
});
afterAll(async () => {
  await h?.close();
});

/** Status and body, without the request's own id. */
function answer(res: { status: number; body: Record<string, unknown> }) {
  const { requestId: _requestId, ...body } = res.body;
  return { status: res.status, body };
}

// ADMIN_USERNAME is the default, spelladmin; each of these passes the contract's username rules.
const variants = [
  'spelladmin',
  'SpellAdmin',
  'SPELLADMIN',
  'spe11admin',
  'spel1adm1n',
  'spelIadmin',
  'spell_admin',
  'spell.admin',
  'spell-admin',
  '5pelladmin',
  'sp3lladm1n',
  'spelladrnin',
  '_Spell.Adm1n_',
];

describe('registration refuses the administrator name and its look-alikes', () => {
  it('a real duplicate answers 409 Username already exists', () => {
    expect(realDuplicate).toEqual({ status: 409, body: expect.objectContaining({ message: 'Username already exists' }) });
  });

  it.each(variants)('%s: the same 409 body as a real duplicate, no session, and nothing written', async (username) => {
    const before = await h.fingerprint();
    const browser = h.client();
    const res = await browser.post('/api/auth/register', newRegistration({ username }));
    expect(answer(res)).toEqual(realDuplicate);
    expect(browser.sid).toBeUndefined();
    expect(await h.fingerprint()).toBe(before);
  });

  it('a name that only resembles part of it registers', async () => {
    const res = await h.client().post('/api/auth/register', newRegistration({ username: `spellbound_${Date.now().toString(36)}` }));
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('user');
  });
});
