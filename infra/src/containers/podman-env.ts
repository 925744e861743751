/**
 * The environment every podman command of the registry-free path runs with. CONTAINERS_CONF points podman
 * at the project's own settings (runc, cgroupfs, no rlimits: infra/podman/containers.conf) without touching
 * the machine's /etc/containers; BUILDAH_FORMAT=docker keeps the Dockerfiles' HEALTHCHECK, which the OCI
 * image format has no field for.
 */
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const podmanConf = path.join(repoRoot, 'infra/podman/containers.conf');

export function podmanEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...base, CONTAINERS_CONF: podmanConf, BUILDAH_FORMAT: 'docker' };
}
