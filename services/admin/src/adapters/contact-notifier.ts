import type { ContactMessageRecord } from '@inkspell/contracts';
import type { Logger, SendMail } from '@inkspell/service-kit';
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
 * Mails the administrator each contact message at ADMIN_EMAIL through the services' one mailer (SMTP, or a file
 * with MAIL_MODE=file); without ADMIN_EMAIL (outside production) nobody is mailed and the message waits in the
 * Messages tab. A failure is logged and swallowed: the visitor's message is already stored.
 */
export function createContactNotifier(options: { mailer: SendMail; adminEmail?: string; logger: Logger }): ContactNotifier {
  const { mailer, adminEmail, logger } = options;
  if (!adminEmail) return { messageReceived: () => Promise.resolve() };
  return {
    async messageReceived(message) {
      try {
        await mailer({ to: adminEmail, replyTo: { name: message.name, address: message.email }, ...contactNoticeMail(message) });
      } catch (err) {
        logger.error({ err, contactMessageId: message.id }, 'the administrator could not be mailed about a contact message');
      }
    },
  };
}
