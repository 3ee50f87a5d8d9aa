/**
 * @module The support form posted without JavaScript: the same rules, limit and messages as
 * POST /api/support; then back to /help (303) where the thank-you note says where the reply goes,
 * or the page again with each problem on its field.
 */
import { type Context, Hono } from 'hono';
import { SupportBody } from '../../contracts/support';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { sendSupportMessage } from './actions';
import { helpScreen } from './pages';

export const forms = new Hono<AppEnv>();

const send = formRoute(
  SupportBody,
  async (c: Context<AppEnv>, body) => {
    await sendSupportMessage(c, body);
    return { to: '/help', data: { supportSentTo: body.email } };
  },
  { onError: (c, feedback) => helpScreen(c, feedback) },
);

for (const path of ['/help', '/contact-us']) forms.post(path, send);
