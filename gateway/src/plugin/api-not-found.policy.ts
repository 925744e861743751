import { commonMessages, httpStatus } from '@inkspell/contracts';
import { sendError } from './error-response';
import { noParams, type Policy } from './types';

/** An /api path no service owns gets the JSON error body, not the shell's HTML page. */
export const apiNotFoundPolicy: Policy = {
  name: 'api-not-found',
  schema: noParams('api-not-found'),
  policy: () => (req, res) => {
    sendError(req, res, httpStatus.notFound, commonMessages.notFound);
  },
};
