import type { Msg, NatsConnection } from 'nats';
import {
  commandReplySchema,
  commands,
  commonMessages,
  defaultErrorCode,
  httpStatus,
  type CommandReply,
  type CommandRequest,
  type CommandSubject,
} from '@inkspell/contracts';
import { DomainError, HttpError } from '../errors';
import type { Logger } from '../logger';
import { parseInput, validationError } from '../validation';
import { commandDuration, secondsSince } from '../observability/metrics';
import { contextFromNats, natsTraceHeaders } from '../observability/trace-context';
import { isTracing, serviceAttribute, tracer } from '../observability/tracing';
import type { Subjects } from './nats';
import { runningLimit } from './running-limit';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

const messagingAttributes = (subject: string, service: string | undefined) => ({
  [serviceAttribute]: service,
  'messaging.system': 'nats',
  'messaging.destination.name': subject,
});

/** Runs `work` in a span when tracing is on (straight through when off); an exception marks the span failed. */
async function traced<T>(start: () => Span | undefined, work: () => Promise<T>): Promise<T> {
  const span = start();
  if (!span) return work();
  try {
    return await context.with(trace.setSpan(context.active(), span), work);
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
}

export type CommandHandler<S extends CommandSubject> = (
  request: ReturnType<(typeof commands)[S]['request']['parse']>,
) => Promise<CommandReply<S>>;

/** One command subject being answered. */
export interface CommandServer {
  /**
   * Takes no more requests, and resolves once every request it took has been answered. A service's shutdown closes
   * its NATS connection and its database pool next: an answer still being worked on then would be lost, and its
   * caller would read a 503 for work that may have been done (a hold made, a balance moved).
   */
  drain(): Promise<void>;
}

/**
 * Answers one command subject; requests and replies are checked with the contract on this side too. One subscription
 * in the subject's queue group (several instances share the work) answers up to `concurrency` requests at once, in
 * the order they arrive; the rest wait in the client. One subscription per instance, not one per request at once:
 * NATS hands a queue group's messages to its members at random, so a request could wait behind a slow one while
 * another member sat idle, and the ledger's batches stayed small (docs/perf.md).
 */
export function serveCommand<S extends CommandSubject>(options: {
  nc: NatsConnection;
  subjects: Subjects;
  logger: Logger;
  subject: S;
  handle: CommandHandler<S>;
  /** Requests answered at once (default 1: one after the other). */
  concurrency?: number;
}): CommandServer {
  const contract = commands[options.subject];
  // A queue group: several instances of a service share the work.
  const sub = options.nc.subscribe(options.subjects.of(options.subject), { queue: options.subject });
  const service = (options.logger.bindings() as { service?: string }).service;
  const answer = async (msg: Msg) => {
    const started = performance.now();
    let reply: unknown;
    let outcome = 'ok';
    try {
      const parsed = contract.request.safeParse(msg.json());
      if (!parsed.success) throw validationError(parsed.error);
      const data = contract.reply.parse(await options.handle(parsed.data as never));
      reply = { ok: true, data };
    } catch (err) {
      if (err instanceof DomainError) {
        outcome = 'refused';
        reply = { ok: false, status: err.status, error: err.body };
      } else {
        outcome = 'failed';
        options.logger.error({ err, subject: options.subject }, 'command failed');
        reply = {
          ok: false,
          status: httpStatus.internal,
          error: { message: commonMessages.internal, code: defaultErrorCode(httpStatus.internal) },
        };
      }
    }
    try {
      msg.respond(JSON.stringify(reply));
    } catch (err) {
      // Most often a reply over the server's max_payload: the requester gets a refusal it can show, at once.
      outcome = 'failed';
      options.logger.error({ err, subject: options.subject }, 'command reply could not be sent');
      msg.respond(
        JSON.stringify({
          ok: false,
          status: httpStatus.internal,
          error: { message: commonMessages.internal, code: defaultErrorCode(httpStatus.internal) },
        }),
      );
    }
    commandDuration.observe({ subject: options.subject, outcome }, secondsSince(started));
    if (outcome !== 'ok') trace.getActiveSpan()?.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
  };
  // One message that fails to be answered must not end the subscription: the service would stop answering.
  const answerSafely = (msg: Msg) =>
    answer(msg).catch((err: unknown) => options.logger.error({ err, subject: options.subject }, 'command not answered'));
  const answerTraced = (msg: Msg): Promise<void> => {
    if (!isTracing()) return answerSafely(msg);
    // The requester's span (sendCommand) is the parent: the trace goes on into the answering service.
    const parent = contextFromNats(msg.headers);
    const span = tracer().startSpan(
      `process ${options.subject}`,
      { kind: SpanKind.SERVER, attributes: messagingAttributes(options.subject, service) },
      parent,
    );
    return context.with(trace.setSpan(parent, span), () => answerSafely(msg)).finally(() => span.end());
  };
  const answering = runningLimit(options.concurrency ?? 1);
  const taking = (async () => {
    for await (const msg of sub) {
      await answering.slotFree();
      answering.start(() => answerTraced(msg));
    }
  })().catch((err) => options.logger.error({ err }, 'command subscription ended'));
  return {
    async drain() {
      // The subscription's drain ends the loop once it has taken what had arrived; the answers may still be running.
      await sub.drain();
      await taking;
      await answering.idle();
    },
  };
}

// Built once per subject: a zod schema made per call is compiled again on its first parse, which cost
// accounts more than the rest of a current-user answer (docs/perf.md).
const replySchemas = new Map<CommandSubject, ReturnType<typeof commandReplySchema>>();
function replySchemaOf(subject: CommandSubject): ReturnType<typeof commandReplySchema> {
  let schema = replySchemas.get(subject);
  if (!schema) {
    schema = commandReplySchema(commands[subject].reply);
    replySchemas.set(subject, schema);
  }
  return schema;
}

/**
 * Sends a command and returns its answer; a refusal becomes an HttpError with the answering service's status.
 * The active trace context travels in the request's headers (W3C traceparent), in a CLIENT span of its own.
 */
export async function sendCommand<S extends CommandSubject>(
  nc: NatsConnection,
  subjects: Subjects,
  subject: S,
  request: CommandRequest<S>,
  options: { timeoutMs?: number; unavailableMessage?: string; /** Names the sender on its span. */ service?: string } = {},
): Promise<CommandReply<S>> {
  const contract = commands[subject];
  const payload = parseInput(contract.request, request);
  const start = () =>
    isTracing()
      ? tracer().startSpan(`send ${subject}`, { kind: SpanKind.CLIENT, attributes: messagingAttributes(subject, options.service) })
      : undefined;
  return traced(start, async () => {
    let raw: unknown;
    try {
      const msg = await nc.request(subjects.of(subject), JSON.stringify(payload), {
        timeout: options.timeoutMs ?? 2000,
        headers: natsTraceHeaders(),
      });
      raw = msg.json();
    } catch {
      // No responder or timed out: the owning service is down or overloaded.
      throw new HttpError(httpStatus.unavailable, options.unavailableMessage ?? `${subject.split('.')[0]} is unavailable right now`);
    }
    const reply = replySchemaOf(subject).parse(raw);
    if (!reply.ok) {
      const { message, ...extra } = reply.error;
      throw new HttpError(reply.status, message, extra);
    }
    return reply.data as CommandReply<S>;
  });
}
