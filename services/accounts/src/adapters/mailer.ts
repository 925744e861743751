import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { unavailable, type Logger } from '@inkspell/service-kit';
import type { Mailer } from '../domain/ports';

/**
 * Sends through SMTP when SMTP_URL is set. Without it, each message is written to a folder (the log line says
 * which file), so a person running `npm start` can still follow reset links. The link itself is never logged:
 * it carries a single-use token that signs its holder in, and log lines travel further than mail.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (err) {
        // The mail server is down or refused: a 503 tells the user to try again, and nothing was spent.
        options.logger.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent');
        throw unavailable();
      }
    };
  }
  return async (mail) => {
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.subject.replace(/\W+/g, '-')}.txt`);
    await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    options.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the local outbox (no SMTP_URL)');
  };
}
