import { remotes } from '@inkspell/contracts';

/** The route patterns of the remotes' pages (the area registry); the shell's own pages have no parameters. */
const patterns = remotes.flatMap((remote) => remote.routes.map((route) => route.path));

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
}

/** A segment that names one thing (a story, a collection, a token) rather than a page. */
const looksLikeId = (segment: string) => /^\d+$/.test(segment) || (/\d/.test(segment) && segment.length >= 6);

/**
 * The route a page view counts for: the registry's pattern (/story/:id) when a page matches, so views of
 * every story add up and no story id is kept; otherwise the path with id-like segments replaced by :id.
 */
export function pageRouteOf(path: string): string {
  const segments = segmentsOf(path);
  const pattern = patterns.find((p) => matches(p, segments));
  if (pattern) return pattern;
  return `/${segments.map((segment) => (looksLikeId(segment) ? ':id' : segment)).join('/')}`;
}
