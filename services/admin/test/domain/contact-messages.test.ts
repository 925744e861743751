import { describe, expect, it } from 'vitest';
import type { ContactMessageRecord } from '@inkspell/contracts';
import { submitContactMessage } from '../../src/domain/contact-messages';
import type { AdminPorts, NewContactMessage } from '../../src/domain/ports';

const input = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: '<script>alert(1)</script>' };

/** The ports submitContactMessage uses, in memory: a limiter that allows `allowed` requests, a store, a notice list. */
function ports(allowed: number) {
  const stored: NewContactMessage[] = [];
  const noticed: ContactMessageRecord[] = [];
  let taken = 0;
  const fake = {
    now: () => Date.parse('2025-03-01T10:00:00Z'),
    contactLimiter: { take: () => Promise.resolve({ allowed: ++taken <= allowed, retryAfterSeconds: 1200 }) },
    contactNotifier: {
      messageReceived: (message: ContactMessageRecord) => {
        noticed.push(message);
        return Promise.resolve();
      },
    },
    repos: {
      contactMessages: {
        insert: (message: NewContactMessage) => {
          stored.push(message);
          return Promise.resolve({ ...message, id: `m${stored.length}`, read: false, createdAt: '2025-03-01T10:00:00.000Z' });
        },
      },
    },
  } as unknown as Pick<AdminPorts, 'repos' | 'contactLimiter' | 'contactNotifier' | 'now'>;
  return { fake, stored, noticed };
}

describe('submitContactMessage', () => {
  it('stores the message as sent with the sender, tells the administrator, and answers only id and time', async () => {
    const { fake, stored, noticed } = ports(1);
    const receipt = await submitContactMessage(fake, { ip: '203.0.113.9', userId: null }, input);
    expect(receipt).toEqual({ id: 'm1', createdAt: '2025-03-01T10:00:00.000Z' });
    expect(stored).toEqual([{ ...input, userId: null }]);
    expect(noticed.map((m) => m.message)).toEqual([input.message]);
  });

  it('refuses over the limit with when to retry, storing and mailing nothing', async () => {
    const { fake, stored, noticed } = ports(0);
    const refusal = submitContactMessage(fake, { ip: '203.0.113.9', userId: null }, input);
    await expect(refusal).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1200 });
    expect(stored).toEqual([]);
    expect(noticed).toEqual([]);
  });
});
