/**
 * @module `POST /aux/articles/share-in-email` {addresses, article, url} (spec §7): e-mails the
 * article to up to 5 recipients through the queue; for a gated article each recipient's link
 * carries their own share pass. Signed-in readers; paid articles Plus only; a daily limit.
 */
import { z } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { bodyId } from '../../contracts/id-schemas';
import { SHARE_DAILY_LIMIT, SHARE_MAX_RECIPIENTS, SHARE_MESSAGES } from '../../contracts/share';
import { ok } from '../../http/envelope';
import { NO_SESSION } from '../../http/guards';
import { jsonBody, rateLimited, readerRoute } from '../../http/routes';
import { siteOrigin } from '../../http/site-origin';
import { apiApp } from '../../http/validate';
import { shareInEmail } from './actions';

const ShareBody = z.object({
  addresses: z
    .array(z.string({ message: 'addresses must be a list of e-mail addresses' }).max(320, 'An e-mail address is at most 320 characters.'), {
      message: 'addresses must be a list of e-mail addresses',
    })
    .max(50, 'addresses: too many entries'),
  article: bodyId({ type: 'article must be an article id' }),
  url: z.string({ message: 'url must be the address of the article' }).max(2000),
});

const ShareSent = z.object({ sent: z.number().int().describe('e-mails queued, one per recipient') });

const shareRoute = readerRoute(
  'post',
  '/articles/share-in-email',
  {
    summary: `E-mail an article to at most ${SHARE_MAX_RECIPIENTS} people (${SHARE_DAILY_LIMIT.limit} recipients per account per day)`,
    request: jsonBody(
      ShareBody,
      'ShareInEmail',
      `Invalid addresses or more than ${SHARE_MAX_RECIPIENTS} recipients (named), or a url of another page`,
    ),
    responses: {
      200: jsonResponse(`Queued: '${SHARE_MESSAGES.sent}'`, dataOf(ShareSent)),
      403: errorResponse(`A paid article and a reader without Plus: '${SHARE_MESSAGES.plusOnly}' (code plus_required)`),
      404: errorResponse(`'${SHARE_MESSAGES.notFound}'`),
      429: rateLimited('shared e-mails from this account today'),
      502: errorResponse(`The e-mails could not be queued (nothing was recorded): '${SHARE_MESSAGES.failed}'`),
    },
  },
  NO_SESSION,
);

export const aux = apiApp().openapi(shareRoute, async (c) =>
  ok(c, await shareInEmail({ db: c.get('db'), env: c.env, origin: siteOrigin(c) }, c.var.viewer, c.req.valid('json'))),
);
