import { readFileSync } from 'node:fs';
import { areas, type Area } from '@inkspell/contracts/areas';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { composeConfigProblems, composeFile, composeProblems, composeRegistryProblems, composeSchemaProblems } from './compose-check';
import { deployables } from './compose-deployables';

/**
 * infra/docker-compose.yml can't be started here (no Docker engine), so it is checked three ways:
 * Debian's docker-compose parses it, it follows the Compose Specification's schema, and it runs
 * exactly what the area registry and the launcher say. Each check is also shown failing on a
 * broken copy, so a pass means something.
 */
const text = readFileSync(composeFile, 'utf8');

/** A copy of the file with one edit, anchors and comments kept. */
function edited(change: (doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(text, { merge: true });
  change(doc);
  return doc.toString();
}

describe('infra/docker-compose.yml', () => {
  it('is accepted by docker-compose config -q', async () => {
    expect(await composeConfigProblems(text)).toEqual([]);
  });

  it("follows the Compose Specification's JSON schema", () => {
    expect(composeSchemaProblems(text)).toEqual([]);
  });

  it('runs every service, front end and the gateway on its registry port, with every variable npm start gives it and none its code does not read', async () => {
    expect(await composeRegistryProblems(text)).toEqual([]);
  });

  it('has a service per deployable of the registry and the three shared servers, and nothing else', () => {
    const services = Object.keys((parseDocument(text, { merge: true }).toJS() as { services: object }).services);
    expect(services.sort()).toEqual([...deployables().map((part) => part.name), 'nats', 'postgres', 'redis'].sort());
  });
});

describe('a broken copy of infra/docker-compose.yml fails', () => {
  const upstreams = deployables().filter((part) => part.kind !== 'gateway');

  it.each(upstreams.map((part) => part.name))(
    'without %s: docker-compose config -q (the gateway waits for it) and the registry check',
    async (name) => {
      const problems = await composeProblems(edited((doc) => doc.deleteIn(['services', name])));
      expect(problems).toContain(`compose service ${name} is missing`);
      expect(problems.join('\n')).toContain(`Service 'gateway' depends on service '${name}' which is undefined`);
    },
  );

  it('without the gateway: the registry check', async () => {
    const problems = await composeProblems(edited((doc) => doc.deleteIn(['services', 'gateway'])));
    expect(problems).toEqual(['compose service gateway is missing']);
  });

  it('the schema check, for a key Compose does not know', () => {
    const copy = edited((doc) => doc.setIn(['services', 'ink', 'restart_policy'], 'always'));
    expect(composeSchemaProblems(copy)).toContain('/services/ink must NOT have additional properties');
  });

  it('the schema check, for a health check interval that is no duration', () => {
    const copy = edited((doc) => doc.setIn(['services', 'ink', 'healthcheck', 'interval'], 'ten seconds'));
    expect(composeSchemaProblems(copy)).toContain('/services/ink/healthcheck/interval must match format "duration"');
  });

  it('the registry check, for a mail setting the admin service reads but is not given', async () => {
    const copy = edited((doc) => doc.deleteIn(['services', 'admin', 'environment', 'ADMIN_EMAIL']));
    expect(await composeRegistryProblems(copy)).toEqual(['admin: ADMIN_EMAIL is read by its code but never passed to it']);
  });

  it('the registry check, for a service on another port', async () => {
    const copy = edited((doc) => doc.setIn(['services', 'ink', 'environment', 'INK_PORT'], '4999'));
    expect(await composeRegistryProblems(copy)).toContain('ink: INK_PORT is not 4003');
  });

  it('the registry check, for a variable npm start gives that the file leaves out', async () => {
    const copy = edited((doc) => doc.deleteIn(['services', 'stories', 'environment', 'STORIES_DATABASE_URL']));
    expect(await composeRegistryProblems(copy)).toEqual(
      expect.arrayContaining([
        'stories: STORIES_DATABASE_URL is not set (npm start gives it)',
        'stories: STORIES_DATABASE_URL is not its database inkspell_stories',
      ]),
    );
  });

  it('the registry check, for a variable no code reads', async () => {
    const copy = edited((doc) => doc.setIn(['services', 'ink', 'environment', 'INK_COLOUR'], 'blue'));
    expect(await composeRegistryProblems(copy)).toContain('ink: INK_COLOUR is read by no code of ink');
  });

  it('the registry check, for a gateway upstream pointing elsewhere', async () => {
    const copy = edited((doc) => doc.setIn(['services', 'gateway', 'environment', 'MF_INK_URL'], 'http://mf-ink:3999'));
    expect(await composeRegistryProblems(copy)).toContain('gateway: MF_INK_URL is not http://mf-ink:3002');
  });
});

describe('a new area in the registry', () => {
  const quests: Area = {
    key: 'quests',
    service: { name: 'quests', port: 4005, database: 'inkspell_quests', apiPaths: ['/api/quests'] },
    remote: { key: 'quests', name: 'mf_quests', dir: 'mf-quests', port: 3005, exposes: {}, adminOnly: false, routes: [] },
  };

  it('fails the check until the file deploys its service, its remote and its database', async () => {
    const problems = await composeRegistryProblems(text, [...areas, quests]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'compose service quests is missing',
        'compose service mf-quests is missing',
        'gateway: QUESTS_URL is not http://quests:4005',
        'gateway: does not wait for mf-quests',
        'postgres: the init script does not create inkspell_quests',
      ]),
    );
  });
});
