/**
 * @module The newsletter's pages: /newsletter (the form on its own), the pages its e-mails' links
 * open (/newsletter/confirm and /newsletter/unsubscribe: a button that posts, since mail scanners
 * follow links; a forged or expired link gets a page saying so and changes nothing) and the pages
 * those posts end on.
 */
import { type Context, Hono } from 'hono';
import {
  type DoneState,
  type LinkPurpose,
  NewsletterAskPage,
  NewsletterDonePage,
  NewsletterInvalidLinkPage,
  NewsletterPage,
} from '../../../client/server/pages/NewsletterPages';
import { backPath } from '../../contracts/back';
import { type FormFeedback, fieldMessage, formMessage } from '../../contracts/forms';
import type { AppEnv } from '../../env';
import { newsletterLinkValid } from './actions';

export const pages = new Hono<AppEnv>();

const meta = (c: Context<AppEnv>, title: string) => ({
  title: `${title} · Edgewire`,
  description: 'The Edgewire newsletter: the day’s top stories by e-mail, once a day.',
  canonical: `${c.env.SITE_URL}/newsletter`,
});

/** /newsletter; `feedback` when a sign-up posted without JavaScript was refused. */
export function newsletterScreen(c: Context<AppEnv>, feedback?: FormFeedback) {
  const back = backPath(feedback?.values.back, '/');
  if (feedback) c.header('Cache-Control', 'private, no-store');
  const errors = feedback?.errors ?? [];
  return c.render(
    <NewsletterPage
      back={back}
      email={feedback?.values.email}
      error={fieldMessage(errors, 'email')}
      formError={formMessage(errors, ['email'])}
    />,
    meta(c, feedback ? 'Sign-up not sent' : 'Newsletter'),
  );
}

pages.get('/newsletter', (c) => newsletterScreen(c));

/** A link's page: the button, or (forged, expired) the page that says so, with 400. */
export function linkScreen(c: Context<AppEnv>, purpose: LinkPurpose, token: string | null) {
  // The token is a credential of sorts: never kept by a shared cache or sent on in a Referer.
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  if (token === null) {
    c.status(400);
    return c.render(<NewsletterInvalidLinkPage purpose={purpose} />, { ...meta(c, 'Link not valid'), noindex: true });
  }
  const title = purpose === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe';
  return c.render(<NewsletterAskPage purpose={purpose} token={token} />, { ...meta(c, title), noindex: true });
}

for (const purpose of ['confirm', 'unsubscribe'] as const) {
  pages.get(`/newsletter/${purpose}`, async (c) => {
    const token = c.req.query('token');
    return linkScreen(c, purpose, (await newsletterLinkValid(c, purpose, token)) ? token! : null);
  });
}

export const DONE_PATHS: Record<DoneState, string> = {
  confirmed: '/newsletter/confirmed',
  'already-confirmed': '/newsletter/already-confirmed',
  unsubscribed: '/newsletter/unsubscribed',
  gone: '/newsletter/gone',
};

for (const [state, path] of Object.entries(DONE_PATHS) as [DoneState, string][]) {
  pages.get(path, (c) => c.render(<NewsletterDonePage state={state} />, { ...meta(c, 'Newsletter'), noindex: true }));
}
