/**
 * The security headers of the pages the static servers send (issue #13, ADR 0015): a Content-Security-Policy
 * that allows no inline script but the build's own, by hash, and Referrer-Policy: no-referrer on the pages
 * whose address carries a secret. The gateway adds the headers every answer gets (nosniff, its referrer
 * default, framing); these are the ones only the server of the pages knows.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written next to the pages at build time; a dotfile, so it is never served. */
export const inlineScriptsFile = '.inline-scripts.json';

/** What .inline-scripts.json holds: the CSP source of every inline script of the app's pages. */
export interface InlineScripts {
  hashes: string[];
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** A data block (`type="application/json"`): never run, so the policy has nothing to allow. */
const dataBlockType = /\btype\s*=\s*["']?application\/json/i;

/** 'sha256-…' of each inline script of a page, over its text exactly as written (what the browser hashes). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? '') && !dataBlockType.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
    );
}

/**
 * Hashes the inline scripts of every page of a built app (the prerendered pages' starter, a remote's
 * standalone runtime) into dist/.inline-scripts.json. Runs after the pages are final, before compression.
 */
export async function writeInlineScriptHashes(dist: string): Promise<string[]> {
  const pages = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) for (const hash of inlineScriptHashes(await readFile(path.join(dist, page), 'utf8'))) hashes.add(hash);
  const sorted = [...hashes].sort();
  await writeFile(path.join(dist, inlineScriptsFile), JSON.stringify({ hashes: sorted } satisfies InlineScripts));
  return sorted;
}

/** Stripe.js and its Payment Element (https://docs.stripe.com/security/guide#content-security-policy). */
const stripe = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export interface PagePolicyInput {
  /** The hashes of the app's own inline scripts (.inline-scripts.json). */
  inlineScriptHashes: readonly string[];
  /** Origins other than the page's own that serve remotes (REMOTE_<KEY>_URL pointing elsewhere). */
  remoteOrigins?: readonly string[];
}

/**
 * The page's policy. Scripts: the app's own origin and remotes, Stripe.js, and the build's inline starter
 * by hash — no 'unsafe-inline', no eval. Styles may be inline: the prerendered pages inline their
 * stylesheets, React writes style attributes (card colours, progress bars) and the dialog's scroll lock
 * injects a <style> element. Images: the app's files and API assets, data: (the 2FA QR code, the
 * favicon) and blob:; media likewise (narration, Spell's welcome). No plugins, no <base>, and no one
 * frames the app (clickjacking).
 */
export function contentSecurityPolicy({ inlineScriptHashes: hashes, remoteOrigins = [] }: PagePolicyInput): string {
  const self = ["'self'", ...remoteOrigins];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...self, ...hashes, ...stripe.script],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:', 'blob:'],
    'media-src': [...self, 'data:', 'blob:'],
    'font-src': [...self, 'data:'],
    'connect-src': [...self, ...stripe.connect],
    'frame-src': stripe.frame,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The origins of the absolute URLs among the remotes' (a relative URL is the page's own origin). */
export function remoteOriginsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  return [...origins];
}

/**
 * Pages opened from an e-mailed link whose query holds a one-time token (spec 01: reset password, disable
 * 2FA; ADR 0025: confirm a new e-mail address): they send no Referer at all, so the token never leaks to another site or into its logs.
 */
export const noReferrerPaths: readonly string[] = ['/reset-password', '/disable-2fa', '/confirm-email'];

export function referrerPolicyFor(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return noReferrerPaths.includes(trimmed) ? 'no-referrer' : undefined;
}
