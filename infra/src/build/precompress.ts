/**
 * Writes brotli (.br) and gzip (.gz) twins of every text file of a built front end, at build time, so
 * the static servers send compressed bytes without compressing per request (sirv picks the twin the
 * browser accepts and sets Content-Encoding and Vary). Brotli at its best quality: this runs once.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing; images other than SVG and MP3 are compressed already. */
const textFile = /\.(js|css|html|json|svg|txt|map)$/;
/** Below this the encoding headers cost about what compression saves. */
export const precompressMinBytes = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<string[]> => {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) return []; // build metadata, never served
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Compresses every text file of `dist`; returns how many files got twins. */
export async function precompress(dist: string): Promise<number> {
  const files = (await filesUnder(dist)).filter((file) => textFile.test(file));
  let count = 0;
  const compressOne = async (file: string) => {
    if ((await stat(file)).size < precompressMinBytes) return;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  };
  // A few at a time: zlib works on libuv's four threads.
  for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(compressOne));
  return count;
}
