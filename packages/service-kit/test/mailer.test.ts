import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mailer';
import { refusedMailDomain, startSmtpInbox } from '../src/testing';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'kit-mailer-'));
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

const base = { NODE_ENV: 'test', MAIL_FROM: 'Spell <spell@inkspell.local>', MAIL_OUTBOX_DIR: outboxDir };
const token = 'aSecretSingleUseToken123';
const mail = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: `Open http://localhost:8080/reset-password?token=${token}`,
  html: `<a href="http://localhost:8080/reset-password?token=${token}">Reset</a>`,
});

function capturingLogger() {
  const logged: unknown[] = [];
  const logger = createLogger('mailer-test', 'silent');
  // What the mailer hands the logger, as pino would serialise it.
  logger.info = (obj: unknown, msg?: string) => void logged.push({ obj, msg });
  logger.warn = (obj: unknown, msg?: string) => void logged.push({ obj, msg });
  return { logger, logged };
}

describe('the services’ one mailer', () => {
  it('delivers through SMTP and says so', async () => {
    const send = createMailer({ ...base, SMTP_URL: inbox.url }, capturingLogger().logger);
    await expect(send(mail('ada@example.com'))).resolves.toEqual({ delivered: true });
    expect(inbox.received.some((m) => m.to.includes('ada@example.com'))).toBe(true);
  });

  it('throws a 503 when the SMTP server refuses the mail', async () => {
    const send = createMailer({ ...base, SMTP_URL: inbox.url }, capturingLogger().logger);
    await expect(send(mail(`ada@${refusedMailDomain}`))).rejects.toMatchObject({ status: 503 });
  });

  it('in file mode writes the mail, names the file in the log, never the link, and reports it undelivered', async () => {
    const { logger, logged } = capturingLogger();
    // MAIL_MODE=file wins over an SMTP_URL: the mode was chosen on purpose.
    const send = createMailer({ ...base, SMTP_URL: inbox.url, MAIL_MODE: 'file' }, logger);
    const before = inbox.received.length;
    await expect(send(mail('bob@example.com'))).resolves.toEqual({ delivered: false });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(outboxDir, files[0]!), 'utf8')).toContain(token);
    expect(JSON.stringify(logged)).toContain(files[0]);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(inbox.received.length).toBe(before);
  });
});
