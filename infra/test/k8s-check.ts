/**
 * The checks of the Kubernetes base (infra/k8s/base): every manifest is a valid object of its kind
 * (kubernetes-models validates it against the API's schema), kustomization.yaml lists every file, and
 * the deployables of the area registry are all there with their ports, probes, requests, autoscalers
 * and the variables npm start gives them. Each returns problems; none means it passes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areas, gatewayUpstreams, type Area } from '@inkspell/contracts/areas';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { ConfigMap, type IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service, type IService } from 'kubernetes-models/v1/Service';
import { parse, parseAllDocuments } from 'yaml';
import { deployables, envNamesReadBy, outsideWorldEnvMissing, sharedServers, type Deployable } from './compose-deployables';

export const k8sBaseDir = path.resolve(import.meta.dirname, '../k8s/base');

/** The models of the kinds the base uses; any other kind is a problem until it is added here. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'v1/ConfigMap': ConfigMap,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

export interface Manifest {
  file: string;
  object: { apiVersion?: string; kind?: string; metadata?: { name?: string } } & Record<string, unknown>;
}

/** The base as kustomize reads it: kustomization.yaml's resources, and every document of each. */
export interface K8sBase {
  resources: string[];
  manifests: Manifest[];
}

export function readK8sBase(dir = k8sBaseDir): K8sBase {
  const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as { resources?: string[] };
  const resources = kustomization.resources ?? [];
  const manifests = resources
    .filter((file) => existsSync(path.join(dir, file)))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(path.join(dir, file), 'utf8')).map((doc) => ({ file, object: doc.toJS() as Manifest['object'] })),
    );
  return { resources, manifests };
}

/** Every YAML file under the base but kustomization.yaml, relative to it. */
export function manifestFiles(dir = k8sBaseDir): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml')
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** kustomization.yaml lists exactly the files there are, and each document is valid for its kind. */
export function manifestProblems(base: K8sBase, dir = k8sBaseDir): string[] {
  const problems: string[] = [];
  for (const file of manifestFiles(dir)) if (!base.resources.includes(file)) problems.push(`kustomization.yaml does not list ${file}`);
  for (const file of base.resources)
    if (!existsSync(path.join(dir, file))) problems.push(`kustomization.yaml lists ${file}, which does not exist`);
  for (const { file, object } of base.manifests) {
    const key = `${object.apiVersion}/${object.kind}`;
    const Model = models[key];
    if (!Model) {
      problems.push(`${file}: no model for ${key}`);
      continue;
    }
    try {
      new Model(object as never).validate();
    } catch (error) {
      problems.push(`${file}: ${object.kind} ${object.metadata?.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

function find<T>(base: K8sBase, kind: string, name: string): T | undefined {
  return base.manifests.find(({ object }) => object.kind === kind && object.metadata?.name === name)?.object as T | undefined;
}

/** The names a container's environment has: its own entries and every key of the ConfigMaps it takes whole. */
function envNames(base: K8sBase, container: IContainer | undefined): string[] {
  const fromMaps = (container?.envFrom ?? []).flatMap((source) =>
    Object.keys(find<IConfigMap>(base, 'ConfigMap', source.configMapRef?.name ?? '')?.data ?? {}),
  );
  return [...(container?.env ?? []).map((entry) => entry.name), ...fromMaps];
}

/** Its Service, and the autoscaler of a service or the gateway. */
function serviceProblems(base: K8sBase, part: Deployable): string[] {
  const problems: string[] = [];
  const service = find<IService>(base, 'Service', part.name);
  if (!service?.spec?.ports?.some((port) => port.port === part.port)) problems.push(`Service ${part.name} on port ${part.port} is missing`);
  if (part.kind !== 'frontend') {
    const hpa = find<IHorizontalPodAutoscaler>(base, 'HorizontalPodAutoscaler', part.name);
    if (hpa?.spec?.scaleTargetRef.kind !== 'Deployment' || hpa.spec.scaleTargetRef.name !== part.name)
      problems.push(`HorizontalPodAutoscaler ${part.name} is missing`);
  }
  return problems;
}

async function deployableProblems(base: K8sBase, part: Deployable, list: readonly Area[]): Promise<string[]> {
  const deployment = find<IDeployment>(base, 'Deployment', part.name);
  if (!deployment) return [`Deployment ${part.name} is missing`, ...serviceProblems(base, part)];
  const problems = serviceProblems(base, part);
  const pod = deployment.spec?.template.spec;
  const container = pod?.containers[0];
  if (container?.image?.split(':')[0] !== `inkspell/${part.name}`) problems.push(`${part.name}: image is not inkspell/${part.name}`);
  if (!container?.ports?.some((port) => port.containerPort === part.port && port.name === 'http'))
    problems.push(`${part.name}: container port http is not ${part.port}`);
  if (!container?.resources?.requests?.cpu || !container.resources.requests.memory)
    problems.push(`${part.name}: no cpu and memory requests`);
  const readiness = container?.readinessProbe?.httpGet?.path;
  // The gateway answers /readyz itself (compose still checks it with a GET through it to the shell).
  const readyPath = part.kind === 'gateway' ? '/readyz' : part.healthPath;
  if (readiness !== readyPath) problems.push(`${part.name}: readiness probe does not GET ${readyPath}`);
  if (part.kind !== 'frontend' && container?.livenessProbe?.httpGet?.path !== '/healthz')
    problems.push(`${part.name}: liveness probe does not GET /healthz`);
  if (!container?.livenessProbe) problems.push(`${part.name}: no liveness probe`);

  const names = envNames(base, container);
  const readable = await envNamesReadBy(part, list);
  for (const name of part.launcherEnv) if (!names.includes(name)) problems.push(`${part.name}: ${name} is not set (npm start gives it)`);
  for (const name of names)
    if (!part.launcherEnv.includes(name) && !readable.has(name)) problems.push(`${part.name}: ${name} is read by no code of ${part.name}`);
  for (const name of outsideWorldEnvMissing(readable, names))
    problems.push(`${part.name}: ${name} is read by its code but never passed to it`);
  if (part.kind === 'gateway') {
    const values = new Map((container?.env ?? []).map((entry) => [entry.name, entry.value]));
    for (const upstream of gatewayUpstreams(list)) {
      const expected = `http://${upstream.endpoint}:${upstream.port}`;
      if (values.get(upstream.urlVar) !== expected) problems.push(`gateway: ${upstream.urlVar} is not ${expected}`);
    }
  }
  return problems;
}

/** What the registry asks of the base: each deployable, and the shared servers only as external names. */
export async function registryProblems(base: K8sBase, list: readonly Area[] = areas): Promise<string[]> {
  const parts = deployables(list);
  const problems = (await Promise.all(parts.map((part) => deployableProblems(base, part, list)))).flat();
  const known = new Set(parts.map((part) => part.name));
  for (const { object } of base.manifests) {
    if (object.kind === 'Deployment' && !known.has(object.metadata?.name ?? ''))
      problems.push(`Deployment ${object.metadata?.name} is no part of the registry`);
  }
  for (const name of sharedServers) {
    if (find<IService>(base, 'Service', name)?.spec?.type !== 'ExternalName')
      problems.push(`${name} is not referenced as an external service`);
  }
  return problems;
}
