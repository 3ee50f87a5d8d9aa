/** @module The /subscribe funnel: plan choice, account, payment, thank-you and welcome-back pages, and the plan choice's form post. */
import type { Feature } from '../../http/feature';
import { forms } from './forms';
import { pages } from './pages';

export const subscribeFunnel: Feature = { pages, forms };
