import { randomUUID } from 'node:crypto';
import { AckPolicy, DeliverPolicy, RetentionPolicy, StorageType, type Consumer as JsConsumer, type JsMsg, type NatsConnection } from 'nats';
import type { Executor } from '../db/database';
import { outbox } from '../db/outbox-schema';
import type { Logger } from '../logger';
import { contextFromNats, currentTraceCarrier } from '../observability/trace-context';
import { isTracing, serviceAttribute, tracer } from '../observability/tracing';
import { context, SpanKind, trace } from '@opentelemetry/api';
import type { Consumer } from './consumer';
import type { Subjects } from './nats';
import { runningLimit } from './running-limit';

/**
 * A JetStream work queue (work-queue retention): each job is taken by one worker of any instance, acked only
 * when done, kept alive with in-progress acks while the worker works, and delivered again when its worker died
 * (no ack within ackWait), up to maxDeliver times.
 */
export interface WorkQueue {
  /** Stream name under the run's prefix, e.g. PREFIX_STORY_JOBS. */
  stream: string;
  /** The catalogue subject jobs are recorded under (the wire subject adds the prefix). */
  subject: string;
  /** The one durable consumer every instance pulls from. */
  durable: string;
}

export function workQueueFor(subjects: Subjects, name: string): WorkQueue {
  return {
    stream: `${subjects.prefix.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`,
    subject: `jobs.${name}`,
    durable: `${name}-workers`,
  };
}

/** Creates the queue's stream and its consumer when missing, and updates the consumer's timings when they changed. */
export async function ensureWorkQueue(
  nc: NatsConnection,
  subjects: Subjects,
  queue: WorkQueue,
  timings: { ackWaitMs: number; maxDeliver: number },
): Promise<void> {
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.streams.info(queue.stream);
  } catch {
    await jsm.streams
      .add({
        name: queue.stream,
        subjects: [subjects.of(queue.subject)],
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        duplicate_window: 2 * 60 * 1_000_000_000,
      })
      .catch((err: Error) => {
        // Another instance may have created it between our look and our add.
        if (!/already in use|stream name already/i.test(err.message)) throw err;
      });
  }
  const config = {
    durable_name: queue.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: timings.ackWaitMs * 1_000_000,
    max_deliver: timings.maxDeliver,
  };
  try {
    await jsm.consumers.info(queue.stream, queue.durable);
    await jsm.consumers.update(queue.stream, queue.durable, { ack_wait: config.ack_wait, max_deliver: config.max_deliver });
  } catch {
    await jsm.consumers.add(queue.stream, config).catch((err: Error) => {
      if (!/already in use|consumer name already/i.test(err.message)) throw err;
    });
  }
}

/**
 * Records a job in the outbox inside the caller's transaction: it reaches the queue after the commit, or not at
 * all when the transaction rolls back. The outbox id is the JetStream message id, so a republish is dropped.
 */
export async function recordJob(
  tx: Executor,
  queue: WorkQueue,
  payload: Record<string, unknown>,
  id: string = randomUUID(),
): Promise<void> {
  await tx.insert(outbox).values({ id, subject: queue.subject, envelope: payload, traceContext: currentTraceCarrier() });
}

/** What a job handler knows of its delivery. */
export interface JobDelivery {
  /** 1 for the first delivery. */
  attempt: number;
  /** No further delivery will come if this one fails. */
  last: boolean;
}

export interface WorkQueueWorkerOptions<P> {
  nc: NatsConnection;
  queue: WorkQueue;
  logger: Logger;
  /** Jobs run at once by this instance. */
  concurrency: number;
  ackWaitMs: number;
  maxDeliver: number;
  parse: (payload: unknown) => P;
  /**
   * Does the job. Returning acks it. Throwing leaves it to be delivered again after `retryDelayMs` (or, on the
   * last delivery, to `onGiveUp`).
   */
  handle: (payload: P, delivery: JobDelivery) => Promise<void>;
  /** The last delivery failed: settle the job's outcome (e.g. mark it failed); then the message is dropped. */
  onGiveUp: (payload: P, err: unknown) => Promise<void>;
  retryDelayMs?: number;
}

