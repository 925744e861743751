import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { gatewayToken, type Role } from '@inkspell/contracts';

/** A gateway key pair for tests: services verify with the public half, tests sign as the gateway would. */
export async function createTestGatewayKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = await importPKCS8(privateKeyPem, gatewayToken.algorithm);
  return {
    publicKeyPem,
    privateKeyPem,
    sign: (user: TokenUser): Promise<string> => signWith(key, user),
  };
}

/** Signs a token exactly as the gateway mints one, with a given gateway private key (PEM, literal \n allowed). */
export async function signGatewayToken(
  privateKeyPem: string,
  user: { id: string; username: string; role?: Role; sid?: string },
): Promise<string> {
  return signWith(await importPKCS8(privateKeyPem.replace(/\\n/g, '\n'), gatewayToken.algorithm), user);
}

type TokenUser = { id: string; username: string; role?: Role; sid?: string };

/** The gateway's token for `user`, as it mints one: the claims, issuer, audience and lifetime of the contract. */
function signWith(key: Parameters<SignJWT['sign']>[0], user: TokenUser): Promise<string> {
  return new SignJWT({ username: user.username, role: user.role ?? 'user', sid: user.sid ?? 'test-session' })
    .setProtectedHeader({ alg: gatewayToken.algorithm })
    .setSubject(user.id)
    .setIssuer(gatewayToken.issuer)
    .setAudience(gatewayToken.audience)
    .setIssuedAt()
    .setExpirationTime(`${gatewayToken.lifetimeSeconds}s`)
    .sign(key);
}
