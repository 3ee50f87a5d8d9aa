/**
 * @module The share page's e-mail form posted without JavaScript: `POST /share/{id}` with
 * `addresses` as typed (the server splits them, spec §5), the same action and messages as the aux
 * API; then back to the share page (303) with 'Thank you for sharing this article!', or the page
 * again with the input kept, the problem on the field and 'There was an error sharing this article.'
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { SHARE_MESSAGES, splitAddresses } from '../../contracts/share';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { readerPage, type SignedInContext } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { siteOrigin } from '../../http/site-origin';
import { shareInEmail } from './actions';
import { shareScreen } from './pages';

const ShareFields = z.object({ addresses: z.string().max(2000, 'That is too much text for 5 e-mail addresses.') });

export const forms = new Hono<AppEnv>();

/** The article in the path, as the share page reads it (a malformed id is the page that does not exist). */
const articleOf = (c: SignedInContext) => pageId(c.req.param('id'), SHARE_MESSAGES.notFound);

forms.post(
  '/share/:id',
  readerPage,
  formRoute(
    ShareFields,
    async (c, { addresses }) => {
      const id = articleOf(c);
      const origin = siteOrigin(c);
      const req = { addresses: splitAddresses(addresses), article: id, url: `${origin}/article/${id}` };
      await shareInEmail({ db: c.get('db'), env: c.env, origin }, c.var.viewer, req);
      return { to: `/share/${id}`, toast: SHARE_MESSAGES.sent };
    },
    { onError: (c, feedback) => shareScreen(c, articleOf(c), feedback, [{ type: 'error', message: SHARE_MESSAGES.failed }]) },
  ),
);
