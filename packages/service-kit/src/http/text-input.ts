import type Koa from 'koa';
import { badRequest } from '../errors';

/** Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (not well-formed Unicode). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in a JSON value that PostgreSQL cannot store, or undefined. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnstorableText(key, [...path, key]) ?? findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const unstorableMessage = 'Text may not contain control characters or broken Unicode';

/**
 * Refuses bodies and query strings carrying text the database would reject, as a 400 with the error body,
 * before any route runs: otherwise the driver's error surfaces as a 500 from whichever query meets it first.
 */
export function rejectUnstorableText(): Koa.Middleware {
  return async (ctx, next) => {
    const found =
      findUnstorableText(ctx.query) ??
      findUnstorableText((ctx.request as { body?: unknown }).body) ??
      findUnstorableText(decodedPath(ctx.path));
    if (found) {
      const field = found.length ? found.join('.') : '_';
      throw badRequest(unstorableMessage, { [field]: [unstorableMessage] });
    }
    await next();
  };
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
