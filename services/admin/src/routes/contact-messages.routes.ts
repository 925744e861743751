import type Koa from 'koa';
import { contactMessageSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { submitContactMessage } from '../domain/contact-messages';
import type { AdminPorts } from '../domain/ports';
import { routeTable } from '@inkspell/service-kit';
import { optionalUserId } from './caller';

/** The contact form (spec 02 §2): anyone may write, a few times an hour per address. */
export const contactMessageRoutes = routeTable<AdminPorts>('/api/contact-messages', 'anyone', {
  'POST /': postContactMessage,
});

async function postContactMessage(ctx: Koa.Context, ports: AdminPorts) {
  const input = parseInput(contactMessageSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await submitContactMessage(ports, { ip: ctx.ip, userId: optionalUserId(ctx) }, input);
}
