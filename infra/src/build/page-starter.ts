/**
 * The inline script that starts a prerendered page's app on the visitor's first act
 * (shell/src/starter/start-on-intent.ts, ADR 0044), bundled for the page: one small ES2017 script with the
 * app's script list built in. Inline, so no request stands between the page and what the visitor does; its
 * hash goes into the page's policy like any inline script of the build (page-security.ts).
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

const starterModule = path.resolve(import.meta.dirname, '../../../shell/src/starter/start-on-intent.ts');

export function pageStarterScript(scripts: readonly string[]): string {
  const result = buildSync({
    stdin: {
      contents: `import { startOnIntent } from ${JSON.stringify(starterModule)};\nstartOnIntent(${JSON.stringify(scripts)});`,
      resolveDir: path.dirname(starterModule),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2017',
    write: false,
    legalComments: 'none',
  });
  // A script's text ends at the first "</script": none may appear inside it.
  return result.outputFiles[0]!.text.trim().replace(/<\/script/gi, '<\\/script');
}
