import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@inkspell/service-kit';
import { createMailer } from '../../src/adapters/mailer';
import { shareMail } from '../../src/domain/share-mail';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'stories-mailer-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('the local outbox mailer (no SMTP_URL)', () => {
  it('writes the share link to the mail file but never into a log line', async () => {
    const logged: unknown[] = [];
    const logger = createLogger('stories-mailer-test', 'silent');
    // What the mailer hands the logger, as pino would serialise it.
    logger.info = (obj: unknown, msg?: string) => void logged.push({ obj, msg });
    const code = 'Zq3kR8pLx2Wm';
    const link = `http://localhost:8080/story/0b7c6a4e-3f51-4a8e-9a57-6f1f3c1d2e90?ref=${code}`;

    await createMailer({ from: 'Spell <spell@inkspell.local>', outboxDir, logger })(
      shareMail({ to: 'friend@example.com', recipientName: 'Friend', sharerName: 'Ada', storyTitle: 'The Comet', link }),
    );

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain(code);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain(files[0]);
    expect(JSON.stringify(logged)).not.toContain(code);
  });
});
