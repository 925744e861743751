/** The prerendered page as a whole: the shell's app.html with the page's head, assets and markup filled in. */
import { firstScreenRulesAttribute, pageDataElementId, prefetchListElementId, type PrefetchList } from '@inkspell/contracts/values';
import { criticalCssOf, type PageStylesheet } from './critical-css';

export interface PageAssets {
  /**
   * The rules the page's markup uses are inlined in <head>, so the page is styled at its first paint without
   * another request; the whole files are fetched ahead, and the app's runtime links them when it starts (no
   * data-href marks the inline rules as the file, ADR 0045).
   */
  stylesheets: PageStylesheet[];
  /** The page's remote (its entry and the chunk of its routes), fetched ahead with the app's scripts instead of after they ask for it. */
  remoteScripts: string[];
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
  /** The inline script that starts the app (page-starter.ts), given the app's scripts. */
  starter: (scripts: readonly string[]) => string;
  /** The address the markup was rendered for, when it is not `path` (a page rendered for its request, with its query). */
  marker?: string;
  /** JSON of the answers the markup was rendered from (a page rendered for its request), for the browser's first render. */
  pageData?: string;
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

/** The app's scripts, as the shell's app.html loads them. */
export function appScriptsOf(template: string): string[] {
  return [...template.matchAll(deferredScript)].map((match) => match[1]!);
}

/**
 * The page is complete without scripts, so none of them runs at load: the page's inline starter fetches them
 * once the page has loaded (ADR 0046) and runs them at the visitor's first act (page-starter.ts, ADR 0044).
 */
function startOnIntent(html: string, starter: (scripts: readonly string[]) => string): { html: string; scripts: string[] } {
  const scripts = appScriptsOf(html);
  return { html: html.replace(deferredScript, '').replace('</body>', `<script>${starter(scripts)}</script></body>`), scripts };
}

/** JSON for the page's scripts to read. Never run, so the page's script policy does not apply; "<" is escaped so no text in it ends the element. */
const dataBlock = (id: string, json: string) => `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/** Where the inline rules go, once the whole page is there to be scanned for the rules it uses. */
const stylesPlaceholder = '<!--inkspell:critical-css-->';

/** The complete HTML of one prerendered page. */
export function pageDocument({ template, path, rootHtml, head, assets, starter, marker: given, pageData }: PageDocumentInput): string {
  const marker = given ?? (path === '/404' ? '*' : path);
  const started = startOnIntent(template, starter);
  // A list for the starter, not <link rel="prefetch"> tags: tags would start the downloads while the page itself
  // is still arriving and being drawn, which a slow phone on a slow connection feels (ADR 0046).
  const prefetch: PrefetchList = {
    scripts: [...started.scripts, ...assets.remoteScripts],
    stylesheets: assets.stylesheets.map(({ href }) => href),
  };
  const headHtml = [headTagsHtml(head), stylesPlaceholder, dataBlock(prefetchListElementId, JSON.stringify(prefetch))].join('\n    ');
  const withHead = withPageHead(started.html, headHtml);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error('app.html has no empty <div id="root"></div> to fill');
  const data = pageData === undefined ? '' : dataBlock(pageDataElementId, pageData);
  const page = withHead.replace(
    root,
    `<div id="root" data-prerendered="${escapeAttribute(marker)}">${withoutLeadingHeadTags(rootHtml)}</div>${data}`,
  );
  const critical = criticalCssOf(page, assets.stylesheets);
  const styles = assets.stylesheets.map(
    ({ file }, index) =>
      `<style ${firstScreenRulesAttribute}="${escapeAttribute(file)}">${critical[index]!.replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  return page.replace(stylesPlaceholder, () => styles.join('\n    '));
}
