import { decodeCursor, encodeCursor, isNewestFirstKeys, type CommandHandler } from '@inkspell/service-kit';
import { listStoriesForAdmin } from '../domain/admin-stories';
import type { StoriesPorts } from '../domain/ports';

/** stories.admin.list: a page of the admin console's story list; a cursor it did not give is a 400 (ADR 0035). */
export const listStoriesCommand =
  (ports: StoriesPorts): CommandHandler<'stories.admin.list'> =>
  async ({ cursor, limit, search }) => {
    const { items, nextKeys, total } = await listStoriesForAdmin(ports, { after: decodeCursor(cursor, isNewestFirstKeys), limit, search });
    return { items, nextCursor: nextKeys && encodeCursor(nextKeys), total };
  };
