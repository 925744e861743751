import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishNotice, sendCommand, serveCommand } from '@inkspell/service-kit';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

// ADR 0036: GET /api/auth/user keeps a user's answer for up to a second. These prove what drops it at once,
// without waiting for the second to pass: nothing here depends on how fast the machine is.
let h: AccountsHarness;
// Ink as accounts meets it on NATS: the balance of each user, answered to `ink.balance.get`.
const balances = new Map<string, number>();
beforeAll(async () => {
  h = await startAccounts();
  serveCommand({
    nc: h.deps.nc,
    subjects: h.deps.subjects,
    logger: h.deps.logger,
    subject: 'ink.balance.get',
    handle: ({ userId }) => Promise.resolve({ balance: balances.get(userId) ?? 0 }),
  });
});
afterAll(async () => {
  await h?.close();
});

async function signedIn() {
  const browser = h.client();
  const user = (await browser.post('/api/auth/register', newRegistration())).body as { id: string; username: string; email: string };
  return { browser, user };
}

describe('the kept current-user answer', () => {
  it('shows the balance ink announces in the very next answer', async () => {
    const { browser, user } = await signedIn();
    balances.set(user.id, 5);
    expect((await browser.get('/api/auth/user')).body.inkCount).toBe(5);

    balances.set(user.id, 9);
    publishNotice(h.deps.nc, h.deps.subjects, 'ink.balance.changed', { userId: user.id });
    // Published on accounts' own connection: the flush returns once the server has sent the notice back to it.
    await h.deps.nc.flush();
    expect((await browser.get('/api/auth/user')).body.inkCount).toBe(9);
  });

  it("shows a change of the user's own row in the very next answer", async () => {
    const { browser, user } = await signedIn();
    expect((await browser.get('/api/auth/user')).body.firstName).toBe('Luna');
    expect((await browser.patch('/api/user/profile', { firstName: 'Stella', lastName: 'Reads', email: user.email })).status).toBe(200);
    expect((await browser.get('/api/auth/user')).body.firstName).toBe('Stella');
  });

  it('refuses a user disabled while their answer is kept, even with a token that is still valid', async () => {
    const { browser, user } = await signedIn();
    const token = await h.signToken({ id: user.id, username: user.username, role: 'user', sid: browser.sid! });
    const withToken = () => h.client().request('GET', '/api/auth/user', undefined, { authorization: `Bearer ${token}` });
    expect((await withToken()).status).toBe(200);

    await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.disable', { userId: user.id, reason: 'Shared an unkind story' });
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    expect((await withToken()).status).toBe(401);
  });

  it("answers each user with their own record and balance, never another's kept one", async () => {
    const [luna, sol] = [await signedIn(), await signedIn()];
    balances.set(luna.user.id, 2);
    balances.set(sol.user.id, 11);
    for (let round = 0; round < 3; round += 1) {
      const [mine, theirs] = await Promise.all([luna.browser.get('/api/auth/user'), sol.browser.get('/api/auth/user')]);
      expect(mine.body).toMatchObject({ id: luna.user.id, username: luna.user.username, inkCount: 2 });
      expect(theirs.body).toMatchObject({ id: sol.user.id, username: sol.user.username, inkCount: 11 });
    }
  });
});
