import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sharedFacades } from '@inkspell/ui/build/federation-shared';

/**
 * A package shared through a facade (packages/ui/build/shared/) gives the apps only the names the facade
 * lists; anything else would be undefined at run time, with no build error. So every value an app's
 * source imports from such a package must be in its facade.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const sourceRoots = [
  'shell/src',
  'packages/ui/src',
  ...readdirSync(repoRoot)
    .filter((dir) => dir.startsWith('mf-'))
    .map((dir) => `${dir}/src`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Value names imported (or re-exported) from `pkg` in one file; type-only imports are left out. */
function importedValues(file: string, pkg: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === pkg) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('* (namespace import)');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === pkg
    ) {
      const clause = statement.exportClause;
      if (!clause) names.push('* (re-export)');
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function facadeExports(file: string): Set<string> {
  return new Set([...readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1]!));
}

/** The prerenderer's sources run in Node, built without federation: they get the whole packages. */
const nodeOnly = `${path.sep}src${path.sep}prerender${path.sep}`;
const files = sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root))).filter((file) => !file.includes(nodeOnly));

describe('shared facades', () => {
  it('covers the router', () => {
    expect(Object.keys(sharedFacades)).toContain('react-router-dom');
  });

  for (const [pkg, facade] of Object.entries(sharedFacades)) {
    it(`lists every value the apps import from ${pkg}`, () => {
      const offered = facadeExports(facade);
      const missing = files.flatMap((file) =>
        importedValues(file, pkg)
          .filter((name) => !offered.has(name))
          .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
      );
      expect(missing).toEqual([]);
      expect(offered.size).toBeGreaterThan(0);
    });
  }

  it('would notice a name the facade lacks', () => {
    const offered = facadeExports(sharedFacades['react-router-dom']!);
    expect(offered.has('useLocation')).toBe(true);
    expect(offered.has('useMatches')).toBe(false);
  });
});
