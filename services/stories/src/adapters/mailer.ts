import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@inkspell/service-kit';
import type { Mailer } from '../domain/ports';

/**
 * Sends through SMTP when SMTP_URL is set; a mail server that is down or refuses makes the send throw (the
 * share answer then says emailSent false). Without SMTP_URL each message is written to a folder (the log line
 * says which file), as the accounts service does, so `npm start` works without a mail server. The link is not
 * logged: its referral code opens the story to whoever holds it.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    // Short timeouts: the sharer waits for this answer.
    const transport = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10_000,
    });
    return async (mail) => {
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (err) {
        options.logger.error({ err, subject: mail.subject }, 'share mail could not be sent');
        throw err;
      }
    };
  }
  return async (mail) => {
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(
      options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.subject.replace(/\W+/g, '-').slice(0, 80)}.txt`,
    );
    await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    options.logger.info({ subject: mail.subject, file }, 'mail written to the local outbox (no SMTP_URL)');
  };
}
