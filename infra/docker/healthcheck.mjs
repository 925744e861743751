// The images' health check: exits 0 when a GET of the URL answers 2xx within four seconds.
// Node images carry no curl or wget, and node is already there.
//   node /usr/local/lib/inkspell/healthcheck.mjs http://127.0.0.1:4003/readyz
const url = process.argv[2];
if (!url) {
  console.error('usage: healthcheck.mjs <url>');
  process.exit(2);
}
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
