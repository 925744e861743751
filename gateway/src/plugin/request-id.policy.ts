import { randomUUID } from 'node:crypto';
import { requestIdHeader } from '@inkspell/contracts';
import { noParams, type Policy } from './types';

// Same rule as service-kit's request context, so an id the gateway keeps is one the services keep too.
const requestIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

/** Keeps a well-formed incoming x-request-id (else a new uuid) and puts it on the upstream request and the answer. */
export const requestIdPolicy: Policy = {
  name: 'request-id',
  schema: noParams('request-id'),
  policy: () => (req, res, next) => {
    const incoming = req.headers[requestIdHeader];
    const requestId = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    req.headers[requestIdHeader] = requestId;
    res.setHeader(requestIdHeader, requestId);
    next();
  },
};
