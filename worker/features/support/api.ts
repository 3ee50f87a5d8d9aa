/**
 * @module `POST /api/support`: the Help page's support form. Stores the message in D1
 * (support_messages, with the reader's id when signed in) and answers 201. At most 5 messages per
 * IP per hour (exact, counted in D1, see rules.ts) → 429 with Retry-After.
 *
 * E-mail (PRODUCT.md): after the insert, an e-mail to env.SUPPORT_EMAIL is queued (idempotency key
 * `support-message-<id>`, Reply-To the reader). The stored row is the record: if queueing fails the
 * reader still gets 201 and the message waits in D1 (status 'open'); the failure is logged.
 */
import { createRoute } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { SUPPORT_MESSAGES, SupportBody, SupportReceivedDto } from '../../contracts/support';
import { created } from '../../http/envelope';
import { tooManyRequests } from '../../http/errors';
import { log } from '../../http/log';
import { clientIp, hit } from '../../http/rate-limit';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { enqueueEmail } from '../mail/enqueue';
import { supportEmail } from './mail';
import { insertSupportMessage } from './queries';
import { supportWindow } from './rules';

const route = createRoute({
  method: 'post',
  path: '/support',
  summary: 'Send a message to support (at most 5 per IP per hour)',
  request: { body: { required: true, content: { 'application/json': { schema: SupportBody.openapi('SupportMessage') } } } },
  responses: {
    201: jsonResponse('Stored', dataOf(SupportReceivedDto)),
    400: errorResponse('A field is missing or invalid (path names it)'),
    429: errorResponse('Too many messages from this IP; see Retry-After'),
  },
});

export const api = apiApp().openapi(route, async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const rate = await hit(db, supportWindow(clientIp(c.req.header('cf-connecting-ip'))), nowSeconds());
  if (!rate.allowed) throw tooManyRequests(SUPPORT_MESSAGES.tooMany, rate.retryAfter);
  const userId = c.var.viewer?.id ?? null;
  const id = await insertSupportMessage(db, userId, body);
  try {
    await enqueueEmail(c.env, supportEmail(c.env.SUPPORT_EMAIL, { ...body, id, userId }));
  } catch (err) {
    log('error', 'support.email-not-queued', { supportMessageId: id, error: err });
  }
  return created(c, { id, status: 'received' as const });
});
