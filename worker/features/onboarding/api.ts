/**
 * @module The onboarding API under /api: `POST /onboarding/phone` stores the number with the
 * moment the reader agreed to text messages (refused without that consent), and
 * `POST /onboarding/complete` marks onboarding done once at least one category or topic is
 * followed (follows themselves go through the tag follow routes as the reader picks them).
 */
import { z } from '@hono/zod-openapi';
import { ACCOUNT_MESSAGES as A } from '../../contracts/account';
import { AUTH_MESSAGES as M } from '../../contracts/auth';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ONBOARDING_DONE_PATH } from '../../contracts/onboarding';
import { PhoneConsentBody, ProfileDto } from '../../contracts/profile';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { jsonBody, readerRoute } from '../../http/routes';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { readProfile } from '../auth/queries';
import { finishOnboarding, savePhone } from './actions';

// The guard runs before validation: a guest learns "sign in" before anything about the body.
const phoneRoute = readerRoute('post', '/onboarding/phone', {
  summary: "Onboarding's phone step: the number and the reader's SMS consent (required)",
  request: jsonBody(PhoneConsentBody, 'PhoneConsent', 'No consent or an invalid number (path names the field)'),
  responses: { 200: jsonResponse('Stored', dataOf(ProfileDto)) },
});

const completeRoute = readerRoute('post', '/onboarding/complete', {
  summary: 'Finish onboarding (needs at least one followed category or topic); answers where to go',
  responses: {
    200: jsonResponse('Done', dataOf(z.object({ next: z.string(), profile: ProfileDto }))),
    400: errorResponse(`'${A.interestRequired}'`),
  },
});

export const onboardingApi = apiApp()
  .openapi(phoneRoute, async (c) => {
    const viewer = c.var.viewer;
    const db = c.get('db');
    const now = nowSeconds();
    await savePhone(db, viewer.id, c.req.valid('json'), now);
    const profile = await readProfile(db, viewer.id, now);
    if (!profile) throw unauthorized(M.noUser);
    return ok(c, profile);
  })
  .openapi(completeRoute, async (c) => {
    const viewer = c.var.viewer;
    const db = c.get('db');
    const now = nowSeconds();
    await finishOnboarding(db, viewer.id, now);
    const profile = await readProfile(db, viewer.id, now);
    if (!profile) throw unauthorized(M.noUser);
    return ok(c, { next: ONBOARDING_DONE_PATH, profile });
  });
