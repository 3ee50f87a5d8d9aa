/**
 * @module The newsletter's posts. The sign-up (POST /newsletter, the footer's form): back to the
 * page it came from with a toast, or /newsletter again with the problem on the field. The links'
 * buttons (POST /newsletter/confirm, /newsletter/unsubscribe) carry the token; the unsubscribe URL
 * is also the one in each e-mail's List-Unsubscribe header, which mail providers POST to from
 * their own servers (RFC 8058: body `List-Unsubscribe=One-Click`, token in the query), so it is a
 * crossSite path (index.ts) whose proof is the signed token.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { NEWSLETTER_MESSAGES, NewsletterBody } from '../../contracts/newsletter';
import type { AppEnv } from '../../env';
import { badRequest } from '../../http/errors';
import { formRoute, returnPath } from '../../http/form';
import { followNewsletterLink, subscribeToNewsletter } from './actions';
import { DONE_PATHS, linkScreen, newsletterScreen } from './pages';

export const forms = new Hono<AppEnv>();

const SignUp = NewsletterBody.extend({ back: z.string().max(300).optional() });

forms.post(
  '/newsletter',
  formRoute(
    SignUp,
    async (c: Context<AppEnv>, body) => {
      await subscribeToNewsletter(c, body.email);
      return { to: returnPath(c, body.back, '/'), toast: NEWSLETTER_MESSAGES.checkInbox };
    },
    { onError: (c, feedback) => newsletterScreen(c, feedback), upstream: true },
  ),
);

const LinkBody = z.object({ token: z.string().max(600) });
const INVALID = 'This link is invalid or has expired.';

/** The token from the button's field, else from the query (the one-click POST of RFC 8058). */
const tokenInput = (posted: Record<string, unknown>, c: Context<AppEnv>) => ({
  token: typeof posted.token === 'string' ? posted.token : (c.req.query('token') ?? ''),
});

forms.post(
  '/newsletter/confirm',
  formRoute(
    LinkBody,
    async (c: Context<AppEnv>, { token }) => {
      const outcome = await followNewsletterLink(c, 'confirm', token);
      if (outcome === 'invalid') throw badRequest(INVALID, 'token');
      return { to: DONE_PATHS[outcome === 'done' ? 'confirmed' : outcome === 'already' ? 'already-confirmed' : 'gone'] };
    },
    { input: tokenInput, onError: (c) => linkScreen(c, 'confirm', null) },
  ),
);

forms.post(
  '/newsletter/unsubscribe',
  formRoute(
    LinkBody,
    async (c: Context<AppEnv>, { token }) => {
      // An address no longer on the list is as unsubscribed as one just taken off it.
      if ((await followNewsletterLink(c, 'unsubscribe', token)) === 'invalid') throw badRequest(INVALID, 'token');
      return { to: DONE_PATHS.unsubscribed };
    },
    { input: tokenInput, onError: (c) => linkScreen(c, 'unsubscribe', null) },
  ),
);
