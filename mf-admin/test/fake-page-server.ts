import type { Page, PageTotal } from '@inkspell/contracts/values/paging';
import type { AnswerSchema } from '@inkspell/ui';
import type { AdminUser } from '../src/api/admin-answers';
import type { PageReader } from '../src/api/paged-list';

/** A request that reached the fake server, answered when the test says so (as the real one would, later). */
export interface HeldRequest {
  url: string;
  signal: AbortSignal | undefined;
  /** Answers with rows (checked by the list's schema), the next cursor of the Link header and X-Total-Count. */
  answer(rows: unknown[], headers?: { next?: string; total?: PageTotal }): void;
  fail(error: Error): void;
}

/**
 * Stands in for `api.getPage`: it records each request with its abort signal and holds it open until the test
 * answers, so a test can type, pause and scroll between a request and its answer. An aborted request fails with
 * the AbortError fetch gives.
 */
export function fakePageServer(): { reader: PageReader; requests: HeldRequest[]; urls: () => string[] } {
  const requests: HeldRequest[] = [];
  const getPage = <T>(url: string, { schema, signal }: { schema: AnswerSchema<T[]>; signal?: AbortSignal }) =>
    new Promise<Page<T>>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
      requests.push({
        url,
        signal,
        answer: (rows, { next, total } = {}) =>
          resolve({ items: schema.parse(rows), nextCursor: next ?? null, total: total ?? { count: rows.length, exact: true } }),
        fail: reject,
      });
    });
  return { reader: { getPage }, requests, urls: () => requests.map((request) => request.url) };
}

let serial = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

/** An account as GET /api/admin/users lists it. */
export function aUser(username: string): AdminUser {
  return {
    id: uuid(),
    username,
    email: `${username}@example.com`,
    firstName: null,
    lastName: null,
    role: 'user',
    isDisabled: false,
    disabledReason: null,
    twoFactorEnabled: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

/** A refund request as GET /api/admin/refund-requests lists it, names resolved by the server. */
export function aRefundRequest(username: string, status: string) {
  return {
    id: uuid(),
    userId: uuid(),
    itemType: 'other',
    itemId: null,
    itemTitle: null,
    inkAmount: 3,
    reason: 'other',
    description: 'Please',
    status,
    adminNotes: null,
    processedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    username,
    email: `${username}@example.com`,
  };
}
