import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { assetNamePattern } from '../adapters/asset-store';

/**
 * Pixels across a rasterised illustration: about 140 dpi over the 7-inch-wide picture box, plenty for a home printer
 * (pdf-lib's PNG embedding, the costliest step of a book, grows with the pixels).
 */
const rasterWidth = 1000;

/**
 * An illustration as PNG bytes for the PDF: a PNG asset as it is, an SVG one rasterised by resvg on libuv's thread
 * pool (the event loop stays free). Null when the name is not an image asset or the file is gone, so the page
 * prints its text alone.
 */
export async function illustrationPng(assetsDir: string, name: string): Promise<Uint8Array | null> {
  if (!assetNamePattern.test(name) || !/\.(svg|png)$/.test(name)) return null;
  const bytes = await readFile(path.join(assetsDir, name)).catch(() => null);
  if (!bytes) return null;
  if (name.endsWith('.png')) return bytes;
  // The engines' SVGs hold shapes only, so no system fonts are needed (loading them costs ~100 ms).
  const image = await renderAsync(bytes, {
    fitTo: { mode: 'width', value: rasterWidth },
    font: { loadSystemFonts: false },
    background: 'white',
  });
  return image.asPng();
}
