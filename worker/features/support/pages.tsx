/** @module /help and /contact-us: the support page with its form (and, after a post, the thank-you note). */
import { type Context, Hono } from 'hono';
import { HelpPage } from '../../../client/server/pages/HelpPage';
import type { FormFeedback } from '../../contracts/forms';
import { SUPPORT_LIMITS } from '../../contracts/support';
import type { AppEnv } from '../../env';
import { takeFlash } from '../../http/flash';

export const pages = new Hono<AppEnv>();

/** The help page; `feedback` when a post without JavaScript came back with errors. */
export async function helpScreen(c: Context<AppEnv>, feedback?: FormFeedback) {
  const viewer = c.var.viewer;
  // Left by a post without JavaScript that went through: the address the reply goes to.
  const sentTo = (await takeFlash(c)).data?.supportSentTo;
  const form = {
    limits: { ...SUPPORT_LIMITS },
    initial: { name: viewer?.username ?? '', email: viewer?.email ?? '' },
    ...(feedback ? { feedback } : {}),
    ...(sentTo ? { sentTo } : {}),
  };
  // The form may carry the reader's own name and e-mail: never store that page in a shared cache.
  if (viewer || feedback || sentTo) c.header('Cache-Control', 'private, no-store');
  return c.render(<HelpPage form={form} supportEmail={c.env.SUPPORT_EMAIL} />, {
    title: 'Help and Support · Edgewire',
    description: 'Contact Edgewire support: questions about your account, Edgewire Plus or a story.',
    canonical: `${c.env.SITE_URL}/help`,
  });
}

for (const path of ['/help', '/contact-us']) pages.get(path, (c) => helpScreen(c));
