/** The prerendered page as a whole: the shell's app.html with the page's head, assets and markup filled in. */

export interface InlineStylesheet {
  /** The stylesheet's file name as its app's webpack runtime asks for it (styles.<hash>.css). */
  file: string;
  css: string;
}

export interface PageAssets {
  /**
   * Inlined in <head>: the page is styled at its first paint without waiting for another request. Marked
   * with data-href, so mini-css-extract's runtime finds them and never fetches the same file again.
   */
  stylesheets: InlineStylesheet[];
  /** The page's remote, fetched beside the HTML instead of after the shell's scripts ask for it (low priority: the page is painted without it). */
  preloadScripts: string[];
}

export interface DocumentHeadTag {
  kind: 'title' | 'meta' | 'property' | 'link';
  text?: string;
  name?: string;
  property?: string;
  content?: string;
  rel?: string;
  href?: string;
}

export interface PageDocumentInput {
  template: string;
  /** The path rendered; the 404 page is marked '*' (it stands for every path nobody owns). */
  path: string;
  rootHtml: string;
  head: DocumentHeadTag[];
  assets: PageAssets;
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function headTagHtml(tag: DocumentHeadTag): string {
  switch (tag.kind) {
    case 'title':
      return `<title>${escapeText(tag.text ?? '')}</title>`;
    case 'meta':
      return `<meta name="${escapeAttribute(tag.name ?? '')}" content="${escapeAttribute(tag.content ?? '')}" />`;
    case 'property':
      return `<meta property="${escapeAttribute(tag.property ?? '')}" content="${escapeAttribute(tag.content ?? '')}" />`;
    case 'link':
      return `<link rel="${escapeAttribute(tag.rel ?? '')}" href="${escapeAttribute(tag.href ?? '')}" />`;
  }
}

/** The tags' HTML, one per line of the head. */
export function headTagsHtml(tags: readonly DocumentHeadTag[]): string {
  return tags.map(headTagHtml).join('\n    ');
}

/** `template` (the shell's app.html) with its own title and description given up for `headHtml`. */
export function withPageHead(template: string, headHtml: string): string {
  return template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${headHtml}\n  </head>`);
}

/**
 * React hoists <title>, <meta> and <link> to the head; rendered outside a full document it writes them
 * ahead of the markup instead. The head gets the route's tags from the page's own list, so these go.
 */
export function withoutLeadingHeadTags(html: string): string {
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/, '');
}

const deferredScript = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * The page is complete without scripts, so it is painted before any of them runs: the app's scripts are
 * fetched at once (preload, low priority so the stylesheets come first) but started only after the first
 * frame. Otherwise a deferred script that arrives early runs before the first paint and holds it back.
 */
function startAfterFirstPaint(html: string): { html: string; scripts: string[] } {
  const scripts = [...html.matchAll(deferredScript)].map((match) => match[1]!);
  const starter =
    `<script>requestAnimationFrame(function(){setTimeout(function(){` +
    `${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;document.body.appendChild(s);});` +
    `});});</script>`;
  return { html: html.replace(deferredScript, '').replace('</body>', `${starter}</body>`), scripts };
}

/** The complete HTML of one prerendered page. */
export function pageDocument({ template, path, rootHtml, head, assets }: PageDocumentInput): string {
  const marker = path === '/404' ? '*' : path;
  const started = startAfterFirstPaint(template);
  const preload = (href: string) => `<link rel="preload" as="script" href="${escapeAttribute(href)}" fetchpriority="low" />`;
  const headHtml = [
    headTagsHtml(head),
    ...assets.stylesheets.map(
      ({ file, css }) => `<style data-href="${escapeAttribute(file)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ),
    ...started.scripts.map(preload),
    ...assets.preloadScripts.map(preload),
  ].join('\n    ');
  const withHead = withPageHead(started.html, headHtml);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error('app.html has no empty <div id="root"></div> to fill');
  return withHead.replace(root, `<div id="root" data-prerendered="${escapeAttribute(marker)}">${withoutLeadingHeadTags(rootHtml)}</div>`);
}
