/**
 * @module Onboarding's steps posted without JavaScript: the phone step (the same schema and action as
 * POST /api/onboarding/phone), a move to another step (Back, Skip, Next: past interests only with a
 * followed category or topic), and Complete (as POST /api/onboarding/complete, then /trending).
 * Each answers 303 to the next step's page, or the page again at the step it came from with the
 * problem shown (the spec's messages).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  lastStep,
  needsInterests,
  ONBOARDING_DONE_PATH,
  ONBOARDING_POSTS,
  ONBOARDING_STEPS,
  parseStep,
  stepPath,
} from '../../contracts/onboarding';
import { readerTier } from '../../contracts/plus';
import { PhoneConsentBody } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { readerPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { finishOnboarding, requireInterest, savePhone } from './actions';
import { onboardingScreen } from './pages';

const SCREENS = z.enum(ONBOARDING_STEPS).exclude(['finish']);
const StepField = z.object({ step: z.enum(SCREENS.options, { message: `step must be one of ${SCREENS.options.join(', ')}` }) });

export const onboardingForms = new Hono<AppEnv>();

const isPlus = (viewer: { subscriptionEnd: number | null }) => readerTier(viewer, nowSeconds()) === 'plus';

onboardingForms.post(
  ONBOARDING_POSTS.phone,
  readerPage,
  formRoute(
    PhoneConsentBody,
    async (c, body) => {
      await savePhone(c.get('db'), c.var.viewer.id, body, nowSeconds());
      return { to: stepPath('location') };
    },
    { checkboxes: ['sms_consent'], onError: (c, feedback) => onboardingScreen(c, 'phone', feedback) },
  ),
);

onboardingForms.post(
  ONBOARDING_POSTS.step,
  readerPage,
  formRoute(
    StepField,
    async (c, { step }) => {
      // A reader with Plus has no payment step: that move is to the last one they have.
      const to = parseStep(step, isPlus(c.var.viewer));
      if (needsInterests(to)) await requireInterest(c.get('db'), c.var.viewer.id);
      return { to: stepPath(to) };
    },
    {
      // A move past interests is refused on the interests step; a step that does not exist, on the first.
      onError: (c, feedback, { fields }) => {
        const wanted = SCREENS.safeParse(fields.step);
        return onboardingScreen(c, wanted.success && needsInterests(wanted.data) ? 'interests' : 'phone', feedback);
      },
    },
  ),
);

onboardingForms.post(
  ONBOARDING_POSTS.complete,
  readerPage,
  formRoute(
    z.object({}),
    async (c) => {
      await finishOnboarding(c.get('db'), c.var.viewer.id, nowSeconds());
      return { to: ONBOARDING_DONE_PATH };
    },
    { onError: (c, feedback) => onboardingScreen(c, lastStep(isPlus(c.var.viewer)), feedback) },
  ),
);
