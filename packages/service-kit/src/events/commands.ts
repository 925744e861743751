import type { NatsConnection, Subscription } from 'nats';
import { commandReplySchema, commands, httpStatus, type CommandReply, type CommandRequest, type CommandSubject } from '@inkspell/contracts';
import { HttpError } from '../errors';
import type { Logger } from '../logger';
import { parseInput, validationError } from '../validation';
import type { Subjects } from './nats';

export type CommandHandler<S extends CommandSubject> = (
  request: ReturnType<(typeof commands)[S]['request']['parse']>,
) => Promise<CommandReply<S>>;

/** Answers one command subject; requests and replies are checked with the contract on this side too. */
export function serveCommand<S extends CommandSubject>(options: {
  nc: NatsConnection;
  subjects: Subjects;
  logger: Logger;
  subject: S;
  handle: CommandHandler<S>;
}): Subscription {
  const contract = commands[options.subject];
  // A queue group: several instances of a service share the work.
  const sub = options.nc.subscribe(options.subjects.of(options.subject), { queue: options.subject });
  (async () => {
    for await (const msg of sub) {
      let reply: unknown;
      try {
        const parsed = contract.request.safeParse(msg.json());
        if (!parsed.success) throw validationError(parsed.error);
        const data = contract.reply.parse(await options.handle(parsed.data as never));
        reply = { ok: true, data };
      } catch (err) {
        if (err instanceof HttpError) reply = { ok: false, status: err.status, error: err.body };
        else {
          options.logger.error({ err, subject: options.subject }, 'command failed');
          reply = { ok: false, status: httpStatus.internal, error: { message: 'Something went wrong. Please try again.' } };
        }
      }
      msg.respond(JSON.stringify(reply));
    }
  })().catch((err) => options.logger.error({ err }, 'command subscription ended'));
  return sub;
}

/** Sends a command and returns its answer; a refusal becomes an HttpError with the answering service's status. */
export async function sendCommand<S extends CommandSubject>(
  nc: NatsConnection,
  subjects: Subjects,
  subject: S,
  request: CommandRequest<S>,
  options: { timeoutMs?: number; unavailableMessage?: string } = {},
): Promise<CommandReply<S>> {
  const contract = commands[subject];
  const payload = parseInput(contract.request, request);
  let raw: unknown;
  try {
    const msg = await nc.request(subjects.of(subject), JSON.stringify(payload), { timeout: options.timeoutMs ?? 2000 });
    raw = msg.json();
  } catch {
    // No responder or timed out: the owning service is down or overloaded.
    throw new HttpError(httpStatus.unavailable, options.unavailableMessage ?? `${subject.split('.')[0]} is unavailable right now`);
  }
  const reply = commandReplySchema(contract.reply).parse(raw);
  if (!reply.ok) {
    const { message, ...extra } = reply.error;
    throw new HttpError(reply.status, message, extra);
  }
  return reply.data as CommandReply<S>;
}
