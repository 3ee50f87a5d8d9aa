/**
 * @module `GET /aux/promotionals/{code}`: an active promotional's public settings (the pricing table
 * and banner block ids, the Stripe coupon), the same for everyone, so kept briefly by any cache.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { PromotionalCodeParam } from './params';
import { loadPromotional } from './queries';

/** How long any cache may keep a promotional's settings: an editor's change shows within a minute. */
export const PROMOTIONAL_MAX_AGE_SECONDS = 60;

const PromotionalDto = z
  .object({
    code: z.string(),
    pricing_table: z.string().nullable().describe('The UI block id of the pricing table'),
    trending_subscribe_banner: z.string().nullable().describe('The UI block id of the trending subscribe banner (free readers)'),
    trending_signup_banner: z.string().nullable().describe('The UI block id of the trending signup banner (guests)'),
    stripe_coupon: z.string().nullable().describe('The Stripe coupon the subscribe forms apply'),
  })
  .openapi('Promotional');

const promotionalRoute = createRoute({
  method: 'get',
  path: '/promotionals/{code}',
  summary: `An active promotional's public settings (cacheable for ${PROMOTIONAL_MAX_AGE_SECONDS} s)`,
  request: { params: PromotionalCodeParam },
  responses: {
    200: jsonResponse('The promotional', dataOf(PromotionalDto)),
    400: errorResponse('Malformed code'),
    404: errorResponse('No promotional with that code is active now'),
  },
});

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

export const aux = apiApp().openapi(promotionalRoute, async (c) => {
  const { code } = c.req.valid('param');
  const settings = await loadPromotional(c.get('db'), code, nowSeconds());
  if (!settings) throw notFound('No active promotional with that code.');
  // The same for everyone; a signed-in request's answer may carry a rotated session cookie, so
  // only the reader's own browser keeps that one.
  c.header('Cache-Control', `${c.var.viewer ? 'private' : 'public'}, max-age=${PROMOTIONAL_MAX_AGE_SECONDS}`);
  // Only the settings the pages use leave the Worker, whatever else the row holds.
  return ok(c, {
    code,
    pricing_table: text(settings.pricing_table),
    trending_subscribe_banner: text(settings.trending_subscribe_banner),
    trending_signup_banner: text(settings.trending_signup_banner),
    stripe_coupon: text(settings.stripe_coupon),
  });
});
