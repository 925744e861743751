import type { Redis } from 'ioredis';
import type { Cooldown } from '../domain/ports';

/** One action per key per window in Redis: SET NX EX takes the window, DEL gives it back. */
export function createCooldown(redis: Redis, prefix: string, seconds: number): Cooldown {
  const key = (name: string) => `${prefix}cooldown:${name}`;
  return {
    async take(name) {
      return (await redis.set(key(name), '1', 'EX', seconds, 'NX')) === 'OK';
    },
    async release(name) {
      await redis.del(key(name));
    },
  };
}
