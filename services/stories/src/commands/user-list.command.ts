import type { CommandHandler } from '@inkspell/service-kit';
import { listStoriesForRefund } from '../domain/admin-stories';
import type { StoriesPorts } from '../domain/ports';

/** stories.user.list: a user's stories for the refund form. */
export const userStoriesCommand =
  (ports: StoriesPorts): CommandHandler<'stories.user.list'> =>
  ({ userId }) =>
    listStoriesForRefund(ports, userId);
