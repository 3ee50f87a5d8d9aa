/**
 * @module The back office's push page: the composer (its posts are admin-forms.ts) and the history
 * of jobs, read through the notify feature's queries; the tags for the audience picker through
 * the tags feature's admin list.
 */
import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { PushPage } from '../../../client/server/admin/push/PushPage';
import { paging } from '../../contracts/envelope';
import type { FormFeedback } from '../../contracts/forms';
import type { AppEnv } from '../../env';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { PageQuery, withinDepth } from '../../http/schemas';
import { validationError } from '../../http/validate';
import { adminScreen } from '../back-office/admin-screens';
import { listTagsAdmin } from '../tags/admin-queries';
import { listJobsWithSenders, pushDeadLetters } from './queries';

export const PUSH_HISTORY_SIZE = 20;
/** Every tag fits the picker: the catalogue holds a few hundred. */
const PICKER_TAGS = 2000;

const HistoryQuery = z.object({ page: PageQuery.page });

export async function pushScreen(c: C, page: number, feedback?: FormFeedback) {
  withinDepth(page, PUSH_HISTORY_SIZE);
  const db = c.get('db');
  const [tags, jobs, undelivered] = await Promise.all([
    listTagsAdmin(db, {}, 1, PICKER_TAGS),
    listJobsWithSenders(db, page, PUSH_HISTORY_SIZE),
    pushDeadLetters(db),
  ]);
  const picker = tags.rows.map((t) => ({ id: t.id, name: t.name, type: t.type }));
  const pages = paging(page, PUSH_HISTORY_SIZE, jobs.total, jobs.rows.length);
  return adminScreen(c, 'Push notifications', PushPage, { tags: picker, history: jobs.rows, paging: pages, undelivered, feedback });
}

export const pushPages = new Hono<AppEnv>();

pushPages.get('/admin/push', adminPage, async (c) => {
  const parsed = HistoryQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return pushScreen(c, parsed.data.page);
});
