import { contactMessagesPath, contactSendingMs } from '@inkspell/contracts/values';
import type { ContactMessageInput } from '@inkspell/contracts';
import { api, loadContractSchemas, type ApiClient } from '@inkspell/ui';

/** Settles like `work`, but never sooner than `ms` (spec 02 §4: the sending state lasts 2 seconds). */
async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export interface SendContactOptions {
  client?: ApiClient;
  /** How long the sending state lasts at least; tests shorten it. */
  minSendingMs?: number;
}

/**
 * The contact form's one way out: POST /api/contact-messages with {name, email, subject, message}
 * checked by the contract first. Answered by the admin service once its Messages tab exists; until
 * then the gateway's 404 comes back as an ApiError and the page shows 'Message Not Sent'.
 */
export async function sendContactMessage(input: ContactMessageInput, options: SendContactOptions = {}): Promise<void> {
  const { client = api, minSendingMs = contactSendingMs } = options;
  const { contactMessageSchema } = await loadContractSchemas();
  const body = contactMessageSchema.parse(input);
  await atLeast(minSendingMs, client.post(contactMessagesPath, body));
}
