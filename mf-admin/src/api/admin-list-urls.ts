/**
 * The query strings of the console's paged lists (ADR 0035), as the contracts' query schemas read them
 * (`adminUserQuerySchema`, `adminStoryQuerySchema`, `adminRefundRequestQuerySchema`, `adminContactMessageQuerySchema`).
 */
import { adminApiPaths } from '@inkspell/contracts';

/** One list's page request: the search box's words, the cursor of the page before (null for the first page). */
export interface ListPageQuery {
  search: string;
  cursor: string | null;
  limit?: number;
}

export type RefundStatusQuery = 'pending' | 'approved' | 'denied' | undefined;
export type ReadQuery = boolean | undefined;

/** `path?search=…&cursor=…&limit=…` with empty parts left out, so a first unfiltered page is the bare path. */
function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const paging = ({ search, cursor, limit }: ListPageQuery) => ({ search: search.trim(), cursor, limit });

export const adminListUrls = {
  /** GET /api/admin/users: username, e-mail or name prefix. */
  users: (query: ListPageQuery) => withQuery(adminApiPaths.users, paging(query)),
  /** GET /api/admin/stories: title, hero or prompt words. */
  stories: (query: ListPageQuery) => withQuery(adminApiPaths.stories, paging(query)),
  /** GET /api/admin/refund-requests: one status (none for All), username or e-mail prefix. */
  refundRequests: (query: ListPageQuery & { status: RefundStatusQuery }) =>
    withQuery(adminApiPaths.adminRefundRequests, { status: query.status, ...paging(query) }),
  /** GET /api/admin/contact-messages: read or unread (none for All), and a search. */
  contactMessages: (query: ListPageQuery & { read: ReadQuery }) =>
    withQuery(adminApiPaths.contactMessages, { read: query.read, ...paging(query) }),
};
