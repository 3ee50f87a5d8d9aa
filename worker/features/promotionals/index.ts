/** @module Promotionals: the back office's promotionals (API, pages and forms), which name the UI blocks and Stripe coupon of a campaign. */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { promotionalForms } from './admin-forms';
import { promotionalPages } from './admin-pages';

export const promotionals: Feature = { admin, adminPages: promotionalPages, adminForms: promotionalForms };
