/**
 * @module The newsletter: the footer's sign-up with double opt-in (a signed confirm link through
 * the queue), one-click unsubscribe (RFC 8058), the spec's aux GET, and the back office's count,
 * CSV export and failed e-mails. See docs/decisions/055-newsletter.md.
 */
import type { Feature } from '../../http/feature';
import { newsletterPages } from './admin-pages';
import { aux } from './aux';
import { forms } from './forms';
import { pages } from './pages';

export const newsletter: Feature = { pages, forms, aux, adminPages: newsletterPages, crossSite: ['/newsletter/unsubscribe'] };
