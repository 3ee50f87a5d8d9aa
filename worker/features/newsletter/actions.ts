/**
 * @module What the newsletter's routes do, whichever way they arrive (the footer form, the aux GET,
 * the links in its e-mails). Signing up: rate limited per IP (exact, in D1), recorded, and a
 * confirmation queued at most once an hour per address, with the same answer whatever the address's
 * state. Confirming and unsubscribing: the signed link names the row; a bad link changes nothing.
 */
import type { Context } from 'hono';
import { NEWSLETTER_MESSAGES as M, type NewsletterSubscribedDto } from '../../contracts/newsletter';
import type { AppEnv } from '../../env';
import { AppError, badRequest, tooManyRequests } from '../../http/errors';
import { log } from '../../http/log';
import { clientIp, hit } from '../../http/rate-limit';
import { verifiedWithSessionKeys } from '../../http/session-keys';
import { siteOrigin } from '../../http/site-origin';
import { nowSeconds } from '../../http/time';
import { randomToken } from '../../http/tokens';
import { isMailAddress } from '../mail/address';
import { enqueueEmail } from '../mail/enqueue';
import { type LinkPurpose, readNewsletterLink, signNewsletterLink } from './link';
import { confirmationEmail, confirmationJobId } from './mail';
import { claimConfirmation, confirmSubscriber, type LinkOutcome, releaseConfirmation, unsubscribeSubscriber } from './queries';
import { subscribeWindow } from './rules';

/** The page a link of `purpose` for `key` opens. */
export async function newsletterLink(c: Context<AppEnv>, purpose: LinkPurpose, key: string, now: number): Promise<string> {
  const token = await signNewsletterLink(c.env.SESSION_SECRET, purpose, key, now);
  return `${siteOrigin(c)}/newsletter/${purpose}?token=${token}`;
}

export async function subscribeToNewsletter(c: Context<AppEnv>, rawEmail: string): Promise<NewsletterSubscribedDto> {
  const db = c.get('db');
  const now = nowSeconds();
  // Addresses are one mailbox whatever their case (the domain is; most local parts are in practice).
  const email = rawEmail.trim().toLowerCase();
  // What the form's check lets through but SMTP could not carry is refused here, before any row.
  if (!isMailAddress(email)) throw badRequest(M.email, 'email');
  const rate = await hit(db, subscribeWindow(clientIp(c.req.header('cf-connecting-ip'))), now);
  if (!rate.allowed) throw tooManyRequests(M.tooMany, rate.retryAfter);
  const key = await claimConfirmation(db, email, randomToken(16), now);
  if (key) {
    try {
      const links = {
        confirm: await newsletterLink(c, 'confirm', key, now),
        unsubscribe: await newsletterLink(c, 'unsubscribe', key, now),
      };
      await enqueueEmail(c.env, confirmationEmail(email, links, confirmationJobId(key, now)));
    } catch (err) {
      log('error', 'newsletter.confirmation-not-queued', { error: err });
      await releaseConfirmation(db, key, now);
      throw AppError.of(502, 'bad_gateway', M.notQueued);
    }
  }
  return { status: 'check-inbox', message: M.checkInbox };
}

export type LinkResult = LinkOutcome | 'invalid';

/** Confirms or unsubscribes the subscriber a signed link names; 'invalid' (forged, expired) changes nothing. */
export async function followNewsletterLink(c: Context<AppEnv>, purpose: LinkPurpose, token: unknown): Promise<LinkResult> {
  const now = nowSeconds();
  const key = await verifiedWithSessionKeys(c.env, (secret) => readNewsletterLink(secret, purpose, token, now));
  if (!key) return 'invalid';
  const db = c.get('db');
  return purpose === 'confirm' ? confirmSubscriber(db, key, now) : unsubscribeSubscriber(db, key, now);
}

/** Whether a link is good to offer its button (the GET page): checks the signature only, changes nothing. */
export async function newsletterLinkValid(c: Context<AppEnv>, purpose: LinkPurpose, token: unknown): Promise<boolean> {
  return (await verifiedWithSessionKeys(c.env, (secret) => readNewsletterLink(secret, purpose, token, nowSeconds()))) !== null;
}
