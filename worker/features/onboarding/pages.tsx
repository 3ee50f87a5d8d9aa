/**
 * @module /onboarding, where a new reader lands after signing up: phone and SMS consent, interests,
 * locations. Guests go to /login (readerPage: /onboarding has no ?redirect= key). Never cached.
 */
import { Hono } from 'hono';
import { OnboardingPage } from '../../../client/server/pages/OnboardingPage';
import { isPhone } from '../../contracts/account';
import { ONBOARDING_TITLE, parseStep } from '../../contracts/onboarding';
import type { AppEnv } from '../../env';
import { readerPage } from '../../http/guards';
import { interestGroups, locationsView } from '../account/views';
import { onboardingData } from './queries';

export const onboardingPages = new Hono<AppEnv>();

onboardingPages.get('/onboarding', readerPage, async (c) => {
  const viewer = c.var.viewer;
  c.header('Cache-Control', 'private, no-store');
  const data = await onboardingData(c.get('db'), viewer.id);
  const fromQuery = c.req.query('phone')?.trim() ?? '';
  // ?phone= only prefills the field (nothing is saved without the reader's consent).
  const phone = fromQuery && fromQuery.length <= 40 && isPhone(fromQuery) ? fromQuery : (data.phone ?? '');
  const locations = locationsView(data.locations);
  return c.render(
    <OnboardingPage
      start={parseStep(c.req.query('step'))}
      phone={phone}
      shortCode={c.env.SMS_SHORT_CODE}
      interests={interestGroups(data.interests)}
      locations={locations.initial}
      myLocations={locations.mine}
    />,
    { title: `${ONBOARDING_TITLE} · Edgewire`, noindex: true },
  );
});
