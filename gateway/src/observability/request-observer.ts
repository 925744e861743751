import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { httpRequestDuration, isTracing, secondsSince, serviceAttribute, tracer } from '@inkspell/service-kit/observability';
import { matchRoute, type CompiledRoute } from '../plugin/route-table';

/** W3C headers a client may send; the gateway is the edge, so it starts the trace itself. */
const traceHeaders = ['traceparent', 'tracestate'] as const;

function routeName(routes: readonly CompiledRoute<unknown>[], req: IncomingMessage): string {
  try {
    return matchRoute(routes, req)?.apiEndpoint ?? 'unmatched';
  } catch {
    return 'undecodable';
  }
}

/**
 * Runs before the gateway's own request handler (express-gateway or the fast path) and leaves it alone:
 * every answer is timed into http_request_duration_seconds by route (the apiEndpoint, as the route table
 * matches it) and status. With tracing on, each request gets a SERVER span, and its traceparent replaces
 * whatever the client sent, so the upstream request (which carries the request's headers on) continues
 * this trace. With tracing off, the cost is a clock read and a histogram observe per request.
 */
export function observeGatewayRequests(server: Server, routes: readonly CompiledRoute<unknown>[]): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const route = routeName(routes, req);
    let span: ReturnType<ReturnType<typeof tracer>['startSpan']> | undefined;
    if (isTracing()) {
      span = tracer().startSpan(
        `${req.method} ${route}`,
        { kind: SpanKind.SERVER, attributes: { [serviceAttribute]: 'gateway', 'http.request.method': req.method, 'http.route': route } },
        ROOT_CONTEXT,
      );
      for (const name of traceHeaders) delete req.headers[name];
      propagation.inject(trace.setSpan(ROOT_CONTEXT, span), req.headers);
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      // A client that went away before its answer counts as 499, as nginx logs it.
      const status = res.writableFinished ? res.statusCode : 499;
      httpRequestDuration.observe({ method: req.method ?? 'GET', route, status }, secondsSince(started));
      if (span) {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    };
    res.once('finish', finish);
    res.once('close', finish);
  });
}
