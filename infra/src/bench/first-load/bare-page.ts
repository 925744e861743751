/**
 * The floor of the first-load bench: a bare page (a heading and a paragraph, no stylesheet, no script, no
 * favicon) on a server of its own, measured by Lighthouse beside the app's pages with the same CPU slowdown.
 * What it scores is what the host and its Chromium cost any page (the first layout of a fresh renderer, its
 * fonts); an app page can come near it, not below it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const barePage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A bare page: the floor of the first-load bench."><title>Bare page</title></head>' +
  '<body><h1>Every child is the hero of their own story</h1><p>A heading and a paragraph, and nothing else.</p></body></html>';

export async function startBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(barePage);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
