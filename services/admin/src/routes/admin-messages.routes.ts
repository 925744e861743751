import type Koa from 'koa';
import { adminContactMessageQuerySchema, contactMessageReadSchema } from '@inkspell/contracts';
import { answerPage, parseInput } from '@inkspell/service-kit';
import { listContactMessages, markContactMessage } from '../domain/contact-messages';
import type { AdminPorts } from '../domain/ports';
import { adminPrefix, pathParam, routeTable } from '@inkspell/service-kit';
import { actor } from './caller';

/** The console's Messages tab: contact messages newest first, each marked read or unread. */
export const adminMessageRoutes = routeTable<AdminPorts>(adminPrefix, 'admin', {
  'GET /contact-messages': getContactMessages,
  'PATCH /contact-messages/:id': patchContactMessage,
});

async function getContactMessages(ctx: Koa.Context, ports: AdminPorts) {
  answerPage(ctx, await listContactMessages(ports, actor(ctx), parseInput(adminContactMessageQuerySchema, ctx.query)));
}

async function patchContactMessage(ctx: Koa.Context, ports: AdminPorts) {
  const { read } = parseInput(contactMessageReadSchema, ctx.request.body);
  ctx.body = await markContactMessage(ports, actor(ctx), pathParam(ctx, 'id'), read);
}
