/**
 * @module Promotionals: a campaign's settings (the UI blocks of the pricing table and trending
 * banners, the Stripe coupon), served to the pages that show them (/aux), and the back office's
 * promotionals (API, pages and forms).
 */
import type { Feature } from '../../http/feature';
import { admin } from './admin';
import { promotionalForms } from './admin-forms';
import { promotionalPages } from './admin-pages';
import { aux } from './aux';

export const promotionals: Feature = { aux, admin, adminPages: promotionalPages, adminForms: promotionalForms };
