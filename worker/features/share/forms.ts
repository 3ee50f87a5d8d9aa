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
import { setFlash } from '../../http/flash';
import { handleForm, parseForm } from '../../http/form';
import { readerPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { siteOrigin } from '../../http/site-origin';
import { shareInEmail } from './actions';
import { shareScreen } from './pages';

const ShareFields = z.object({ addresses: z.string().max(2000, 'That is too much text for 5 e-mail addresses.') });

export const forms = new Hono<AppEnv>();

forms.post('/share/:id', readerPage, (c) => {
  const id = pageId(c.req.param('id'), SHARE_MESSAGES.notFound);
  return handleForm(
    c,
    async (fields) => {
      const { addresses } = parseForm(ShareFields, fields);
      const origin = siteOrigin(c);
      const req = { addresses: splitAddresses(addresses), article: id, url: `${origin}/article/${id}` };
      await shareInEmail({ db: c.get('db'), env: c.env, origin }, c.var.viewer, req);
      await setFlash(c, { toasts: [{ type: 'success', message: SHARE_MESSAGES.sent }] });
      return c.redirect(`/share/${id}`, 303);
    },
    (feedback) => shareScreen(c, id, feedback, [{ type: 'error', message: SHARE_MESSAGES.failed }]),
  );
});
