import type { Redis } from 'ioredis';

/** True the first time a key is seen in a window, false while the window lasts (SET NX EX). */
export function createCooldown(redis: Redis, prefix: string, seconds: number) {
  return async (key: string): Promise<boolean> => {
    const set = await redis.set(`${prefix}cooldown:${key}`, '1', 'EX', seconds, 'NX');
    return set === 'OK';
  };
}
export type Cooldown = ReturnType<typeof createCooldown>;
