import { z } from 'zod';

/**
 * The zod every schema of the contracts is built with. In a browser, zod parses without compiling code
 * at run time: its fast path for objects builds a function with `new Function`, which the pages'
 * Content-Security-Policy forbids (no 'unsafe-eval', ADR 0015), so the attempt would be reported as a
 * violation on every page. Services keep the fast path. Every schema file imports z from here, so the
 * setting is made before any schema parses, whichever file a page loads first (ADR 0020).
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
