import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type Koa from 'koa';
import { httpRequestDuration, secondsSince } from './metrics';
import { contextFromHttp } from './trace-context';
import { isTracing, serviceAttribute, tracer } from './tracing';

/** The route pattern @koa/router matched ('/api/stories/:id'); raw paths would make a label per story. */
function routeOf(ctx: Koa.Context): string {
  return (ctx as Koa.Context & { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
}

/**
 * Outermost middleware of a service: times every answer into http_request_duration_seconds and, when
 * tracing is on, runs the request in a SERVER span that continues the gateway's trace (traceparent).
 * Outermost, so the status it sees is the one errorBody settled on.
 */
export function observeRequests(service: string): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    if (!isTracing()) {
      try {
        await next();
      } finally {
        httpRequestDuration.observe({ method: ctx.method, route: routeOf(ctx), status: ctx.status }, secondsSince(started));
      }
      return;
    }
    const parent = contextFromHttp(ctx.req.headers);
    const span = tracer().startSpan(
      `${ctx.method} ${ctx.path}`,
      { kind: SpanKind.SERVER, attributes: { [serviceAttribute]: service, 'http.request.method': ctx.method, 'url.path': ctx.path } },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const route = routeOf(ctx);
      span.updateName(`${ctx.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': ctx.status });
      if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      httpRequestDuration.observe({ method: ctx.method, route, status: ctx.status }, secondsSince(started));
    }
  };
}
