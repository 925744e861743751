import { context, propagation, ROOT_CONTEXT, type Context, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from 'nats';
import { isTracing } from './tracing';

/** A W3C trace context as it travels outside a process: traceparent and, when set, tracestate. */
export type TraceCarrier = Record<string, string>;

const natsSetter: TextMapSetter<MsgHdrs> = { set: (carrier, key, value) => carrier.set(key, value) };
const natsGetter: TextMapGetter<MsgHdrs> = {
  keys: (carrier) => carrier.keys(),
  get: (carrier, key) => (carrier.has(key) ? carrier.get(key) : undefined),
};

/** NATS headers carrying `ctx` (default: the active context); undefined when tracing is off, so messages stay header-less. */
export function natsTraceHeaders(ctx: Context = context.active(), into?: MsgHdrs): MsgHdrs | undefined {
  if (!isTracing()) return into;
  const hdrs = into ?? natsHeaders();
  propagation.inject(ctx, hdrs, natsSetter);
  return hdrs.has('traceparent') ? hdrs : into;
}

/** The context a NATS message's headers carry (the root context when they carry none). */
export function contextFromNats(hdrs: MsgHdrs | undefined): Context {
  if (!hdrs || !isTracing()) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, hdrs, natsGetter);
}

/** The active context as a plain object, for storing beside an outbox row; null when nothing is traced. */
export function currentTraceCarrier(): TraceCarrier | null {
  if (!isTracing()) return null;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : null;
}

/** The context a stored carrier names. */
export function contextFromCarrier(carrier: TraceCarrier | null | undefined): Context {
  if (!carrier || !isTracing()) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** The context incoming HTTP headers carry (traceparent from the gateway). */
export function contextFromHttp(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}
