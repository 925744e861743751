// The images' health check: exits 0 when a GET of the URL answers 2xx within four seconds.
// Node images carry no curl or wget, and node is already there.
//   node /usr/local/lib/inkspell/healthcheck.mjs http://127.0.0.1:4003/readyz
// Without a URL (the Dockerfiles' HEALTHCHECK) it asks the part's own port and path from
// health-target.json beside this file, written at build time from the area registry: the port is the
// part's <NAME>_PORT when set, else the registry's default.
import { readFileSync } from 'node:fs';

function ownUrl() {
  const target = JSON.parse(readFileSync(new URL('./health-target.json', import.meta.url), 'utf8'));
  return `http://127.0.0.1:${process.env[target.portVar] || target.port}${target.path}`;
}

let url;
try {
  url = process.argv[2] || ownUrl();
} catch (error) {
  console.error(`usage: healthcheck.mjs [url] (no health-target.json beside it: ${error.message})`);
  process.exit(2);
}
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
