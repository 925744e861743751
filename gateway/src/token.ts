import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { gatewayToken, type GatewayTokenClaims, type SessionData } from '@inkspell/contracts';

export type TokenMinter = (session: SessionData, sid: string) => Promise<string>;

/** Mints the short-lived EdDSA token services verify; the private key is imported once and reused. */
export function createTokenMinter(privateKeyPem: string): TokenMinter {
  let key: Promise<CryptoKey> | undefined;
  return async (session, sid) => {
    key ??= importPKCS8(privateKeyPem, gatewayToken.algorithm);
    const claims: Omit<GatewayTokenClaims, 'sub'> = { username: session.username, role: session.role, sid };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: gatewayToken.algorithm })
      .setSubject(session.userId)
      .setIssuer(gatewayToken.issuer)
      .setAudience(gatewayToken.audience)
      .setIssuedAt()
      .setExpirationTime(`${gatewayToken.lifetimeSeconds}s`)
      .sign(await key);
  };
}
