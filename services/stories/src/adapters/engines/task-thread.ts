import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { Transferable } from 'node:worker_threads';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

/**
 * Work that holds a core for seconds (speech synthesis, MP3 encoding) on a thread of its own, so the
 * service's event loop keeps answering requests meanwhile. One long-lived worker, started at the first task;
 * tasks wait their turn in order. A worker that dies (a crash, or a task that ran past its time) fails the
 * task it was running and is replaced at the next one; close() ends it at shutdown. A task's time counts from
 * when its thread is up: starting a thread (tsx compiles its module) took over a second on a loaded machine,
 * which is no reason to fail a narration; a thread that does not come up at all fails it after `startTimeoutMs`.
 */
export interface TaskThreadOptions {
  /** Named in errors and in the thread's name. */
  name: string;
  /** A task still running this long after its thread was up is abandoned and its worker ended. */
  timeoutMs: number;
  /** How long a new thread may take to come up before the task waiting for it fails (30 s unless told). */
  startTimeoutMs?: number;
}

/** A task failed on the thread: it threw there, its worker died, it timed out, or the thread was closed. */
export class TaskThreadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TaskThreadError';
  }
}

type Reply<Out> = { id: number; ok: true; value: Out } | { id: number; ok: false; message: string };
/** What a worker says once it answers tasks. */
const threadUp = 'task-thread-up';

interface Pending<In, Out> {
  id: number;
  task: In;
  transfer: readonly Transferable[];
  resolve(value: Out): void;
  reject(error: Error): void;
}

export class TaskThread<In, Out> {
  private worker: Worker | undefined;
  /** Whether `worker` has said it answers tasks. */
  private workerUp = false;
  private running: (Pending<In, Out> & { timer: NodeJS.Timeout }) | undefined;
  private readonly queue: Pending<In, Out>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: URL,
    private readonly options: TaskThreadOptions,
  ) {}

  /** Runs one task on the thread; resolves with what the worker's handler returned. */
  run(task: In, transfer: readonly Transferable[] = []): Promise<Out> {
    if (this.closed) return Promise.reject(new TaskThreadError(`${this.options.name} thread is closed`));
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, transfer, resolve, reject });
      this.pump();
    });
  }

  /** Fails what waits and ends the worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new TaskThreadError(`${this.options.name} thread is closed`));
    this.finish(new TaskThreadError(`${this.options.name} thread closed while a task ran`));
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private pump() {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) {
      // Idle: a waiting worker does not keep the process alive.
      this.worker?.unref();
      return;
    }
    const worker = (this.worker ??= this.spawn());
    worker.ref();
    this.running = { ...next, timer: this.deadline() };
    worker.postMessage({ id: next.id, task: next.task }, next.transfer);
  }

  /** The running task's time; started again when a new thread comes up, so its start is not counted. */
  private deadline(): NodeJS.Timeout {
    if (this.workerUp) return setTimeout(() => this.abandon(`took longer than ${this.options.timeoutMs} ms`), this.options.timeoutMs);
    const startMs = this.options.startTimeoutMs ?? 30_000;
    return setTimeout(() => this.abandon(`thread did not start within ${startMs} ms`), startMs);
  }

  private spawn(): Worker {
    const worker = startWorker(this.entry, this.options.name);
    this.workerUp = false;
    worker.on('message', (reply: Reply<Out> | typeof threadUp) => {
      if (reply === threadUp) {
        if (this.worker !== worker) return;
        this.workerUp = true;
        if (this.running) {
          clearTimeout(this.running.timer);
          this.running.timer = this.deadline();
        }
        return;
      }
      if (reply.id !== this.running?.id) return;
      if (reply.ok) this.finish(undefined, reply.value);
      else this.finish(new TaskThreadError(reply.message));
      this.pump();
    });
    worker.on('error', (error) => this.died(worker, `failed: ${error.message}`, error));
    worker.on('exit', (code) => this.died(worker, `stopped (exit code ${code})`));
    return worker;
  }

  /** The worker crashed or exited: the task it ran fails, and the next task starts a new worker. */
  private died(worker: Worker, how: string, cause?: unknown) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.finish(new TaskThreadError(`${this.options.name} thread ${how}`, { cause }));
    this.pump();
  }

  private abandon(why: string) {
    const worker = this.worker;
    this.worker = undefined;
    this.finish(new TaskThreadError(`${this.options.name} task ${why}`));
    void worker?.terminate();
    this.pump();
  }

  private finish(error: Error | undefined, value?: Out) {
    const done = this.running;
    if (!done) return;
    this.running = undefined;
    clearTimeout(done.timer);
    if (error) done.reject(error);
    else done.resolve(value as Out);
  }
}

/**
 * Starts a worker on a module. Services run their TypeScript sources through tsx, and Node 20 does not hand
 * `--import tsx` on to worker threads, so a .ts entry gets a small bootstrap that registers tsx in the thread first.
 */
function startWorker(entry: URL, name: string): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { name });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap = `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, name });
}

/**
 * The worker's side: answers each task with `handle`'s result (and the buffers to move rather than copy), or
 * with the message of what it threw. Tasks arrive one at a time.
 */
export function answerTasks<In, Out>(handle: (task: In) => Promise<{ value: Out; transfer?: Transferable[] }>): void {
  if (isMainThread || !parentPort) throw new Error('answerTasks runs inside a worker thread');
  const port = parentPort;
  port.on('message', ({ id, task }: { id: number; task: In }) => {
    handle(task).then(
      ({ value, transfer }) => port.postMessage({ id, ok: true, value } satisfies Reply<Out>, transfer ?? []),
      (error: unknown) =>
        port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies Reply<Out>),
    );
  });
  port.postMessage(threadUp);
}

/**
 * Lowers this worker thread's scheduling priority (nice 10), so on a busy machine the event loop's thread
 * wins the core whenever it has a request to answer; the work still gets every cycle nobody else wants. Linux
 * sets a nice value per thread, addressed by its id (/proc/thread-self); elsewhere this does nothing.
 */
export function yieldCpuToMainThread(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(threadId)) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the thread keeps the default priority.
  }
}
