/** @module /admin/newsletter: the subscriber counts, the CSV export's link and the newsletter's dead letters. */
import { Hono } from 'hono';
import { NewsletterAdminPage } from '../../../client/server/admin/newsletter/NewsletterAdminPage';
import type { AppEnv } from '../../env';
import { adminPage } from '../../http/guards';
import { adminScreen } from '../back-office/admin-screens';
import { newsletterDeadLetters, subscriberCounts } from './queries';

/** Dead letters shown: the newest; an outage long enough to fill this is one to fix, not to page through. */
const FAILED_SHOWN = 50;

export const newsletterPages = new Hono<AppEnv>();

newsletterPages.get('/admin/newsletter', adminPage, async (c) => {
  const db = c.get('db');
  const [counts, failed] = await Promise.all([subscriberCounts(db), newsletterDeadLetters(db, FAILED_SHOWN)]);
  return adminScreen(c, 'Newsletter', NewsletterAdminPage, { counts, failed });
});
