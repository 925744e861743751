import { z } from 'zod';

/**
 * In a browser, zod parses without compiling code at run time: its fast path for objects builds a
 * function with `new Function`, which the pages' Content-Security-Policy forbids (no 'unsafe-eval',
 * ADR 0015), so the attempt would be reported as a violation on every page. Services keep the fast path.
 * Imported first by index.ts, before any schema parses; the setting is global to every copy of zod.
 */
if ('document' in globalThis) z.config({ jitless: true });
