import type { NatsConnection, Subscription } from 'nats';
import { notices, type NoticeData, type NoticeSubject } from '@inkspell/contracts';
import type { Logger } from '../logger';
import type { Subjects } from './nats';

/** Sends a notice (ADR 0036): no answer awaited, nothing kept if nobody listens. */
export function publishNotice<S extends NoticeSubject>(nc: NatsConnection, subjects: Subjects, subject: S, data: NoticeData<S>): void {
  nc.publish(subjects.of(subject), JSON.stringify(notices[subject].parse(data)));
}

/** Hears a notice on every instance (no queue group); a payload that fails its schema is logged and skipped. */
export function listenNotice<S extends NoticeSubject>(
  options: { nc: NatsConnection; subjects: Subjects; logger: Logger },
  subject: S,
  handle: (data: NoticeData<S>) => void,
): Subscription {
  return options.nc.subscribe(options.subjects.of(subject), {
    callback: (err, msg) => {
      if (err) return options.logger.warn({ err, subject }, 'notice subscription failed');
      let payload: unknown;
      try {
        payload = msg.json();
      } catch {
        return options.logger.warn({ subject }, 'notice is not JSON; skipped');
      }
      const parsed = notices[subject].safeParse(payload);
      if (!parsed.success) return options.logger.warn({ subject }, 'notice fails its schema; skipped');
      handle(parsed.data);
    },
  });
}
