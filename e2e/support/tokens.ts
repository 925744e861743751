import { inject } from 'vitest';
import type { Role } from '@inkspell/contracts';
import { createTestGatewayKeys, signGatewayToken } from '@inkspell/service-kit/testing';

type TokenUser = { id: string; username: string; role: Role };

/** A token signed with this platform's real gateway key: what a leaked token replayed from outside looks like. */
export const tokenSignedByPlatformKey = (user: TokenUser) => signGatewayToken(inject('gatewayPrivateKeyPem'), user);

/** The same token signed by an Ed25519 key the platform has never seen. */
export const tokenSignedByStrangerKey = async (user: TokenUser) => (await createTestGatewayKeys()).sign(user);
