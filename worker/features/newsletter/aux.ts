/**
 * @module `GET /aux/newsletter/subscribe?email` (spec §7), for clients that call the spec's route;
 * the site's own form posts instead (forms.ts), so no address lands in its URLs or logs. A browser
 * calling it from another site is refused (Sec-Fetch-Site), so no page elsewhere can sign its
 * visitors' browsers up for strangers' addresses. And `GET /aux/admin/exports/newsletter`: the
 * confirmed subscribers as CSV (admin only).
 */
import { z } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { NEWSLETTER_MESSAGES as M, NewsletterBody, NewsletterSubscribedDto } from '../../contracts/newsletter';
import { csvDownload } from '../../http/csv-download';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { adminRoute, rateLimited, route } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { subscribeToNewsletter } from './actions';
import { subscribersCsv } from './export';
import { exportFilename } from './rules';

const subscribe = route('get', '/newsletter/subscribe', {
  summary: 'Sign an address up for the newsletter: a confirmation e-mail (double opt-in), at most one an hour per address',
  description: `Answers the same for a new, pending or confirmed address ('${M.checkInbox}'). Prefer the site's form (POST /newsletter): an address in a query string ends up in logs.`,
  request: { query: NewsletterBody },
  responses: {
    200: jsonResponse('Recorded; a confirmation is on its way unless one was sent within the hour', dataOf(NewsletterSubscribedDto)),
    400: errorResponse(`Not an e-mail address: '${M.email}'`),
    403: errorResponse('Called by a browser from another site'),
    429: rateLimited('sign-ups from this address'),
    502: errorResponse(`The e-mail could not be queued: '${M.notQueued}'`),
  },
});

const exportRoute = adminRoute('get', '/admin/exports/newsletter', {
  summary: 'The confirmed newsletter subscribers as CSV: email, subscribed, confirmed (admin)',
  responses: { 200: { description: 'The CSV file (attachment)', content: { 'text/csv': { schema: z.string() } } } },
});

export const aux = apiApp()
  .openapi(subscribe, async (c) => {
    // Browsers say where a request comes from; API clients send no such header and are let through.
    if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden('Sign up on the site itself');
    c.header('Cache-Control', 'private, no-store');
    return ok(c, await subscribeToNewsletter(c, c.req.valid('query').email));
  })
  .openapi(exportRoute, (c) => {
    return csvDownload(subscribersCsv(c.get('db')), exportFilename(nowSeconds()));
  });
