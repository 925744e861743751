import { areas, type Area } from '@inkspell/contracts/areas';
import { describe, expect, it } from 'vitest';
import { deployables } from './compose-deployables';
import { manifestProblems, readK8sBase, registryProblems, type K8sBase, type Manifest } from './k8s-check';

/**
 * The Kubernetes base (infra/k8s/base) can't be applied here (no cluster), so every manifest is validated
 * with kubernetes-models against the Kubernetes API's schema, and the base is compared with the area
 * registry and the launcher. Each check is also shown failing on a broken copy.
 */
const base = readK8sBase();

function names(kind: string, list: K8sBase = base): string[] {
  return list.manifests.filter(({ object }) => object.kind === kind).map(({ object }) => object.metadata!.name!);
}

/** A copy of the base with one manifest changed. */
function withManifest(kind: string, name: string, change: (object: Manifest['object']) => void): K8sBase {
  const copy = structuredClone(base);
  const manifest = copy.manifests.find(({ object }) => object.kind === kind && object.metadata?.name === name);
  change(manifest!.object);
  return copy;
}

describe('infra/k8s/base', () => {
  it('lists every manifest file in kustomization.yaml, and every document is valid for its kind', () => {
    expect(base.manifests.length).toBeGreaterThan(0);
    expect(manifestProblems(base)).toEqual([]);
  });

  it('runs every deployable of the registry with its port, probes, requests, autoscaler and the variables npm start gives it', async () => {
    expect(await registryProblems(base)).toEqual([]);
  });

  it('has a Deployment and a Service per service, front end and the gateway, and an autoscaler per service and the gateway', () => {
    const parts = deployables();
    expect(names('Deployment').sort()).toEqual(parts.map((part) => part.name).sort());
    expect(names('Service').sort()).toEqual([...parts.map((part) => part.name), 'nats', 'postgres', 'redis'].sort());
    expect(names('HorizontalPodAutoscaler').sort()).toEqual(
      parts
        .filter((part) => part.kind !== 'frontend')
        .map((part) => part.name)
        .sort(),
    );
  });
});

describe('a broken copy of the base fails', () => {
  it('when kustomization.yaml leaves a remote out', async () => {
    const copy: K8sBase = {
      resources: base.resources.filter((file) => file !== 'frontends/mf-ink.yaml'),
      manifests: base.manifests.filter(({ file }) => file !== 'frontends/mf-ink.yaml'),
    };
    expect(manifestProblems(copy)).toEqual(['kustomization.yaml does not list frontends/mf-ink.yaml']);
    expect(await registryProblems(copy)).toEqual(['Deployment mf-ink is missing', 'Service mf-ink on port 3002 is missing']);
  });

  it('when a Deployment is not a valid Deployment', () => {
    const copy = withManifest('Deployment', 'ink', (object) => {
      (object.spec as { replicas?: unknown }).replicas = 'two';
    });
    expect(manifestProblems(copy).join('\n')).toMatch(/^services\/ink\.yaml: Deployment ink: .*replicas/);
  });

  it('when a service is not probed for readiness on /readyz', async () => {
    const copy = withManifest('Deployment', 'stories', (object) => {
      delete (object.spec as { template: { spec: { containers: { readinessProbe?: unknown }[] } } }).template.spec.containers[0]!
        .readinessProbe;
    });
    expect(await registryProblems(copy)).toEqual(['stories: readiness probe does not GET /readyz']);
  });

  it('when the stories service is not given the OpenAI key its code reads', async () => {
    const copy = withManifest('Deployment', 'stories', (object) => {
      const container = (object.spec as { template: { spec: { containers: { env: { name: string }[] }[] } } }).template.spec.containers[0]!;
      container.env = container.env.filter((entry) => entry.name !== 'OPENAI_API_KEY');
    });
    expect(await registryProblems(copy)).toEqual(['stories: OPENAI_API_KEY is read by its code but never passed to it']);
  });

  it('when the gateway loses its autoscaler', async () => {
    const copy: K8sBase = {
      ...base,
      manifests: base.manifests.filter(({ object }) => !(object.kind === 'HorizontalPodAutoscaler' && object.metadata?.name === 'gateway')),
    };
    expect(await registryProblems(copy)).toEqual(['HorizontalPodAutoscaler gateway is missing']);
  });

  it('when a new area of the registry has no manifests yet', async () => {
    const quests: Area = {
      key: 'quests',
      service: { name: 'quests', port: 4005, database: 'inkspell_quests', apiPaths: ['/api/quests'] },
      remote: { key: 'quests', name: 'mf_quests', dir: 'mf-quests', port: 3005, exposes: {}, adminOnly: false, routes: [] },
    };
    expect(await registryProblems(base, [...areas, quests])).toEqual(
      expect.arrayContaining([
        'Deployment quests is missing',
        'Deployment mf-quests is missing',
        'gateway: QUESTS_URL is not http://quests:4005',
      ]),
    );
  });
});
