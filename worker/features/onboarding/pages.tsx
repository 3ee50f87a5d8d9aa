/**
 * @module /onboarding, where a new reader lands after signing up: phone and SMS consent, interests,
 * locations; `?step=` opens one step (the island keeps it in the address, the forms redirect to
 * it). Guests go to /login (readerPage: /onboarding has no ?redirect= key). Never cached.
 */
import { type Context, Hono } from 'hono';
import { OnboardingPage } from '../../../client/server/pages/OnboardingPage';
import { isPhone } from '../../contracts/account';
import type { FormFeedback } from '../../contracts/forms';
import { ONBOARDING_TITLE, type OnboardingStep, parseStep } from '../../contracts/onboarding';
import type { AppEnv } from '../../env';
import { readerPage, type SignedIn } from '../../http/guards';
import { interestGroups, locationsView } from '../account/views';
import { onboardingData } from './queries';

export const onboardingPages = new Hono<AppEnv>();

/** The page at one step; `feedback` when a step posted without JavaScript came back with a problem. */
export async function onboardingScreen(c: Context<AppEnv & SignedIn>, step: OnboardingStep, feedback?: FormFeedback) {
  c.header('Cache-Control', 'private, no-store');
  const data = await onboardingData(c.get('db'), c.var.viewer.id);
  const fromQuery = c.req.query('phone')?.trim() ?? '';
  // ?phone= only prefills the field (nothing is saved without the reader's consent).
  const phone = fromQuery && fromQuery.length <= 40 && isPhone(fromQuery) ? fromQuery : (data.phone ?? '');
  const locations = locationsView(data.locations);
  return c.render(
    <OnboardingPage
      start={step}
      phone={phone}
      shortCode={c.env.SMS_SHORT_CODE}
      interests={interestGroups(data.interests)}
      locations={locations.initial}
      myLocations={locations.mine}
      {...(feedback ? { feedback } : {})}
    />,
    { title: `${ONBOARDING_TITLE} · Edgewire`, noindex: true },
  );
}

onboardingPages.get('/onboarding', readerPage, (c) => onboardingScreen(c, parseStep(c.req.query('step'))));
