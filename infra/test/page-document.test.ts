import { describe, expect, it } from 'vitest';
import { pageStylesheet } from '../src/build/critical-css';
import { pageStarterScript } from '../src/build/page-starter';
import { inlineScriptHashes } from '../src/build/page-security';
import { appScriptsOf, pageDocument } from '../src/build/prerender-document';
import { prefetchListElementId } from '@inkspell/contracts/values';

const template =
  '<!doctype html><html><head><title>Inkspell</title><meta name="description" content="generic" /></head>' +
  '<body><div id="root"></div><script defer src="/runtime.1a2b.js"></script><script defer src="/main.3c4d.js"></script></body></html>';

const page = (extra: Partial<Parameters<typeof pageDocument>[0]> = {}) =>
  pageDocument({
    template,
    path: '/help',
    rootHtml: '<main><h1>Help Center</h1></main>',
    head: [{ kind: 'title', text: 'Help | Inkspell' }],
    assets: { stylesheets: [], remoteScripts: ['/remotes/stories/remoteEntry.js'] },
    starter: (scripts) => `start(${JSON.stringify(scripts)})`,
    ...extra,
  });

describe('a prerendered page starts its app on the first act (ADR 0044)', () => {
  it('runs none of the app scripts at load, and asks for none: the starter alone holds them, and a list what to fetch once loaded', () => {
    const html = page();
    expect(html).not.toMatch(/<script defer/);
    expect(html).toContain('<script>start(["/runtime.1a2b.js","/main.3c4d.js"])</script></body>');
    const list = new RegExp(`<script type="application/json" id="${prefetchListElementId}">([^<]*)</script>`).exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      scripts: ['/runtime.1a2b.js', '/main.3c4d.js', '/remotes/stories/remoteEntry.js'],
      stylesheets: [],
    });
    expect(html).not.toMatch(/rel="(?:prefetch|preload)"/);
    expect(html).toContain('<div id="root" data-prerendered="/help"><main><h1>Help Center</h1></main></div>');
  });

  it("bundles the starter for the page: the app's scripts built in, no import left, nothing that ends the script early", () => {
    const starter = pageStarterScript(appScriptsOf(template));
    expect(starter).toContain('"/runtime.1a2b.js"');
    expect(starter).toContain('"/main.3c4d.js"');
    expect(starter).toContain('inkspell:ready');
    expect(starter).not.toMatch(/\bimport\b|\brequire\(/);
    expect(starter).not.toMatch(/<\/script/i);
    // One hash for the page's policy, the same on every page built from the same template.
    expect(inlineScriptHashes(page({ starter: pageStarterScript }))).toEqual(inlineScriptHashes(`<script>${starter}</script>`));
  });
});

describe("a prerendered page's styles (ADR 0045)", () => {
  it("inlines the rules its markup uses, fetches the whole file ahead, and leaves it to the app's runtime to link", () => {
    const html = page({
      assets: {
        stylesheets: [pageStylesheet('styles.1a2b3c4d5e6f.css', '/styles.1a2b3c4d5e6f.css', 'h1{font-size:2rem}.dialog{position:fixed}')],
        remoteScripts: [],
      },
    });
    expect(html).toContain('<style data-critical-of="styles.1a2b3c4d5e6f.css">h1{font-size:2rem}</style>');
    expect(html).toContain('"stylesheets":["/styles.1a2b3c4d5e6f.css"]');
    expect(html).not.toContain('.dialog');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('inkspell:critical-css');
  });
});

describe('a page rendered for its request (a shared story)', () => {
  it('is marked with its whole address, and carries the answers it was rendered from as data no script runs', () => {
    const html = page({
      path: '/story/s1',
      marker: '/story/s1?ref=abc&x="1"',
      pageData: JSON.stringify({ queries: [{ title: 'The end</script><script>alert(1)</script>' }] }),
    });
    expect(html).toContain('data-prerendered="/story/s1?ref=abc&amp;x=&quot;1&quot;"');
    const data = /<script type="application\/json" id="inkspell-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</script');
    expect(JSON.parse(data!)).toEqual({ queries: [{ title: 'The end</script><script>alert(1)</script>' }] });
  });
});
