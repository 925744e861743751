/**
 * The registry-free images: what the compose file's official images (node, postgres, redis, nats) are
 * replaced with on a machine that reaches Debian's packages and the npm registry but no image registry.
 *   Debian root filesystems from mmdebstrap → podman import → thin images from infra/podman/*.Containerfile,
 * the Node.js one with this machine's own node and npm copied in. Each image is made once and kept; `rebuild`
 * makes them anew. The real Dockerfiles and compose file take them through compose.local-images.yml.
 */
import { copyFileSync, cpSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { podmanEnv, repoRoot } from './podman-env';
import { runCommand } from './run-command';

export const localImages = {
  debian: 'localhost/inkspell-local/debian:bookworm',
  stores: 'localhost/inkspell-local/stores:bookworm',
  node: 'localhost/inkspell-local/node:20',
  postgres: 'localhost/inkspell-local/postgres:15',
  redis: 'localhost/inkspell-local/redis:7',
  nats: 'localhost/inkspell-local/nats:2',
} as const;

const podmanDir = path.join(repoRoot, 'infra/podman');
// Manuals, docs and translations are of no use in an image; leaving them out saves about a fifth.
const slim = ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*'].map(
  (glob) => `--dpkgopt=path-exclude=${glob}`,
);

async function imageExists(image: string): Promise<boolean> {
  return (await runCommand('podman', ['image', 'exists', image], { env: podmanEnv(), allowFailure: true })).code === 0;
}

/** A Debian bookworm root filesystem with these packages, imported as an image. */
async function debianRoot(image: string, packages: readonly string[], workDir: string): Promise<void> {
  const tar = path.join(workDir, `${path.basename(image).replace(/[:/]/g, '-')}.tar`);
  const include = packages.length ? [`--include=${packages.join(',')}`] : [];
  await runCommand('mmdebstrap', ['--variant=minbase', ...slim, ...include, 'bookworm', tar], { prefix: '  mmdebstrap │ ' });
  await runCommand('podman', ['import', tar, image], { env: podmanEnv() });
  rmSync(tar);
}

/** The machine's npm: the package folder holding the npm the shell runs. */
async function npmFolder(): Promise<string> {
  const { stdout } = await runCommand('sh', ['-c', 'command -v npm']);
  // …/lib/node_modules/npm/bin/npm-cli.js (through the bin link) → …/lib/node_modules/npm
  return path.resolve(realpathSync(stdout.trim()), '../..');
}

/** The certificates this machine trusts, so npm ci inside builds passes an inspecting proxy as the host does. */
function machineCertificates(): string {
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  return extra && existsSync(extra) ? extra : '/etc/ssl/certs/ca-certificates.crt';
}

async function nodeImage(workDir: string): Promise<void> {
  const context = path.join(workDir, 'node-context');
  cpSync(path.join(podmanDir, 'node.Containerfile'), path.join(context, 'Containerfile'));
  copyFileSync(process.execPath, path.join(context, 'node'));
  cpSync(await npmFolder(), path.join(context, 'npm'), { recursive: true, dereference: true });
  // The headers beside this node (<prefix>/include/node), for node-gyp without a download.
  cpSync(path.resolve(process.execPath, '../../include/node'), path.join(context, 'include-node'), { recursive: true, dereference: true });
  copyFileSync(machineCertificates(), path.join(context, 'ca-certificates.crt'));
  await build(localImages.node, path.join(context, 'Containerfile'), context, { DEBIAN_BASE: localImages.debian });
}

async function build(image: string, file: string, context: string, args: Record<string, string>): Promise<void> {
  const buildArgs = Object.entries(args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]);
  await runCommand('podman', ['build', '--format', 'docker', '-t', image, '-f', file, ...buildArgs, context], {
    env: podmanEnv(),
    prefix: `  ${path.basename(file)} │ `,
  });
}

/** Makes every local image that is missing (all of them with `rebuild`); logs what it made and what it kept. */
export async function ensureLocalImages(options: { rebuild?: boolean } = {}): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'inkspell-local-images-'));
  const needed = async (image: string) => {
    const missing = options.rebuild || !(await imageExists(image));
    console.log(`${missing ? 'making' : 'kept   '} ${image}`);
    return missing;
  };
  try {
    if (await needed(localImages.debian)) await debianRoot(localImages.debian, ['ca-certificates'], workDir);
    if (await needed(localImages.stores)) {
      await debianRoot(localImages.stores, ['postgresql-15', 'redis-server', 'nats-server', 'wget'], workDir);
    }
    if (await needed(localImages.node)) await nodeImage(workDir);
    for (const store of ['postgres', 'redis', 'nats'] as const) {
      if (await needed(localImages[store])) {
        await build(localImages[store], path.join(podmanDir, `${store}.Containerfile`), podmanDir, { STORES_BASE: localImages.stores });
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
