import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { unavailable } from './errors';
import type { Logger } from './logger';
import { mailModeOf, type MailMode } from './mail-env';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
}

/** What became of a mail: delivered only when an SMTP server accepted it; a mail written to a file was not. */
export interface MailOutcome {
  delivered: boolean;
}

/** Sends one mail; throws (503) when the SMTP server is down or refuses it. */
export type SendMail = (mail: OutgoingMail) => Promise<MailOutcome>;

export interface MailerOptions {
  NODE_ENV: string;
  SMTP_URL?: string | undefined;
  MAIL_MODE?: MailMode | undefined;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR: string;
}

/**
 * The one mailer of the services that send mail (ADR 0026). smtp: nodemailer through SMTP_URL, with short
 * timeouts because a person waits for the answer; a failure is logged and thrown as a 503. file: each mail is
 * written to MAIL_OUTBOX_DIR (the log line names the file, never the link, which may sign its holder in) and
 * reported as not delivered, so no answer tells a user that mail went out.
 */
export function createMailer(env: MailerOptions, logger: Logger): SendMail {
  const mode = mailModeOf(env);
  if (mode === 'smtp' && env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL, { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 });
    return async (mail) => {
      try {
        await transport.sendMail({
          from: env.MAIL_FROM,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } catch (err) {
        logger.error({ err, subject: mail.subject }, 'mail could not be sent');
        throw unavailable();
      }
      return { delivered: true };
    };
  }
  logger.warn({ outboxDir: env.MAIL_OUTBOX_DIR }, 'MAIL_MODE=file: mail is written to a folder and delivered to nobody');
  return async (mail) => {
    await mkdir(env.MAIL_OUTBOX_DIR, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.subject.replace(/\W+/g, '-').slice(0, 80)}.txt`;
    const file = path.join(env.MAIL_OUTBOX_DIR, name);
    await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    logger.info({ subject: mail.subject, file }, 'mail written to the local outbox, not delivered (MAIL_MODE=file)');
    return { delivered: false };
  };
}
