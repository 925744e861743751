import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shareAnswerSchema } from '@inkspell/contracts/stories';
import { findLink } from '@inkspell/service-kit/testing';
import { waitFor } from '@inkspell/service-kit/testing';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';

let h: StoriesHarness;
let owner: TestUser;
let storyId: string;
beforeAll(async () => {
  h = await startStories();
  owner = h.newUser();
  storyId = (await h.client(owner).create(storyForm())).body.id;
});
afterAll(async () => {
  await h?.close();
});

describe('sharing', () => {
  it('makes a link to the reader with a referral code, the same one while it is unused', async () => {
    const res = await h.client(owner).get(`/api/stories/${storyId}/share-link`);
    expect(res.status).toBe(200);
    expect(res.body.shareLink).toMatch(new RegExp(`^http://app\\.test/story/${storyId}\\?ref=[A-Za-z0-9_-]{12}$`));
    expect((await h.client(owner).get(`/api/stories/${storyId}/share-link`)).body.shareLink).toBe(res.body.shareLink);
    const rows = await h.deps.db.execute(
      sql`select referrer_user_id, shared_story_id, status, bonus_awarded from referrals where shared_story_id = ${storyId}`,
    );
    expect(rows.rows).toEqual([{ referrer_user_id: owner.id, shared_story_id: storyId, status: 'pending', bonus_awarded: false }]);
  });

  it('e-mails the friend the link and the personal message through SMTP', async () => {
    const res = await h.client(owner).post('/api/stories/share', {
      storyId,
      recipientName: 'Max',
      recipientEmail: 'max@example.com',
      personalMessage: 'Read this one at bedtime!',
    });
    expect(res.status).toBe(200);
    const answer = shareAnswerSchema.parse(res.body);
    expect(answer).toMatchObject({ emailSent: true, message: 'Story shared with Max!' });
    const mail = await waitFor(() => h.inbox.received.find((m) => m.to.includes('max@example.com')), { what: 'the share mail' });
    expect(findLink(mail.raw, `/story/${storyId}`)).toBe(answer.shareLink);
    expect(mail.raw).toContain('Read this one at bedtime!');
    const row = await h.deps.db.execute(
      sql`select recipient_email from referrals where referral_code = ${new URL(answer.shareLink).searchParams.get('ref')}`,
    );
    expect(row.rows).toEqual([{ recipient_email: 'max@example.com' }]);
  });
});

describe('sharing when mail is down', () => {
  let down: StoriesHarness;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: the SMTP connection is refused.
    down = await startStories({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers emailSent false with the link still there', async () => {
    const user = down.newUser();
    const id = (await down.client(user).create(storyForm())).body.id;
    const res = await down
      .client(user)
      .post('/api/stories/share', { storyId: id, recipientName: 'Max', recipientEmail: 'max@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      emailSent: false,
      message: 'Email delivery is temporarily unavailable. Copy the link below and send it yourself.',
      shareLink: expect.stringMatching(new RegExp(`/story/${id}\\?ref=`)),
    });
  });
});

describe('sharing with the file mailer (MAIL_MODE=file)', () => {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'stories-outbox-'));
  let fileMode: StoriesHarness;
  beforeAll(async () => {
    fileMode = await startStories({ env: { MAIL_MODE: 'file', MAIL_OUTBOX_DIR: outboxDir } });
  });
  afterAll(async () => {
    await fileMode?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('never says the mail was sent: a mail only written to a file answers emailSent false with the link', async () => {
    const user = fileMode.newUser();
    const id = (await fileMode.client(user).create(storyForm())).body.id;
    const res = await fileMode
      .client(user)
      .post('/api/stories/share', { storyId: id, recipientName: 'Max', recipientEmail: 'max-file@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      emailSent: false,
      message: 'Email delivery is temporarily unavailable. Copy the link below and send it yourself.',
    });
    // Written for whoever runs the platform locally, and delivered to nobody: the SMTP inbox got nothing.
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain(res.body.shareLink);
    expect(fileMode.inbox.received.some((m) => m.to.includes('max-file@example.com'))).toBe(false);
  });
});
