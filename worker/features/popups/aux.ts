/**
 * @module `GET /aux/popups` (spec §7: "answering a list of popups"): the active popups a reader's
 * client may show, each checked against the admin API's rules and its body sanitized again, read
 * through the isolate's kept list (cache.ts). The same for everyone: the client decides by trigger and frequency.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { ReaderPopupDto } from '../../contracts/admin-popups';
import { dataOf, jsonResponse } from '../../contracts/envelope';
import { ok } from '../../http/envelope';
import { apiApp } from '../../http/validate';
import { readReaderPopups } from './cache';

/** How long a browser or shared cache may keep the list: an admin's change shows within a minute. */
export const POPUPS_MAX_AGE_SECONDS = 60;

const route = createRoute({
  method: 'get',
  path: '/popups',
  summary: `The active popups, sanitized (cacheable for ${POPUPS_MAX_AGE_SECONDS} s)`,
  responses: { 200: jsonResponse('Active popups, oldest first', dataOf(z.array(ReaderPopupDto.openapi('ReaderPopup')))) },
});

export const aux = apiApp().openapi(route, async (c) => {
  const list = await readReaderPopups(c.env, c.get('db'));
  // A signed-in request's answer may carry a rotated session cookie: only that browser keeps it.
  c.header('Cache-Control', `${c.var.viewer ? 'private' : 'public'}, max-age=${POPUPS_MAX_AGE_SECONDS}`);
  return ok(c, list);
});
