import { readFileSync } from 'node:fs';
import { areas, type Area } from '@inkspell/contracts/areas';
import { describe, expect, it } from 'vitest';
import { envExampleFiles, renderGatewayEnvExample, renderRootEnvExample } from '../src/deploy/env-example';

describe('.env.example files', () => {
  it.each(envExampleFiles().map(({ file, content }) => [file, content]))(
    '%s matches the area registry (else: npx tsx infra/src/deploy/env-example.ts --write)',
    (file, content) => {
      expect(readFileSync(file, 'utf8')).toBe(content);
    },
  );

  it("list a new area's port, upstream and manifest variables", () => {
    const quests: Area = {
      key: 'quests',
      service: { name: 'quests', port: 4005, database: 'inkspell_quests', apiPaths: ['/api/quests*'] },
      remote: { key: 'quests', name: 'mf_quests', dir: 'mf-quests', port: 3005, exposes: {}, adminOnly: false, routes: [] },
    };
    const root = renderRootEnvExample([...areas, quests]);
    expect(root).toContain('QUESTS_PORT=4005\nMF_QUESTS_PORT=3005\n');
    expect(root).toContain('inkspell_quests');
    expect(root).toContain('REMOTE_QUESTS_URL=/remotes/quests/mf-manifest.json');
    const gateway = renderGatewayEnvExample([...areas, quests]);
    expect(gateway).toContain('QUESTS_URL=http://127.0.0.1:4005');
    expect(gateway).toContain('MF_QUESTS_URL=http://127.0.0.1:3005');
  });
});
