import type { CommandHandler } from '@inkspell/service-kit';
import { listStoriesForAdmin } from '../domain/admin-stories';
import type { StoriesPorts } from '../domain/ports';

/** stories.admin.list: a page of the admin console's story list. */
export const listStoriesCommand =
  (ports: StoriesPorts): CommandHandler<'stories.admin.list'> =>
  (request) =>
    listStoriesForAdmin(ports, request);
