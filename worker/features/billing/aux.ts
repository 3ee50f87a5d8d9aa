/**
 * @module Billing's aux routes. `POST /aux/subscriptions`: the spec's subscription processing
 * (subscribe.ts), for a signed-in reader, one live subscription per reader. `POST /aux/subscriptions/{id}/claim-receipt`: the
 * subscription settled with Stripe and its latest invoice (receipt.ts). `POST /aux/stripe/webhook`: Stripe's events, verified on
 * the raw body (the signature covers the exact bytes, so nothing may parse it first) with a 300 s
 * tolerance, then applied (actions.ts); a bad or missing signature, a stale timestamp or a
 * malformed body is 400 and writes nothing; Stripe's own retries carry every other failure.
 */
import { z } from '@hono/zod-openapi';
import { BILLING_MESSAGES } from '../../contracts/billing';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { PLAN_IDS } from '../../contracts/plans';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { jsonBody, rateLimited, readerRoute, route } from '../../http/routes';
import { siteOrigin } from '../../http/site-origin';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { applyStripeEvent } from './actions';
import { CLAIM_LIMIT, claimReceipt } from './receipt';
import { verifiedEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe';
import { SUBSCRIBE_LIMIT, SUBSCRIBE_MESSAGES, subscribe } from './subscribe';

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

const SubscribeBody = z.object({
  provider: z.literal('stripe', { message: "provider must be 'stripe'" }),
  plan: z.enum(PLAN_IDS, { message: 'plan must be monthly or annual' }),
  stripeToken: z.string({ message: 'stripeToken must be the card’s PaymentMethod id' }).min(1).max(255),
  coupon: z.string().max(64).nullish(),
});

const SubscribeAnswerDto = z.object({
  id: z.string().describe("Stripe's subscription id (for claim-receipt)"),
  status: z.string().describe("Stripe's subscription status: trialing or active, or incomplete while the card is being authenticated"),
  subscription_end: z.number().int().nullable(),
  action: z.object({ kind: z.enum(['payment', 'setup']), client_secret: z.string() }).nullable(),
});

const subscribeRoute = readerRoute('post', '/subscriptions', {
  summary: `Subscribe to Edgewire Plus with a card (provider stripe; a first subscription starts with a free month; ${SUBSCRIBE_LIMIT.limit} attempts per hour)`,
  request: jsonBody(
    SubscribeBody,
    'Subscribe',
    'An unknown plan or provider, a missing token, an invalid coupon, or the card refused (Stripe’s message)',
  ),
  responses: {
    200: jsonResponse(
      `'${SUBSCRIBE_MESSAGES.created}': the subscription, or the authentication the card needs`,
      dataOf(SubscribeAnswerDto),
    ),
    409: errorResponse(
      `'${SUBSCRIBE_MESSAGES.already}' (Plus already, or a live subscription at Stripe), or '${SUBSCRIBE_MESSAGES.inProgress}' (another attempt of this reader is under way)`,
    ),
    429: rateLimited('payment attempts'),
    502: errorResponse(`'${SUBSCRIBE_MESSAGES.unreachable}'`),
  },
});

const SubscriptionParams = z.object({
  id: z
    .string()
    .regex(/^sub_[A-Za-z0-9_]{1,200}$/, 'id must be a subscription id (sub_…)')
    .openapi({ param: { name: 'id', in: 'path' }, example: 'sub_1QxExample' }),
});

const ReceiptDto = z.object({
  invoice: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  amount_paid: z.number().int().describe("In the currency's smallest unit (cents)"),
  currency: z.string(),
  amount: z.string().describe('The amount paid, written out: "$9.96"'),
  hosted_invoice_url: z.string().nullable().describe("Stripe's hosted invoice and receipt page"),
  created: z.number().int(),
});

const ClaimAnswerDto = z.object({
  subscription: z.string(),
  status: z.string(),
  subscription_end: z.number().int().nullable(),
  subscribed: z.boolean(),
  receipt: ReceiptDto.nullable().describe('The latest invoice; null before Stripe made one'),
});

const claimRoute = readerRoute('post', '/subscriptions/{id}/claim-receipt', {
  summary: `Settle one of the reader's subscriptions with Stripe and answer its latest invoice as the receipt (then refresh the profile; ${CLAIM_LIMIT.limit} per hour)`,
  request: { params: SubscriptionParams },
  responses: {
    200: jsonResponse('The subscription as Stripe has it now, and its receipt', dataOf(ClaimAnswerDto.openapi('ClaimedReceipt'))),
    400: errorResponse('A malformed subscription id'),
    404: errorResponse(`'${BILLING_MESSAGES.notYours}': not a subscription of this reader`),
    429: rateLimited('receipt claims'),
    502: errorResponse(`'${BILLING_MESSAGES.actionUnreachable}'`),
  },
});

export const aux = apiApp()
  .openapi(subscribeRoute, async (c) => {
    const answer = await subscribe(c.env, c.get('db'), c.var.viewer, c.req.valid('json'), nowSeconds());
    return ok(c, answer);
  })
  .openapi(claimRoute, async (c) => {
    const { id } = c.req.valid('param');
    return ok(c, await claimReceipt(c.env, c.get('db'), c.var.viewer, id, nowSeconds()));
  })
  .openapi(webhookRoute, async (c) => {
    const signature = c.req.header('stripe-signature');
    if (!signature) throw badRequest('Missing Stripe-Signature header', 'Stripe-Signature');
    const event = await verifiedEvent(c.env, await c.req.text(), signature);
    if (!event) throw badRequest('Invalid Stripe-Signature', 'Stripe-Signature');
    const outcome = await applyStripeEvent(c.env, c.get('db'), event, siteOrigin(c));
    return ok(c, { received: true as const, outcome });
  });
