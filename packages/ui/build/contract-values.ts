import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './module-rules';

const contractsSource = path.join(repoRoot, 'packages', 'contracts', 'src');

/** `import { a } from './x'` and `export * from './x'`, not `import type`: only these are in a bundle. */
const valueImport = /^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'/gm;

/**
 * The contracts' files a page may load without zod: `values.ts` and every file it reaches through value
 * imports (type-only imports vanish in the build). They get a chunk of their own, so the frame, home and
 * create pages download these few KB, and zod with the schemas only when something is checked (ADR 0020).
 */
export function contractValueFiles(): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(valueImport)) {
      visit(path.resolve(path.dirname(file), `${specifier}.ts`));
    }
  };
  visit(path.join(contractsSource, 'values.ts'));
  return found;
}

/**
 * Zod-free files off the barrel that a page without schemas imports by their own subpath (the create
 * page's quick ideas and hero choices, the story-job words its progress reads, the kept stories' names). They stay out of the `contracts` chunk,
 * so that page downloads the one file and not every schema file beside it.
 */
export function subpathValueFiles(): Set<string> {
  return new Set([
    path.join(contractsSource, 'quick-ideas.ts'),
    path.join(contractsSource, 'values', 'story-jobs.ts'),
    path.join(contractsSource, 'values', 'hero-look.ts'),
    path.join(contractsSource, 'kept-stories.ts'),
  ]);
}
