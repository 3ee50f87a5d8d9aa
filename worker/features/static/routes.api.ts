/**
 * @module `POST /api/support`: the Help page's support form. Stores the message in D1
 * (support_messages, with the reader's id when signed in) and answers 201. At most
 * SUPPORT_RATE.limit messages per IP per hour (exact, counted in D1) → 429 with Retry-After.
 *
 * E-mail (PRODUCT.md): after the insert, an e-mail to env.SUPPORT_EMAIL is queued (idempotency key
 * `support-message-<id>`, Reply-To the reader). The stored row is the record: if queueing fails the
 * reader still gets 201 and the message waits in D1 (status 'open'); the failure is logged.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { ErrorEnvelopeDto } from '../../contracts/articles';
import { supportMessages } from '../../db/schema';
import { created } from '../../http/envelope';
import { tooManyRequests } from '../../http/errors';
import { log } from '../../http/log';
import { clientIp, hit } from '../../http/rate-limit';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { isMailAddress } from '../mail/address';
import { type EmailRequest, enqueueEmail } from '../mail/enqueue';
import { escapeHtml, textToHtml } from '../mail/html';
import { isValidEmail, SUPPORT_LIMITS as L, SUPPORT_MESSAGES as M, SUPPORT_RATE } from './support-rules';

const field = (required: string, tooLong: string, max: number) => z.string({ message: required }).trim().min(1, required).max(max, tooLong);

export const SupportBody = z
  .strictObject({
    name: field(M.name, M.nameLong, L.name),
    email: field(M.email, M.emailLong, L.email).refine(isValidEmail, M.email),
    subject: field(M.subject, M.subjectLong, L.subject),
    message: field(M.message, M.messageLong, L.message),
  })
  .openapi('SupportMessage');

const route = createRoute({
  method: 'post',
  path: '/support',
  summary: 'Send a message to support (at most 5 per IP per hour)',
  request: { body: { required: true, content: { 'application/json': { schema: SupportBody } } } },
  responses: {
    201: {
      description: 'Stored',
      content: { 'application/json': { schema: z.object({ data: z.object({ id: z.number().int(), status: z.literal('received') }) }) } },
    },
    400: { description: 'A field is missing or invalid (path names it)', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
    429: { description: 'Too many messages from this IP; see Retry-After', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
  },
});

type Stored = z.infer<typeof SupportBody> & { id: number; userId: number | null };

/** The e-mail to the support desk: reader input only ever as text or escaped HTML. */
export function supportEmail(to: string, m: Stored): EmailRequest {
  const reader = m.userId === null ? 'not signed in' : `reader #${m.userId}`;
  const facts: [string, string][] = [
    ['From', `${m.name} <${m.email}>`],
    ['Account', reader],
    ['Subject', m.subject],
  ];
  return {
    to,
    // An address the form accepts but SMTP headers cannot carry stays in the body only.
    ...(isMailAddress(m.email) ? { replyTo: m.email } : {}),
    subject: `[Support #${m.id}] ${m.subject}`,
    text: `${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}`,
    html: `<dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>\n${textToHtml(m.message)}`,
    idempotencyKey: `support-message-${m.id}`,
  };
}

export const supportApi = apiApp().openapi(route, async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const now = nowSeconds();
  const ip = clientIp(c.req.header('cf-connecting-ip'));
  const rate = await hit(db, { key: `support:ip:${ip}`, limit: SUPPORT_RATE.limit, windowSeconds: SUPPORT_RATE.windowSeconds }, now);
  if (!rate.allowed) throw tooManyRequests(M.tooMany, rate.retryAfter);
  const userId = c.get('viewer')?.id ?? null;
  const [row] = await db
    .insert(supportMessages)
    .values({ userId, ...body })
    .returning({ id: supportMessages.id });
  const stored = { ...body, id: row!.id, userId };
  try {
    await enqueueEmail(c.env, supportEmail(c.env.SUPPORT_EMAIL, stored));
  } catch (err) {
    log('error', 'support.email-not-queued', { supportMessageId: stored.id, error: err });
  }
  return created(c, { id: row!.id, status: 'received' as const });
});
