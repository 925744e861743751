import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Mail to this domain is refused at RCPT TO (550), as a provider refuses a mailbox: the sender's failure path. */
export const refusedMailDomain = 'mail-refused.example';

/** A real SMTP server (smtp-server) that keeps what it receives, so the real nodemailer client is tested. */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().endsWith(`@${refusedMailDomain}`)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a message to an address and returns the first link to `path` in it. */
    async linkTo(address: string, path: string, timeoutMs = 5000): Promise<string> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const mail = [...received].reverse().find((m) => m.to.includes(address));
        const link = mail && findLink(mail.raw, path);
        if (link) return link;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${address} with a link to ${path}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, then finds the link. */
export function findLink(raw: string, path: string): string | undefined {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"<>]*`).exec(decoded);
  return match?.[0].replace(/&amp;/g, '&');
}
