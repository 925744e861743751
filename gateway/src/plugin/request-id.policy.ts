import { randomUUID } from 'node:crypto';
import { isWellFormedRequestId, requestIdHeader } from '@inkspell/contracts';
import { noParams, type Policy } from './types';

/** Keeps a well-formed incoming x-request-id (else a new uuid) and puts it on the upstream request and the answer. */
export const requestIdPolicy: Policy = {
  name: 'request-id',
  schema: noParams('request-id'),
  policy: () => (req, res, next) => {
    const incoming = req.headers[requestIdHeader];
    // The contracts' rule, the one the services apply too: an id the gateway keeps is one they keep.
    const requestId = isWellFormedRequestId(incoming) ? incoming : randomUUID();
    req.headers[requestIdHeader] = requestId;
    res.setHeader(requestIdHeader, requestId);
    next();
  },
};
