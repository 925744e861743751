import { connect, RetentionPolicy, StorageType, type NatsConnection } from 'nats';
import { eventStreamName, eventSubjectRoot } from '@inkspell/contracts';

/** Subjects and stream names under a run's prefix, so test runs never hear each other. */
export interface Subjects {
  prefix: string;
  /** The full subject on the wire for a catalogue subject. */
  of(subject: string): string;
  /** The catalogue subject for a full subject on the wire. */
  strip(wireSubject: string): string;
  stream: string;
}

export function subjectsFor(prefix: string): Subjects {
  return {
    prefix,
    of: (subject) => `${prefix}${subject}`,
    strip: (wire) => (wire.startsWith(prefix) ? wire.slice(prefix.length) : wire),
    stream: `${prefix.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}${eventStreamName}`,
  };
}

export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
}

/** Creates the event stream if it is missing; every service calls this at start, so order of start does not matter. */
export async function ensureEventStream(nc: NatsConnection, subjects: Subjects): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const config = {
    name: subjects.stream,
    subjects: [subjects.of(`${eventSubjectRoot}.>`)],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: 2 * 60 * 1_000_000_000,
  };
  try {
    await jsm.streams.info(subjects.stream);
  } catch {
    await jsm.streams.add(config).catch((err: Error) => {
      // Another service may have created it between our look and our add.
      if (!/already in use|stream name already/i.test(err.message)) throw err;
    });
  }
}
