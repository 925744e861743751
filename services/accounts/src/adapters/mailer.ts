import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@inkspell/service-kit';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about, logged when mail is written to a folder. */
  link?: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

/**
 * Sends through SMTP when SMTP_URL is set. Without it, each message is written to a folder and its link
 * logged, so a person running `npm start` can still follow reset links.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    };
  }
  return async (mail) => {
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.subject.replace(/\W+/g, '-')}.txt`);
    await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    options.logger.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, 'mail written to the local outbox (no SMTP_URL)');
  };
}
