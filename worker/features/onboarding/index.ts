/** @module Onboarding: the /onboarding page and its API (the phone step, completion). */
import type { Feature } from '../../http/feature';
import { onboardingApi } from './api';
import { onboardingPages } from './pages';

export const onboarding: Feature = { pages: onboardingPages, api: onboardingApi };
