/** @module Onboarding: the /onboarding page, its steps posted without JavaScript, and its API (the phone step, completion). */
import type { Feature } from '../../http/feature';
import { onboardingApi } from './api';
import { onboardingForms } from './forms';
import { onboardingPages } from './pages';

export const onboarding: Feature = { pages: onboardingPages, forms: onboardingForms, api: onboardingApi };
