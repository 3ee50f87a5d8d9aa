/**
 * @module The follow chips and buttons posted without JavaScript (account interests, locations,
 * following; onboarding's location and interest steps): the same action as POST/DELETE
 * /api/{tags|curators}/{id}/follow, then 303 back to the page it came from (one of a fixed list).
 * Success shows no toast, as with the island: the chip's new state is the answer. An unknown id is
 * the 404 page, a bad field the 400 page, with the API's messages.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type FollowKind, followReturn } from '../../contracts/follows';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { readerPage } from '../../http/guards';
import { pageId } from '../../http/schemas';
import { missingMessage, setFollow } from './actions';

const FollowFields = z.object({
  followed: z.enum(['true', 'false'], { message: 'followed must be true or false' }),
  back: z.string().max(100).optional(),
});

export const followForms = new Hono<AppEnv>();

followForms.post(
  '/account/follows/:kind{tags|curators}/:id',
  readerPage,
  formRoute(FollowFields, async (c, { followed, back }) => {
    const kind = c.req.param('kind') as FollowKind;
    const id = pageId(c.req.param('id'), missingMessage(kind));
    await setFollow(c.get('db'), c.var.viewer.id, kind, id, followed === 'true');
    return { to: followReturn(kind, back) };
  }),
);
