/**
 * @module Sending a support message, whichever way it arrives (the JSON API or the form posted
 * without JavaScript): stored in D1 (support_messages, with the reader's id when signed in); at
 * most 5 per IP per hour (exact, counted in D1, see rules.ts) → 429 with Retry-After.
 *
 * E-mail (PRODUCT.md): after the insert, an e-mail to env.SUPPORT_EMAIL is queued (idempotency key
 * `support-message-<id>`, Reply-To the reader). The stored row is the record: if queueing fails the
 * reader is still told it was received and the message waits in D1 (status 'open'); it is logged.
 */
import type { Context } from 'hono';
import { SUPPORT_MESSAGES, type SupportBody, type SupportReceivedDto } from '../../contracts/support';
import type { AppEnv } from '../../env';
import { tooManyRequests } from '../../http/errors';
import { log } from '../../http/log';
import { clientIp, hit } from '../../http/rate-limit';
import { nowSeconds } from '../../http/time';
import { enqueueEmail } from '../mail/enqueue';
import { supportEmail } from './mail';
import { insertSupportMessage } from './queries';
import { supportWindow } from './rules';

export async function sendSupportMessage(c: Context<AppEnv>, body: SupportBody): Promise<SupportReceivedDto> {
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
  return { id, status: 'received' as const };
}
