import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@inkspell/service-kit';
import { createMailer } from '../../src/adapters/mailer';
import { passwordResetMail } from '../../src/domain/mail-templates';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'accounts-mailer-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('the local outbox mailer (no SMTP_URL)', () => {
  it('writes the reset link to the mail file but never into a log line', async () => {
    const logged: unknown[] = [];
    const logger = createLogger('accounts-mailer-test', 'silent');
    // What the mailer hands the logger, as pino would serialise it.
    logger.info = (obj: unknown, msg?: string) => void logged.push({ obj, msg });
    const token = 'aSecretSingleUseToken123';
    const link = `http://localhost:8080/reset-password?token=${token}`;

    await createMailer({ from: 'Spell <spell@inkspell.local>', outboxDir, logger })(
      passwordResetMail('ada@example.com', 'Ada', link, 3_600_000),
    );

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain(link);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain(files[0]);
    expect(JSON.stringify(logged)).not.toContain(token);
  });
});
