/**
 * @module What an e-mail share does, whichever way it arrives (the aux API or the share page's form
 * without JavaScript). Checks first, writing nothing: the recipients (spec §5), the article, the
 * sharer's right to it (paid: Plus only). Then the passes and the daily count in one all-or-nothing
 * batch (queries.ts), then the e-mails as one queue batch. If the queue refuses them, the batch is
 * taken back, so a failed share leaves no pass and costs nothing of the day's limit.
 */
import { articleHref } from '../../contracts/article-url';
import { idFromText } from '../../contracts/ids';
import { readerTier } from '../../contracts/plus';
import { SHARE_MESSAGES as M, recipientsOrError, SHARE_DAILY_LIMIT, type ShareSentDto, shareTitle } from '../../contracts/share';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { AppError, badRequest, forbidden, notFound, plusRequired, tooManyRequests } from '../../http/errors';
import { log } from '../../http/log';
import { judge } from '../../http/rate-limit';
import { nowSeconds } from '../../http/time';
import { gateOf, isFreeArticle, may } from '../articles/access';
import { isMailAddress } from '../mail/address';
import { enqueueEmails } from '../mail/enqueue';
import { shareEmail } from './mail';
import { SHARE_PASS_PARAM, SHARE_PASS_TTL_SECONDS, signSharePass } from './pass';
import { recordShare, shareArticle, undoShare, usedToday } from './queries';

export type ShareRequest = { addresses: string[]; article: number; url: string };

/** The page being shared must be this article's (any of its paths); its origin is not ours to check. */
function sameArticle(url: string, articleId: number): boolean {
  try {
    const m = /^\/(?:article|articles|news)\/([^/]+)$/.exec(new URL(url).pathname);
    return idFromText(m?.[1]) === articleId;
  } catch {
    return false;
  }
}

/** Where the action runs: the database, the queue and secret, and the origin links point at (siteOrigin). */
export type ShareContext = { db: Db; env: Pick<Env, 'JOBS' | 'SHARE_PASS_SECRET'>; origin: string };

export async function shareInEmail({ db, env, origin }: ShareContext, viewer: Viewer, req: ShareRequest): Promise<ShareSentDto> {
  const verdict = recipientsOrError(req.addresses);
  if ('error' in verdict) throw badRequest(verdict.error, 'addresses');
  // The spec's shape, and also what SMTP can carry (worker-mailer speaks ASCII only).
  const unsendable = verdict.recipients.filter((a) => !isMailAddress(a));
  if (unsendable.length) throw badRequest(`${M.invalid} ${unsendable.join(', ')}`, 'addresses');
  if (!sameArticle(req.url, req.article)) throw badRequest(M.wrongUrl, 'url');

  const now = nowSeconds();
  const article = await shareArticle(db, req.article);
  if (!article) throw notFound(M.notFound);
  const access = { content_type: article.contentType, paywall: article.paywall };
  const tier = readerTier(viewer, now);
  // Refused: a paid article and no Plus, or a kind of article the access table does not know (no one shares it).
  if (!may('share', access, { tier })) throw gateOf(access) === null ? forbidden(M.failed) : plusRequired(M.plusOnly);

  const recipients = verdict.recipients;
  // One pass per recipient: each link can be revoked alone, and each row says who shared with how many.
  const passIds = isFreeArticle(access) ? [] : recipients.map(() => crypto.randomUUID());
  const expiresAt = now + SHARE_PASS_TTL_SECONDS;
  const record = {
    articleId: article.id,
    userId: viewer.id,
    tier,
    passIds,
    recipients: recipients.length,
    expiresAt,
    limit: { key: `share-email:${viewer.id}`, ...SHARE_DAILY_LIMIT },
    now,
  };
  if (!(await recordShare(db, record))) {
    if (!(await shareArticle(db, article.id))) throw notFound(M.notFound);
    const used = await usedToday(db, record.limit, now);
    throw tooManyRequests(M.daily, judge(used + recipients.length, record.limit, now).retryAfter);
  }

  const href = `${origin}${articleHref(article.id, article.title)}`;
  const title = shareTitle(article.title);
  try {
    const emails = await Promise.all(
      recipients.map(async (to, i) => {
        const jti = passIds[i];
        const pass = jti ? await signSharePass(env.SHARE_PASS_SECRET, { articleId: article.id, jti, expiresAt, issuedAt: now }) : null;
        const link = pass ? `${href}${href.includes('?') ? '&' : '?'}${SHARE_PASS_PARAM}=${pass}` : href;
        const passDays = pass ? SHARE_PASS_TTL_SECONDS / 86_400 : null;
        return shareEmail(to, { sharer: viewer.username, title, link, passDays }, `share-${jti ?? crypto.randomUUID()}`, origin);
      }),
    );
    await enqueueEmails(env, emails);
  } catch (error) {
    log('error', 'share.email-not-queued', { articleId: article.id, userId: viewer.id, error });
    await undoShare(db, record);
    throw AppError.of(502, 'bad_gateway', M.failed);
  }
  return { sent: recipients.length };
}
