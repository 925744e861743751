import { startTestService } from '@inkspell/service-kit/testing';
import { hashPassword } from '../../src/domain/passwords';
import { accountsService } from '../../src/service';

/**
 * The accounts service as main.ts starts it (src/service.ts), with its own database and Redis prefix, on another
 * service's NATS prefix: stories and ink ask it accounts.parent-pin.verify before spending ink or deleting
 * (ADR 0019). A test gives a user a PIN or the review switch with `newUser`.
 */
export async function startAccountsPeer(natsPrefix: string, natsUrl = 'nats://127.0.0.1:4222') {
  const service = await startTestService({
    ...accountsService,
    natsPrefix,
    natsUrl,
    env: (run) => ({ REDIS_PREFIX: `inkspell-${run.runId}:` }),
  });
  const { deps, env, run } = service;
  let users = 0;
  return {
    /**
     * A user in accounts (the id stories and ink see in the token), with a PIN and the review switch as given.
     * Written straight to accounts' repositories: a registration would also publish user.registered, and the
     * services under test would react to an event their tests did not ask for.
     */
    async newUser(gate: { pin?: string; reviewStories?: boolean } = {}): Promise<{ id: string; username: string }> {
      users += 1;
      const inserted = await deps.ports.repos.users.insert({
        username: `parent_${users}_${run.runId}`,
        email: null,
        passwordHash: 'not-used-here',
        firstName: null,
        lastName: null,
      });
      if ('taken' in inserted) throw new Error('test user name taken');
      await deps.ports.repos.users.update(inserted.id, {
        parentPinHash: gate.pin ? await hashPassword(gate.pin) : null,
        reviewStories: gate.reviewStories ?? false,
      });
      return { id: inserted.id, username: inserted.username };
    },
    async close() {
      const stale = await deps.redis.keys(`${env.REDIS_PREFIX}*`);
      if (stale.length) await deps.redis.del(...stale);
      await service.close();
    },
  };
}
export type AccountsPeer = Awaited<ReturnType<typeof startAccountsPeer>>;
