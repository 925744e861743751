import { commonMessages, errorCodes, httpStatus } from '@inkspell/contracts';
import { sendError } from './error-response';
import { noParams, type GatewayRequest, type Policy } from './types';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value; // 'null' and garbage stay as they are and match no allowed origin
  }
}

/** Where the browser says the request comes from; undefined when it sends neither Origin nor Referer. */
function sourceOrigin(req: GatewayRequest): string | undefined {
  const { origin, referer } = req.headers;
  if (origin !== undefined) return originOf(origin);
  if (referer) return originOf(referer);
  return undefined;
}

/**
 * CSRF guard (ARCHITECTURE §3): an unsafe request a browser sends from another origin is refused.
 * Requests with neither header are not browser cross-site requests (SameSite=Lax keeps the cookie off those).
 */
export function originPolicy(allowedOrigins: readonly string[]): Policy {
  const allowed = new Set(allowedOrigins);
  return {
    name: 'origin-check',
    schema: noParams('origin-check'),
    policy: () => (req, res, next) => {
      if (!unsafeMethods.has(req.method)) return next();
      const source = sourceOrigin(req);
      if (source === undefined || allowed.has(source)) return next();
      sendError(req, res, httpStatus.forbidden, commonMessages.crossOrigin, {}, errorCodes.crossOrigin);
    },
  };
}
