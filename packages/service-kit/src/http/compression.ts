import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type Koa from 'koa';

/** Answers smaller than this go as they are: the headers and the work would cost more than they save. */
export const compressThresholdBytes = 1024;

/**
 * Compresses JSON answers above the threshold with brotli (quality 4: fast enough per request) or gzip,
 * whichever the client accepts; koa-compress sets Content-Encoding and Vary: Accept-Encoding. Only JSON:
 * story assets are already compressed (MP3, PNG) or served with byte ranges, which must stay uncompressed.
 */
export function compressJson(): Koa.Middleware {
  return compress({
    filter: (contentType) => /\bjson\b/i.test(contentType),
    threshold: compressThresholdBytes,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
}
