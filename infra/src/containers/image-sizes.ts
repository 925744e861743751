/** The size podman reports for each image, as a table for the test's log and the README. */
import { podmanEnv } from './podman-env';
import { runCommand } from './run-command';

export async function imageSize(image: string): Promise<number> {
  const { stdout } = await runCommand('podman', ['image', 'inspect', '--format', '{{.Size}}', image], { env: podmanEnv() });
  return Number(stdout.trim());
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(0)} MB`;
}

/** Logs `image  size` lines, widest name first for alignment. */
export async function logImageSizes(images: readonly string[]): Promise<void> {
  const width = Math.max(...images.map((image) => image.length));
  for (const image of images) console.log(`  ${image.padEnd(width)}  ${megabytes(await imageSize(image)).padStart(7)}`);
}