export interface WorkQueueWorker extends Consumer {
  /** Resolves when no job is running on this instance. */
  idle(): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

/**
 * How long one pull for jobs waits on the server before nats.js renews it. Long, because a pull is renewed
 * quietly; a job that arrives meanwhile is delivered at once either way.
 */
const jobPullExpiryMs = 30_000;

/**
 * Takes jobs, `concurrency` at a time, from one pull subscription that stays open while the worker runs. While a
 * job runs, an in-progress ack goes out every third of ackWait, so a slow provider never makes JetStream think the
 * worker died; a worker that did die sends none, and the job is delivered again to whichever instance pulls next.
 *
 * Not a `next()` per job: nats.js gives up on such a pull by its own timer, and when the process was busy as
 * the pull expired, that timer runs before the job the server had just handed over is read; the job is dropped
 * unseen and JetStream hands it out again only after ackWait (a family's page waited 30 s for its first words).
 * One pull of one job at a time, sent only when a slot is free (nats.js sends the next pull as its messages
 * are iterated), so an instance never holds jobs it cannot start while another instance could.
 */
export async function startWorkQueueWorker<P>(options: WorkQueueWorkerOptions<P>): Promise<WorkQueueWorker> {
  const consumer: JsConsumer = await options.nc.jetstream().consumers.get(options.queue.stream, options.queue.durable);
  const log = options.logger.child({ workQueue: options.queue.durable });
  let stopped = false;
  let stopping = () => {};
  const stopSignal = new Promise<void>((resolve) => (stopping = resolve));
  const jobs = runningLimit(options.concurrency);

  const settle = (action: () => void) => {
    try {
      action();
    } catch (err) {
      log.warn({ err }, 'could not settle job; it will be delivered again');
    }
  };

  const work = async (msg: JsMsg) => {
    const attempt = msg.info.deliveryCount;
    const delivery: JobDelivery = { attempt, last: attempt >= options.maxDeliver };
    let payload: P;
    try {
      payload = options.parse(msg.json());
    } catch (err) {
      log.error({ err, seq: msg.seq }, 'dropping malformed job');
      settle(() => msg.term());
      return;
    }
    const heartbeat = setInterval(() => settle(() => msg.working()), Math.max(100, Math.floor(options.ackWaitMs / 3)));
    try {
      await traced(msg, attempt, () => options.handle(payload, delivery));
      settle(() => msg.ack());
    } catch (err) {
      if (delivery.last) {
        log.error({ err, attempt }, 'job failed on its last delivery');
        await options.onGiveUp(payload, err).catch((giveUpErr: unknown) => log.error({ err: giveUpErr }, 'could not give the job up'));
        settle(() => msg.term());
      } else {
        log.warn({ err, attempt }, 'job failed; it will be delivered again');
        settle(() => msg.nak(options.retryDelayMs ?? 1000));
      }
    } finally {
      clearInterval(heartbeat);
    }
  };

  const service = (options.logger.bindings() as { service?: string }).service;
  /**
   * Runs a delivery in a CONSUMER span whose parent is the relay's publish span (in the headers): the job's work,
   * and the events it records, stay in the trace of the request that queued it.
   */
  const traced = async (msg: JsMsg, attempt: number, run: () => Promise<void>) => {
    if (!isTracing()) return run();
    const parent = contextFromNats(msg.headers);
    const span = tracer().startSpan(
      `process ${options.queue.subject}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          [serviceAttribute]: service,
          'messaging.system': 'nats',
          'messaging.destination.name': options.queue.subject,
          'messaging.consumer.group.name': options.queue.durable,
          'messaging.delivery.attempt': attempt,
        },
      },
      parent,
    );
    await context.with(trace.setSpan(parent, span), run).finally(() => span.end());
  };

  const messages = await consumer.consume({ max_messages: 1, expires: jobPullExpiryMs });
  const take = async () => {
    const pulled = messages[Symbol.asyncIterator]();
    for (;;) {
      if (!stopped) await Promise.race([jobs.slotFree(), stopSignal]);
      const next = await pulled.next().catch((err: unknown) => {
        if (!stopped) log.error({ err }, 'job pulls ended');
        return { done: true as const, value: undefined };
      });
      if (next.done) return;
      // Pulled as the worker stopped: back to the queue at once for another instance, not after ackWait.
      if (stopped) {
        settle(() => next.value.nak());
        continue;
      }
      jobs.start(() => work(next.value));
    }
  };
  const taking = take();

  return {
    idle: () => jobs.idle(),
    /**
     * Stops pulling and waits a little for running jobs; one still running after `graceMs` is left unacked and is
     * delivered again after ackWait (its heartbeat stops when the connection drains).
     */
    async stop(graceMs = 5000) {
      stopped = true;
      stopping();
      await messages.close().catch(() => undefined);
      await taking;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([jobs.idle(), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    },
  };
}
