/**
 * @module What onboarding's steps do, shared by the API (POST /api/onboarding/phone, /complete) and
 * the page's no-JavaScript posts: store the number with the moment of consent; finish once at least
 * one category or topic is followed (the same 400, path `tags`, on both).
 */
import { ACCOUNT_MESSAGES as A, normalizePhone } from '../../contracts/account';
import type { PhoneConsentBody } from '../../contracts/profile';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { completeOnboarding, interestCount, savePhoneConsent } from './queries';

/** The phone step: the body has passed PhoneConsentBody (a number, consent given). */
export async function savePhone(db: Db, userId: number, body: PhoneConsentBody, now: number): Promise<void> {
  await savePhoneConsent(db, userId, normalizePhone(body.phone)!, now);
}

/** Past the interests step only with a followed category or topic. */
export async function requireInterest(db: Db, userId: number): Promise<void> {
  if ((await interestCount(db, userId)) === 0) throw badRequest(A.interestRequired, 'tags');
}

/** Marks the reader onboarded (the first time is kept). */
export async function finishOnboarding(db: Db, userId: number, now: number): Promise<void> {
  await requireInterest(db, userId);
  await completeOnboarding(db, userId, now);
}
