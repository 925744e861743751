import type { Server } from 'node:http';
import { answerClientErrors } from '@inkspell/service-kit/client-errors';
import { apiContentSecurityPolicy, edgeSecurityHeaders } from './plugin/security-headers';

/**
 * A request Node's parser refuses never reaches express-gateway; its answer is the platform's error body with the
 * headers every answer of the edge carries, not Node's empty 431 or 400.
 */
export function answerGatewayClientErrors(server: Server): void {
  answerClientErrors(server, { ...edgeSecurityHeaders, 'content-security-policy': apiContentSecurityPolicy });
}
