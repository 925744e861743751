import type { Redis } from 'ioredis';
import type { LoginLimiter } from '../domain/ports';

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

/**
 * Counts failed logins per account and per IP in Redis. Once either count reaches its limit, every login
 * for that account or from that IP is refused until the window passes, even with the right password.
 */
export function createLoginLimiter(redis: Redis, prefix: string, limits: LoginLimits): LoginLimiter {
  const accountKey = (username: string) => `${prefix}login-failures:account:${username.toLowerCase()}`;
  const ipKey = (ip: string) => `${prefix}login-failures:ip:${ip}`;
  return {
    async isBlocked(username, ip) {
      const [account, fromIp, ttlA, ttlI] = await redis
        .multi()
        .get(accountKey(username))
        .get(ipKey(ip))
        .ttl(accountKey(username))
        .ttl(ipKey(ip))
        .exec()
        .then((r) => (r ?? []).map(([, v]) => v));
      const accountBlocked = Number(account ?? 0) >= limits.perAccount;
      const ipBlocked = Number(fromIp ?? 0) >= limits.perIp;
      const retry = Math.max(accountBlocked ? Number(ttlA) : 0, ipBlocked ? Number(ttlI) : 0);
      return { blocked: accountBlocked || ipBlocked, retryAfterSeconds: Math.max(retry, 1) };
    },
    async recordFailure(username, ip) {
      // The window starts at the first failure and is not extended by later ones.
      await redis
        .multi()
        .incr(accountKey(username))
        .expire(accountKey(username), limits.windowSeconds, 'NX')
        .incr(ipKey(ip))
        .expire(ipKey(ip), limits.windowSeconds, 'NX')
        .exec();
    },
    async clearAccount(username) {
      await redis.del(accountKey(username));
    },
  };
}
