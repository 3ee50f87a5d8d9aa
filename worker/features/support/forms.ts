/**
 * @module The support form posted without JavaScript: the same rules, limit and messages as
 * POST /api/support; then back to /help (303) where the thank-you note says where the reply goes,
 * or the page again with each problem on its field.
 */
import { Hono } from 'hono';
import { SupportBody } from '../../contracts/support';
import type { AppEnv } from '../../env';
import { setFlash } from '../../http/flash';
import { handleForm, parseForm } from '../../http/form';
import { sendSupportMessage } from './actions';
import { helpScreen } from './pages';

export const forms = new Hono<AppEnv>();

for (const path of ['/help', '/contact-us']) {
  forms.post(path, (c) =>
    handleForm(
      c,
      async (fields) => {
        const body = parseForm(SupportBody, fields);
        await sendSupportMessage(c, body);
        await setFlash(c, { data: { supportSentTo: body.email } });
        return c.redirect('/help', 303);
      },
      (feedback) => helpScreen(c, feedback),
    ),
  );
}
