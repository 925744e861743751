import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.boundaries.js, proven on planted violations: the repository's own lint
 * config runs over test/fixtures/lint-boundaries, a miniature repository (services/, mf-*, packages/, shell/)
 * that the normal `npm run lint` ignores.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureRoot = path.join(repoRoot, 'infra/test/fixtures/lint-boundaries');

const eslint = new ESLint({
  cwd: repoRoot,
  // The fixture folder is on the normal run's ignore list; here it is the point.
  ignore: false,
  overrideConfig: [
    // The boundary rule reads import paths, not types; skipping the type-aware program keeps this test fast.
    tseslint.configs.disableTypeChecked,
    // Element patterns (services/*/src/domain, mf-*, ...) are relative to the fixture as if it were the repository.
    { settings: { 'boundaries/root-path': fixtureRoot } },
  ],
});

interface Finding {
  rule: string | null;
  line: number;
  message: string;
}

const findingsByFile = new Map<string, Finding[]>();

function findings(file: string): Finding[] {
  const found = findingsByFile.get(file);
  if (!found) throw new Error(`${file} was not linted`);
  return found;
}

async function lintSource(file: string, source: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(fixtureRoot, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

beforeAll(async () => {
  for (const result of await eslint.lintFiles([fixtureRoot])) {
    const file = path.relative(fixtureRoot, result.filePath).split(path.sep).join('/');
    findingsByFile.set(
      file,
      result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message })),
    );
  }
});

describe('import boundaries', () => {
  it.each([
    ['services/tales/src/domain/reads-db.ts', 'must not import db/'],
    ['services/tales/src/domain/reads-env.ts', 'anything else outside domain/'],
    ['services/quills/src/domain/borrows-rules.ts', "must not import another service's domain"],
    ['services/tales/src/domain/uses-drizzle.ts', '(drizzle-orm)'],
    ['services/tales/src/domain/uses-service-kit.ts', '(@inkspell/service-kit)'],
    ['mf-one/src/borrows-page.ts', 'A remote must not import another remote'],
    ['packages/kit/src/reads-shell.ts', 'A shared package must not import an app'],
    ['services/quills/test/support/reads-tales.ts', "must not reach into another service's folder by path"],
    ['packages/service-kit/src/db/records-events.ts', "The kit's db/ must not import events/"],
    ['shell/src/federation/reads-routes.ts', "The shell's federation/ must not import routing/"],
  ])('%s fails the lint on its import', (file, reason) => {
    expect(findings(file)).toEqual([{ rule: 'boundaries/dependencies', line: 2, message: expect.stringContaining(reason) }]);
  });

  it.each([
    'services/tales/src/domain/pure.ts',
    'services/tales/src/domain/rules.ts',
    'services/tales/src/db/schema.ts',
    'services/tales/src/env.ts',
    'mf-two/src/page.ts',
    'shell/src/layout.ts',
    'services/quills/test/support/uses-front-door.ts',
    'services/quills/test/support/own-folder.ts',
    'packages/service-kit/src/events/outbox.ts',
    'shell/src/routing/route-table.ts',
  ])('%s, importing only what it may, passes', (file) => {
    expect(findings(file)).toEqual([]);
  });

  it.each([
    ['services/tales/src/domain/serves-http.ts', "import Koa from 'koa';", '(koa)'],
    ['services/tales/src/domain/routes-too.ts', "import Router from '@koa/router';", '(@koa/router)'],
    ['services/tales/src/domain/publishes.ts', "import { connect } from 'nats';", '(nats)'],
    ['services/tales/src/domain/queries.ts', "import pg from 'pg';", '(pg)'],
    ['services/tales/src/domain/caches.ts', "import Redis from 'ioredis';", '(ioredis)'],
    ['services/tales/src/domain/relays.ts', "import { outbox } from '@inkspell/service-kit/outbox-schema';", 'service-kit'],
    ['mf-one/src/loads-remote.ts', "import routes from 'mf_two/Routes';", '(mf_two/Routes)'],
    ['packages/kit/src/uses-service.ts', "import { start } from '@inkspell/ink-service';", '(@inkspell/ink-service)'],
    ['services/quills/test/peer.ts', "import { schema } from '@inkspell/tales-service/src/db/schema';", 'front doors'],
    ['services/quills/src/reads.ts', "import { repo } from '@inkspell/tales-service/db/tales.repo';", 'front doors'],
    ['services/quills/test/main.ts', "import { main } from '@inkspell/tales-service';", 'front doors'],
    ['services/quills/test/up.ts', "import { tales } from '../../tales/src/db/schema';", "another service's folder by path"],
    ['packages/service-kit/src/db/kicks.ts', "import { outboxExecutor } from '../events/outbox';", 'db/ must not import events/'],
    ['shell/src/federation/finds.ts', "import { remotePaths } from '../routing/route-table';", 'federation/ must not import routing/'],
    ['packages/service-kit/src/db/serves.ts', "import { frameWidth } from '../../../../shell/src/layout';", 'must not import an app'],
  ])('%s: %s is refused', async (file, importLine, reason) => {
    const found = await lintSource(file, `${importLine}\nexport const used = [${importLine.split(/[{} ]+/)[1]}];\n`);
    expect(found).toEqual([{ rule: 'boundaries/dependencies', line: 1, message: expect.stringContaining(reason) }]);
  });

  it('a domain file may import contracts and the kit’s pure errors', async () => {
    const source = [
      "import { httpStatus } from '@inkspell/contracts';",
      "import { inkPacks } from '@inkspell/contracts/ink';",
      "import { DomainError } from '@inkspell/service-kit/errors';",
      'export const used = [httpStatus, inkPacks, DomainError];',
      '',
    ].join('\n');
    expect(await lintSource('services/tales/src/domain/allowed.ts', source)).toEqual([]);
  });
});
