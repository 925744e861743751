import nodemailer from 'nodemailer';
import type { ContactMessageRecord } from '@inkspell/contracts';
import type { Logger } from '@inkspell/service-kit';
import type { ContactNotifier } from '../domain/ports';

/** The plain-text notice for one message: what was sent, as text, with where to read and answer it. */
export function contactNoticeMail(message: ContactMessageRecord) {
  return {
    // One line, however the visitor wrote it: a subject never spills into other headers.
    subject: `New contact message: ${message.subject.replace(/\s+/g, ' ')}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Signed in: ${message.userId ? `yes (user ${message.userId})` : 'no'}`,
      `Sent: ${message.createdAt}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      '(Read and mark it in the Admin Console, Messages tab. Reply to this mail to answer the sender.)',
    ].join('\n'),
  };
}

/**
 * Mails the administrator each contact message when both SMTP_URL and ADMIN_EMAIL are set; otherwise nobody is
 * mailed and the message waits in the Messages tab. A failure is logged and swallowed: the visitor's message
 * is already stored.
 */
export function createContactNotifier(options: { smtpUrl?: string; adminEmail?: string; from: string; logger: Logger }): ContactNotifier {
  const { smtpUrl, adminEmail, from, logger } = options;
  if (!smtpUrl || !adminEmail) return { messageReceived: () => Promise.resolve() };
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async messageReceived(message) {
      try {
        await transport.sendMail({
          from,
          to: adminEmail,
          replyTo: { name: message.name, address: message.email },
          ...contactNoticeMail(message),
        });
      } catch (err) {
        logger.error({ err, contactMessageId: message.id }, 'the administrator could not be mailed about a contact message');
      }
    },
  };
}
