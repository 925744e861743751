import { nextCursorOf, pagingHeaders } from '@inkspell/contracts';
import type { AdminHarness } from './admin-harness';

/** Who reads the list (the console's lists answer the administrator only). */
type Reader = { id: string; username: string; role?: 'user' | 'admin' };

interface Row {
  id: string;
  createdAt: string;
}

/** One list answer as the console reads it: the array body, the next link's cursor, the total headers. */
export async function getPage(admin: AdminHarness, user: Reader, path: string) {
  const res = await admin.request(path, { user });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    rows: res.body as unknown as Row[],
    link: res.headers.get(pagingHeaders.link),
    next: nextCursorOf(res.headers.get(pagingHeaders.link)),
    total: res.headers.get(pagingHeaders.total),
    exact: res.headers.get(pagingHeaders.totalExact),
  };
}

/**
 * Every page of a list, from `path` on, following each answer's `Link: rel="next"` as a client does, and calling
 * `between` after each page (rows arriving while an administrator reads).
 */
export async function walkPages(admin: AdminHarness, user: Reader, path: string, between: () => Promise<void> = async () => {}) {
  const rows: Row[] = [];
  const links: string[] = [];
  let next: string | null = path;
  while (next) {
    const page = await getPage(admin, user, next);
    rows.push(...page.rows);
    const target = page.link?.match(/<([^>]*)>/)?.[1] ?? null;
    if (target) links.push(target);
    next = target;
    await between();
  }
  return { rows, links, ids: rows.map((r) => r.id) };
}
