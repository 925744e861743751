import type { AdminContactMessageQuery, ContactMessageRecord, Page } from '@inkspell/contracts';
import { adminErrors } from './errors';
import { isUuid } from './ids';
import type { Actor, AdminPorts, ContactMessageInput } from './ports';

/** Who sent a contact message: their address (for the rate limit) and, when signed in, their id. */
export interface ContactSender {
  ip: string;
  userId: string | null;
}

/**
 * A visitor's contact message (spec 02 §2, §3): counted against the sender's address first (a refused one is
 * not stored), then stored exactly as sent, and the administrator told. The notice goes out after the answer
 * is decided: a mail server that is slow or down never fails or delays the visitor's request.
 */
export async function submitContactMessage(
  ports: Pick<AdminPorts, 'repos' | 'contactLimiter' | 'contactNotifier' | 'now'>,
  sender: ContactSender,
  input: ContactMessageInput,
): Promise<Pick<ContactMessageRecord, 'id' | 'createdAt'>> {
  const quota = await ports.contactLimiter.take(sender.ip, new Date(ports.now()));
  if (!quota.allowed) throw adminErrors.contactRateLimited(quota.retryAfterSeconds);
  const saved = await ports.repos.contactMessages.insert({ ...input, userId: sender.userId });
  void ports.contactNotifier.messageReceived(saved);
  return { id: saved.id, createdAt: saved.createdAt };
}

/** The Messages tab: a page of contact messages newest first, read or unread, searched by sender or subject words. */
export async function listContactMessages(
  ports: Pick<AdminPorts, 'repos'>,
  actor: Actor,
  query: AdminContactMessageQuery,
): Promise<Page<ContactMessageRecord>> {
  const filter = { read: query.read, search: query.search };
  const [page, total] = await Promise.all([ports.repos.contactMessages.page(filter, query), ports.repos.contactMessages.total(filter)]);
  await ports.repos.auditLog.record({
    actor,
    action: 'contact_messages.viewed',
    targetType: 'contact_messages',
    targetId: null,
    details: { count: page.items.length, unread: page.items.filter((m) => !m.read).length },
  });
  return { ...page, total };
}

/** Marks a message read or unread again. */
export async function markContactMessage(
  ports: Pick<AdminPorts, 'transaction'>,
  actor: Actor,
  id: string,
  read: boolean,
): Promise<ContactMessageRecord> {
  if (!isUuid(id)) throw adminErrors.contactMessageNotFound();
  return ports.transaction(async (tx) => {
    const updated = await tx.contactMessages.setRead(id, read);
    if (!updated) throw adminErrors.contactMessageNotFound();
    await tx.auditLog.record({
      actor,
      action: read ? 'contact_message.marked_read' : 'contact_message.marked_unread',
      targetType: 'contact_message',
      targetId: updated.id,
      details: {},
    });
    return updated;
  });
}
