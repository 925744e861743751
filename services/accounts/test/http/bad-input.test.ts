import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, startAccounts, type AccountsHarness, type TestClient } from '../support/accounts-harness';

let h: AccountsHarness;
let signedIn: TestClient;
beforeAll(async () => {
  h = await startAccounts();
  signedIn = h.client();
  await signedIn.post('/api/auth/register', newRegistration());
  await h.client().post('/api/auth/register', newRegistration());
});
afterAll(async () => {
  await h?.close();
});

const long = (n: number) => 'a'.repeat(n);
const valid = { username: 'valid_user_1', email: 'valid1@example.com', password: 'Valid!Pass1' };

type Case = [name: string, path: string, body: unknown, message: string | RegExp, auth?: 'signed-in'];
const cases: Case[] = [
  ['register: nothing', '/api/auth/register', {}, 'Username must be at least 6 characters'],
  [
    'register: wrong types',
    '/api/auth/register',
    { username: 123456789, email: true, password: ['Valid!Pass1'] },
    'Username must be at least 6 characters',
  ],
  ['register: short username', '/api/auth/register', { ...valid, username: 'luna' }, 'Username must be at least 6 characters'],
  ['register: oversized username', '/api/auth/register', { ...valid, username: long(41) }, 'Username can be at most 40 characters'],
  [
    'register: script in username',
    '/api/auth/register',
    { ...valid, username: '<script>alert(1)</script>' },
    'Username can only use letters, numbers, dots, dashes and underscores',
  ],
  [
    'register: SQL in username',
    '/api/auth/register',
    { ...valid, username: "robert'); drop table users;--" },
    'Username can only use letters, numbers, dots, dashes and underscores',
  ],
  ['register: bad e-mail', '/api/auth/register', { ...valid, email: 'not-an-email' }, 'Valid email is required'],
  ['register: header injection in e-mail', '/api/auth/register', { ...valid, email: 'a@b.co\r\nBcc: x@y.z' }, 'Valid email is required'],
  ['register: oversized e-mail', '/api/auth/register', { ...valid, email: `${long(300)}@example.com` }, 'Valid email is required'],
  ['register: short password', '/api/auth/register', { ...valid, password: 'Ab!1' }, 'Password must be at least 8 characters'],
  [
    'register: no capital',
    '/api/auth/register',
    { ...valid, password: 'lowercase!1' },
    'Password must include at least one capital letter',
  ],
  [
    'register: no special character',
    '/api/auth/register',
    { ...valid, password: 'Uppercase11' },
    'Password must include at least one special character',
  ],
  ['register: oversized name', '/api/auth/register', { ...valid, firstName: long(10_000) }, 'Names can be at most 60 characters'],
  ['register: an array body', '/api/auth/register', [valid], /./],
  ['register: malformed JSON', '/api/auth/register', '{"username": "luna_', /./],
  ['login: nothing', '/api/auth/login', {}, 'Username is required'],
  ['login: operator object', '/api/auth/login', { username: { $gt: '' }, password: 'Valid!Pass1' }, 'Username is required'],
  ['login: short password', '/api/auth/login', { username: 'valid_user_1', password: 'abc' }, 'Password must be at least 6 characters'],
  ['login: oversized password', '/api/auth/login', { username: 'valid_user_1', password: long(5000) }, /./],
  ['forgot: nothing', '/api/auth/forgot-password', {}, 'Valid email is required'],
  ['forgot: not an e-mail', '/api/auth/forgot-password', { email: 'moon' }, 'Valid email is required'],
  ['reset: nothing', '/api/auth/reset-password', {}, 'Reset token is required'],
  [
    'reset: weak password',
    '/api/auth/reset-password',
    { token: 'abc', newPassword: 'weakpass' },
    'Password must include at least one capital letter',
  ],
  ['reset: unknown token', '/api/auth/reset-password', { token: 'made-up-token', newPassword: 'Valid!Pass1' }, /invalid/],
  [
    '2fa disable link: nothing typed',
    '/api/auth/2fa/disable',
    { token: 'abc', password: '', twoFactorCode: '' },
    'Missing Information, Please enter both your password and 2FA code',
  ],
  [
    '2fa enable: five digits',
    '/api/auth/2fa/enable',
    { code: '12345' },
    'Invalid Code: Please enter a 6-digit verification code',
    'signed-in',
  ],
  ['2fa enable: a number', '/api/auth/2fa/enable', { code: 123456 }, 'Invalid Code: Please enter a 6-digit verification code', 'signed-in'],
  ['profile: bad e-mail', '/api/user/profile', { firstName: 'A', lastName: 'B', email: 'nope' }, 'Valid email is required', 'signed-in'],
  [
    'profile: oversized name',
    '/api/user/profile',
    { firstName: long(61), lastName: 'B', email: 'ok@example.com' },
    'Names can be at most 60 characters',
    'signed-in',
  ],
  [
    'change password: weak new one',
    '/api/user/change-password',
    { currentPassword: 'whatever', newPassword: 'lowercase!' },
    'Password must include at least one capital letter',
    'signed-in',
  ],
];

describe('bad input changes nothing', () => {
  it.each(cases)('%s', async (_name, path, body, message, auth) => {
    const before = await h.fingerprint();
    const browser = auth === 'signed-in' ? signedIn : h.client();
    const method = path === '/api/user/profile' ? 'PATCH' : 'POST';
    const res = await browser.request(method, path, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    if (res.status === 400 && !/invalid/.test(res.body.message)) {
      expect(res.body.isValidationError).toBe(true);
      expect(res.body.fieldErrors).toBeTypeOf('object');
    }
    expect(await h.fingerprint()).toBe(before);
  });
});

// Found by the reliability suite's access matrix: these routes read the body before the session, so a caller
// without one was told the form's rules (400) instead of 401. Who asks is settled first.
describe('a signed-in route asks for the session before it reads the body', () => {
  const signedInRoutes: [method: string, path: string][] = [
    ['PATCH', '/api/user/profile'],
    ['POST', '/api/user/change-password'],
    ['PATCH', '/api/user/parent-review'],
    ['POST', '/api/user/parent-pin'],
    ['POST', '/api/user/parent-pin/remove'],
    ['POST', '/api/auth/2fa/enable'],
  ];
  it.each(signedInRoutes)('%s %s without a session and with a bad body: 401', async (method, path) => {
    const before = await h.fingerprint();
    const res = await h.client().request(method, path, { email: 'not-an-address', reviewStories: 'yes', code: 1 });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Login Required');
    expect(await h.fingerprint()).toBe(before);
  });
});
