/**
 * @module Onboarding's steps posted without JavaScript: the phone step (the same schema and action as
 * POST /api/onboarding/phone), a move to another step (Back, Skip, Next: past interests only with a
 * followed category or topic), and Complete (as POST /api/onboarding/complete, then /trending).
 * Each answers 303 to the next step's page, or the page again at the step it came from with the
 * problem shown (the spec's messages).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { needsInterests, ONBOARDING_DONE_PATH, ONBOARDING_POSTS, ONBOARDING_STEPS, stepPath } from '../../contracts/onboarding';
import { PhoneConsentBody } from '../../contracts/profile';
import type { AppEnv } from '../../env';
import { handleForm, parseForm } from '../../http/form';
import { readerPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { finishOnboarding, requireInterest, savePhone } from './actions';
import { onboardingScreen } from './pages';

const SCREENS = z.enum(ONBOARDING_STEPS).exclude(['finish']);
const StepField = z.object({ step: z.enum(SCREENS.options, { message: `step must be one of ${SCREENS.options.join(', ')}` }) });
/** The phone step's form: the API's body, where an unticked box posts nothing and a ticked one `true`. */
const PhoneForm = z
  .object({ phone: z.string().optional(), sms_consent: z.string().optional() })
  .transform((f) => ({ phone: f.phone, sms_consent: f.sms_consent === 'true' }))
  .pipe(PhoneConsentBody);

export const onboardingForms = new Hono<AppEnv>();

onboardingForms.post(ONBOARDING_POSTS.phone, readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      await savePhone(c.get('db'), c.var.viewer.id, parseForm(PhoneForm, fields), nowSeconds());
      return c.redirect(stepPath('location'), 303);
    },
    (feedback) => onboardingScreen(c, 'phone', feedback),
  ),
);

onboardingForms.post(ONBOARDING_POSTS.step, readerPage, (c) =>
  handleForm(
    c,
    async (fields) => {
      const { step } = parseForm(StepField, fields);
      if (needsInterests(step)) await requireInterest(c.get('db'), c.var.viewer.id);
      return c.redirect(stepPath(step), 303);
    },
    // A move past interests is refused on the interests step; a step that does not exist, on the first.
    (feedback, fields) => {
      const wanted = SCREENS.safeParse(fields.step);
      return onboardingScreen(c, wanted.success && needsInterests(wanted.data) ? 'interests' : 'phone', feedback);
    },
  ),
);

onboardingForms.post(ONBOARDING_POSTS.complete, readerPage, (c) =>
  handleForm(
    c,
    async () => {
      await finishOnboarding(c.get('db'), c.var.viewer.id, nowSeconds());
      return c.redirect(ONBOARDING_DONE_PATH, 303);
    },
    (feedback) => onboardingScreen(c, 'payment', feedback),
  ),
);
