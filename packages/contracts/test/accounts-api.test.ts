import { describe, expect, it } from 'vitest';
import { accountsAnswerSchemas, accountsApiPaths, areas, okAnswerSchema, type AccountsApiRoute } from '../src';

const user = {
  id: '7f1c2a9e-1111-4000-8000-000000000001',
  username: 'stella_nova',
  email: 'stella@example.com',
  firstName: 'Stella',
  lastName: null,
  inkCount: 5,
  twoFactorEnabled: false,
  role: 'user',
};

/** One success answer per route, shaped the way services/accounts/src/routes/*.ts send it today. */
const answers: Record<AccountsApiRoute, unknown> = {
  currentUser: { ...user, inkCount: null },
  login: { ...user, requires2FA: false },
  register: user,
  logout: { ok: true },
  forgotPassword: { ok: true, message: 'Magic Email Sent' },
  resetPassword: { ok: true, message: 'Password Reset Successful' },
  twoFactorGenerate: { qrCode: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXP', backupCodes: ['k7mq-x2rt-9vab'] },
  twoFactorEnable: { ok: true, twoFactorEnabled: true },
  twoFactorDisable: { ok: true, twoFactorEnabled: false },
  requestTwoFactorDisable: { ok: true, message: 'We sent you an e-mail with instructions to turn off two-factor authentication.' },
  profile: { ...user, firstName: 'Luna' },
  changePassword: { ok: true, message: 'Password changed' },
  confirmEmail: { ok: true, message: 'Your new e-mail address is confirmed', email: 'stella.new@example.com' },
};

/** express-gateway's path patterns as the area registry writes them: a trailing * is "anything below". */
function routedBy(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1 : path === pattern;
}

describe('accounts API paths', () => {
  const accounts = areas.find((area) => area.key === 'accounts')!;

  it.each(Object.entries(accountsApiPaths))('%s (%s) is routed to the accounts service', (_route, path) => {
    expect(accounts.service.apiPaths.some((pattern) => routedBy(pattern, path))).toBe(true);
  });

  it('names every path once', () => {
    const paths = Object.values(accountsApiPaths);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('accounts answer schemas', () => {
  it('has a schema for every path', () => {
    expect(Object.keys(accountsAnswerSchemas).sort()).toEqual(Object.keys(accountsApiPaths).sort());
  });

  it.each(Object.keys(answers) as AccountsApiRoute[])('%s: reads what the service sends', (route) => {
    expect(accountsAnswerSchemas[route].safeParse(answers[route]).success).toBe(true);
  });

  it('reads the login answer that asks for the second factor', () => {
    expect(accountsAnswerSchemas.login.parse({ requires2FA: true })).toEqual({ requires2FA: true });
  });

  it.each([
    ['currentUser', { ...user, role: 'wizard' }],
    ['currentUser', { message: 'Login Required' }],
    ['login', { requires2FA: false }],
    ['twoFactorGenerate', { qrCode: 'x', secret: 'y' }],
    ['logout', { ok: false }],
    ['forgotPassword', { message: 'Magic Email Sent' }],
    ['changePassword', { ok: true, message: 42 }],
  ] as const)('%s: refuses %j', (route, answer) => {
    expect(accountsAnswerSchemas[route].safeParse(answer).success).toBe(false);
  });

  it('an ok answer keeps ok and message and drops anything else', () => {
    expect(okAnswerSchema.parse({ ok: true, message: 'Done', twoFactorEnabled: false })).toEqual({ ok: true, message: 'Done' });
  });
});
