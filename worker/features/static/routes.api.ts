/**
 * @module `POST /api/support`: the Help page's support form. Stores the message in D1
 * (support_messages, with the reader's id when signed in) and answers 201. At most
 * SUPPORT_RATE.limit messages per IP per hour (exact, counted in D1) → 429 with Retry-After.
 *
 * E-mail: PRODUCT.md has the form also e-mail the support address (env.SUPPORT_EMAIL) through the
 * Queue. Mail sending arrives with its own issue; until then messages are only stored (status
 * 'open'), and that issue should enqueue a `support.email` job here, after the insert.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { ErrorEnvelopeDto } from '../../contracts/articles';
import { supportMessages } from '../../db/schema';
import { created } from '../../http/envelope';
import { tooManyRequests } from '../../http/errors';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { clientIp, hit } from './rate-limit';
import { isValidEmail, SUPPORT_LIMITS as L, SUPPORT_MESSAGES as M, SUPPORT_RATE } from './support-rules';

const field = (required: string, tooLong: string, max: number) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

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
    201: { description: 'Stored', content: { 'application/json': { schema: z.object({ data: z.object({ id: z.number().int(), status: z.literal('received') }) }) } } },
    400: { description: 'A field is missing or invalid (path names it)', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
    429: { description: 'Too many messages from this IP; see Retry-After', content: { 'application/json': { schema: ErrorEnvelopeDto } } },
  },
});

export const supportApi = apiApp().openapi(route, async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const now = nowSeconds();
  const ip = clientIp(c.req.header('cf-connecting-ip'));
  const rate = await hit(db, { key: `support:ip:${ip}`, limit: SUPPORT_RATE.limit, windowSeconds: SUPPORT_RATE.windowSeconds }, now);
  if (!rate.allowed) throw tooManyRequests(M.tooMany, rate.retryAfter);
  const [row] = await db
    .insert(supportMessages)
    .values({ userId: c.get('viewer')?.id ?? null, ...body })
    .returning({ id: supportMessages.id });
  return created(c, { id: row!.id, status: 'received' as const });
});
