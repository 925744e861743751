import type { NatsConnection } from 'nats';
import type { CommandReply, CommandRequest, CommandSubject } from '@inkspell/contracts';
import { sendCommand, type Subjects } from '@inkspell/service-kit';

export interface CommandTransport {
  nc: NatsConnection;
  subjects: Subjects;
  /** How long an answer may take before the other service counts as down (a 503). */
  timeoutMs: number;
}

/** Sends one command of the catalogue; a refusal comes back as an HttpError with the other service's status and body. */
export function send<S extends CommandSubject>(
  transport: CommandTransport,
  subject: S,
  request: CommandRequest<S>,
): Promise<CommandReply<S>> {
  return sendCommand(transport.nc, transport.subjects, subject, request, { timeoutMs: transport.timeoutMs });
}
