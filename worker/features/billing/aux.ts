/**
 * @module `POST /aux/stripe/webhook`: Stripe's events, verified on the raw body (the signature
 * covers the exact bytes, so nothing may parse it first) with a 300 s tolerance, then applied
 * (actions.ts). A bad or missing signature, a stale timestamp or a malformed body is 400 and
 * writes nothing; Stripe's own retries carry every other failure.
 */
import { z } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { route } from '../../http/routes';
import { siteOrigin } from '../../http/site-origin';
import { apiApp } from '../../http/validate';
import { applyStripeEvent } from './actions';
import { verifiedEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe';

export const WEBHOOK_PATH = '/aux/stripe/webhook';

const webhookRoute = route('post', '/stripe/webhook', {
  summary: 'Stripe webhook endpoint (Stripe-Signature verified; subscriptions and invoices)',
  responses: {
    200: jsonResponse(
      'Received: applied, a duplicate of an applied event, or a type Edgewire ignores',
      dataOf(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) })),
    ),
    400: errorResponse(`A missing or bad signature, a timestamp more than ${WEBHOOK_TOLERANCE_SECONDS} s off, or a malformed body`),
    502: errorResponse('Stripe could not be read; Stripe delivers the event again'),
  },
});

export const aux = apiApp().openapi(webhookRoute, async (c) => {
  const signature = c.req.header('stripe-signature');
  if (!signature) throw badRequest('Missing Stripe-Signature header', 'Stripe-Signature');
  const event = await verifiedEvent(c.env, await c.req.text(), signature);
  if (!event) throw badRequest('Invalid Stripe-Signature', 'Stripe-Signature');
  const outcome = await applyStripeEvent(c.env, c.get('db'), event, siteOrigin(c));
  return ok(c, { received: true as const, outcome });
});
