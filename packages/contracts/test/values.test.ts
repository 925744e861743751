import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as everything from '../src';
import { defaultFrontendConfig, frontendConfigSchema } from '../src';
import * as values from '../src/values';

const source = path.resolve(import.meta.dirname, '../src');

describe('the zod-free values (ADR 0020)', () => {
  it('reach no zod through any value import, directly or through another file', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm)) {
        expect(`${path.relative(source, file)} imports ${specifier}`).not.toMatch(/ imports (zod|.*\/zod)$/);
        if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), `${specifier}.ts`));
      }
    };
    visit(path.join(source, 'values.ts'));
    // Kept off the barrel on purpose, so the pages that load it (home) do not carry them; zod-free all the same.
    const offTheBarrel = ['admin.ts', 'story-jobs.ts', 'account-messages.ts', 'ink-shop.ts', 'hero-look.ts'];
    // Every other file of values/ is reached from the barrel, so none can hide a schema.
    for (const file of readdirSync(path.join(source, 'values')))
      if (!offTheBarrel.includes(file)) expect(reached).toContain(path.join(source, 'values', file));
    for (const file of offTheBarrel) visit(path.join(source, 'values', file));
    // Off the barrel too, and not in values/: the account pages check codes with one, the create page shows the other.
    for (const file of ['two-factor-codes.ts', 'quick-ideas.ts']) visit(path.join(source, file));
  });

  it('are the same objects the index exports beside the schemas', () => {
    for (const [name, value] of Object.entries(values)) expect(everything[name as keyof typeof everything]).toBe(value);
  });

  it("hold the front end's default config exactly as the schema makes it", () => {
    expect(defaultFrontendConfig).toEqual(frontendConfigSchema.parse({ remotes: {} }));
  });
});
