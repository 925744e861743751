import { createServer, type Server } from 'node:http';
import { metricsExposition } from '@inkspell/service-kit/observability';
import type { Logger } from '../logger';

/**
 * /metrics of the gateway on its own port (GATEWAY_METRICS_PORT): the public port's routes all lead to the
 * services' /api paths, the remotes and the shell, so scrapes never share a path with visitors. A port in
 * use is reported and the gateway runs on without it (several workers share one listener through cluster).
 */
export function startMetricsServer(port: number, host: string, log: Logger): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metricsExposition().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: unknown) => {
        log.error('metrics exposition failed', { err });
        res.writeHead(500).end();
      },
    );
  });
  server.on('error', (err) => log.warn('gateway metrics listener not started', { err, port }));
  server.listen(port, host, () => log.debug('gateway metrics listening', { url: `http://${host}:${port}/metrics` }));
  server.unref();
  return server;
}
