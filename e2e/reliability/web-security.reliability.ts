import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { authenticator } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { sessionCookieName } from '@inkspell/contracts';
import { admin, adminSession, call, newUser, password, settledStory, type Answer } from './client';
import { scanLogsFor, type Secret } from './log-scan';
import { rawRequest } from './raw-request';
import { record } from './summary';
import { storyRequest } from '../support/story-request';

const evil = 'https://evil.example';
const root = path.resolve(import.meta.dirname, '../..');

/** Every answer this file received, for the scan for secrets (the 2FA setup answer is the one place a secret may be). */
const seen: { what: string; text: string }[] = [];
const sessionIds = new Set<string>();
function keep(what: string, answer: Answer): Answer {
  seen.push({ what, text: answer.text });
  const sid = answer.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName}=`));
  if (sid) sessionIds.add(sid.split(';')[0]!.slice(sessionCookieName.length + 1));
  return answer;
}
const cookieValue = (cookie: string) => cookie.slice(sessionCookieName.length + 1);

describe('web security: CSRF, session fixation, cookie flags, no secret in answers or logs, no open redirect', () => {
  it('CSRF: an unsafe request from another origin carrying the session cookie is refused and changes nothing', async () => {
    const user = await newUser('csrf');
    const refundBody = { itemType: 'other', itemId: null, itemTitle: null, inkAmount: 1, reason: 'other', description: 'csrf' };
    const refunds = async () => ((await call('/api/refund-requests', { cookie: user.cookie })).body as unknown[]).length;
    const before = await refunds();
    const attempts = [
      await call('/api/refund-requests', { cookie: user.cookie, body: refundBody, origin: evil }),
      await call('/api/refund-requests', { cookie: user.cookie, body: refundBody, origin: 'null' }),
      await call('/api/auth/logout', { cookie: user.cookie, body: {}, origin: evil }),
      await call('/api/user/profile', { method: 'PATCH', cookie: user.cookie, body: { firstName: 'Mallory' }, origin: evil }),
      await call('/api/user/change-password', {
        cookie: user.cookie,
        body: { currentPassword: password, newPassword: 'Taken!Over9' },
        origin: `http://localhost.${evil.slice(8)}`,
      }),
    ];
    const viaReferer = await rawRequest(inject('baseUrl'), '/api/refund-requests', {
      method: 'POST',
      headers: { cookie: user.cookie, referer: `${evil}/page`, 'content-type': 'application/json' },
      body: JSON.stringify(refundBody),
    });
    const statuses = [...attempts.map((a) => a.status), viaReferer.status];
    const after = await refunds();
    const stillSignedIn = (await call('/api/auth/user', { cookie: user.cookie })).status;
    const oldPassword = (await call('/api/auth/login', { body: { username: user.username, password } })).status;
    const sameOrigin = await call('/api/refund-requests', { cookie: user.cookie, body: refundBody });
    record({
      scenario: 'CSRF (cross-origin unsafe requests with the cookie)',
      requests: statuses.length + 1,
      faults: statuses.length,
      expected: `${statuses.length} × 403, refunds unchanged, password unchanged, still signed in, same-origin 201`,
      observed: `${statuses.join('/')}, refunds ${before}→${after}, old password ${oldPassword}, signed in ${stillSignedIn}, same-origin ${sameOrigin.status}`,
    });
    expect(statuses).toEqual(statuses.map(() => 403));
    expect(after).toBe(before);
    expect(oldPassword).toBe(200);
    expect(stillSignedIn).toBe(200);
    expect(sameOrigin.status).toBe(201);
  });

  it('session fixation and cookie flags: a planted or earlier session id never survives a login; the cookie is HttpOnly and SameSite', async () => {
    const user = await newUser('fixation');
    const planted = `${sessionCookieName}=${'A'.repeat(43)}`;
    const login = (cookie?: string) => call('/api/auth/login', { cookie, body: { username: user.username, password } });
    const fromPlanted = keep('login with a planted cookie', await login(planted));
    const fromSignedIn = keep('login while signed in', await login(user.cookie));
    const lines = [...fromPlanted.headers.getSetCookie(), ...fromSignedIn.headers.getSetCookie()].filter((l) =>
      l.startsWith(`${sessionCookieName}=`),
    );
    const ids = lines.map((l) => l.split(';')[0]!);
    const plantedStatus = (await call('/api/auth/user', { cookie: planted })).status;
    const flags = lines.map((l) => ({
      httpOnly: /;\s*httponly/i.test(l),
      sameSite: /;\s*samesite=(lax|strict)/i.exec(l)?.[1]?.toLowerCase(),
      path: /;\s*path=\//i.test(l),
      secure: /;\s*secure/i.test(l),
    }));
    record({
      scenario: 'session fixation + cookie flags',
      requests: 3,
      faults: 2,
      expected: 'two new ids (≠ planted, ≠ earlier), planted id 401, HttpOnly + SameSite on every session cookie',
      observed: `${new Set(ids).size} new ids, planted reused ${ids.includes(planted)}, earlier reused ${ids.includes(user.cookie)}, planted id ${plantedStatus}, flags ${JSON.stringify(flags[0])}`,
    });
    expect([fromPlanted.status, fromSignedIn.status]).toEqual([200, 200]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(ids).not.toContain(planted);
    expect(ids).not.toContain(user.cookie);
    expect(plantedStatus).toBe(401);
    for (const f of flags) expect(f).toMatchObject({ httpOnly: true, sameSite: expect.stringMatching(/^(lax|strict)$/), path: true });
    // Not production here: over plain http the Secure flag would keep the cookie from ever coming back.
    expect(flags.every((f) => !f.secure)).toBe(true);
  });

  it('open redirects: no link or answer takes its target from the request', async () => {
    const baseUrl = inject('baseUrl');
    const user = await newUser('redirect');
    const story = await call('/api/stories/generate', {
      cookie: user.cookie,
      body: storyRequest(),
    });
    expect(story.status).toBe(202);
    const storyId = (story.body as { id: string }).id;
    expect((await settledStory(user.cookie, storyId)).status).toBe('ready');
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: baseUrl };
    const shareLink = JSON.parse(
      (
        await rawRequest(baseUrl, `/api/stories/${storyId}/share-link?redirect=${encodeURIComponent(evil)}`, {
          headers: { ...forged, cookie: user.cookie },
        })
      ).text,
    ) as { shareLink: string };
    const email = `${user.username}@example.com`;
    const forgot = await rawRequest(baseUrl, `/api/auth/forgot-password?returnTo=${encodeURIComponent(evil)}`, {
      method: 'POST',
      headers: { ...forged, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const mailLink = await resetLinkMailedTo(email);
    const withParams = await Promise.all(
      ['redirect', 'returnTo', 'return_to', 'next', 'redirect_uri', 'continue'].map((param) =>
        call(`/api/auth/login?${param}=${encodeURIComponent(evil)}`, { body: { username: user.username, password } }),
      ),
    );
    const paths = await Promise.all(
      ['//evil.example', '/%2F%2Fevil.example', '/\\evil.example', '/api//evil.example'].map((p) => rawRequest(baseUrl, p)),
    );
    const intent = await call('/api/ink/create-payment-intent', {
      cookie: user.cookie,
      body: { packageId: 'starter', returnUrl: evil, return_url: evil, successUrl: evil },
    });
    const offSite = (location: unknown) => typeof location === 'string' && !location.startsWith('/') && !location.startsWith(baseUrl);
    const offSiteRedirects = [
      ...withParams.map((a) => a.headers.get('location')),
      ...paths.map((p) => p.headers.location),
      forgot.headers.location,
    ].filter(offSite);
    const linksOffSite = [shareLink.shareLink, mailLink].filter((l) => new URL(l).origin !== new URL(baseUrl).origin);
    const evilInAnswers = [...withParams.map((a) => a.text), intent.text].filter((t) => t.includes('evil.example')).length;
    record({
      scenario: 'open redirect (share link, reset mail, login params, paths, payment return)',
      requests: 3 + withParams.length + paths.length + 1,
      faults: 3 + withParams.length + paths.length + 1,
      expected: '0 off-site redirects, share + reset links on the app origin, no answer echoes the URL',
      observed: `${offSiteRedirects.length} off-site redirects, ${linksOffSite.length} links off-site, ${evilInAnswers} answers echo it (login ${withParams.map((a) => a.status).join('/')}, paths ${paths.map((p) => p.status).join('/')}, intent ${intent.status})`,
    });
    expect(offSiteRedirects).toEqual([]);
    expect(linksOffSite).toEqual([]);
    expect(evilInAnswers).toBe(0);
    expect(withParams.every((a) => a.status === 200)).toBe(true);
  });

  it('no password hash, password, TOTP secret, backup code, session id or reset token in any answer (or, at teardown, log line)', async () => {
    const user = await newUser('secrets');
    const adminCookie = await adminSession();
    keep('admin login', await call('/api/auth/login', { body: admin }));
    const setup = (await call('/api/auth/2fa/generate', { cookie: user.cookie, body: {} })).body as {
      secret: string;
      backupCodes: string[];
    };
    keep('2fa enable', await call('/api/auth/2fa/enable', { cookie: user.cookie, body: { code: authenticator.generate(setup.secret) } }));
    keep('login without code', await call('/api/auth/login', { body: { username: user.username, password } }));
    keep(
      'login with code',
      await call('/api/auth/login', { body: { username: user.username, password, twoFactorCode: authenticator.generate(setup.secret) } }),
    );
    keep(
      'register',
      await call('/api/auth/register', { body: { username: `${user.username}x`, email: `${user.username}x@example.com`, password } }),
    );
    await call('/api/auth/forgot-password', { body: { email: `${user.username}@example.com` } });
    const resetToken = new URL(await resetLinkMailedTo(`${user.username}@example.com`)).searchParams.get('token') ?? '';
    const reads = [
      '/api/auth/user',
      '/api/ink/balance',
      '/api/ink-transactions',
      '/api/stories',
      '/api/refund-requests',
      '/api/admin/users',
      '/api/admin/stories',
      '/api/admin/refund-requests',
      '/api/admin/stats',
      '/api/admin/insights',
      '/api/admin/contact-messages',
    ];
    for (const p of reads) {
      keep(`user GET ${p}`, await call(p, { cookie: user.cookie }));
      keep(`admin GET ${p}`, await call(p, { cookie: adminCookie }));
    }
    sessionIds.add(cookieValue(user.cookie));
    sessionIds.add(cookieValue(adminCookie));
    const secrets: Secret[] = [
      ['argon2 hash', /\$argon2(id|i|d)\$/],
      ['password hash field', /"(passwordHash|password_hash|hashedPassword)"/i],
      ['TOTP secret field', /"(twoFactorSecret|two_factor_secret|totpSecret)"/i],
      ['plain password', password],
      ['admin password', admin.password],
      ['TOTP secret', setup.secret],
      ...setup.backupCodes.map((code, i): [string, string] => [`backup code ${i + 1}`, code]),
      ...(resetToken ? [['reset token', resetToken] as [string, string]] : []),
      ...[...sessionIds].map((sid, i): [string, string] => [`session id ${i + 1}`, sid]),
    ];
    const found = (text: string) =>
      secrets.filter(([, s]) => (typeof s === 'string' ? text.includes(s) : s.test(text))).map(([name]) => name);
    const inAnswers = seen.flatMap((a) => found(a.text).map((name) => `${a.what}: ${name}`));
    // The log lines are scanned by the global teardown, once every process has stopped and its output has ended,
    // so a line written late (or by a later scenario) cannot slip past; its row is in the summary.
    scanLogsFor(secrets);
    record({
      scenario: 'secrets in answers',
      requests: seen.length,
      faults: 0,
      expected: `0 of ${secrets.length} secrets in ${seen.length} answers (log lines: scanned at teardown)`,
      observed: `${inAnswers.length} in answers${inAnswers.length ? `: ${inAnswers.slice(0, 3).join('; ')}` : ''}`,
    });
    expect(resetToken).not.toBe('');
    expect(inAnswers).toEqual([]);
  });
});

/** The link in the newest password-reset mail to an address (the accounts service writes mails to .data/mail without SMTP). */
async function resetLinkMailedTo(email: string): Promise<string> {
  const dir = path.join(root, '.data', 'mail');
  for (let tries = 0; tries < 50; tries += 1) {
    const files = readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => path.join(dir, f.name))
      .sort()
      .reverse();
    for (const file of files.slice(0, 200)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(`To: ${email}`)) continue;
      const link = /https?:\/\/\S+token=\S+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}
