import argon2 from 'argon2';

/** argon2id at OWASP's minimum for ASVS L2 (19 MiB, 2 passes, 1 lane). */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the username is unknown, so both paths take the same time. */
export const decoyHash = hashPassword('decoy-password-never-used!A');
