/**
 * @module Static pages: /about, /privacy-policy + /privacy and
 * /terms (rich-content blocks with admin tools), /landing (Edgewire Plus pre-order) and /thanks.
 */
import { type Context, Hono } from 'hono';
import { AboutPage } from '../../../client/server/pages/AboutPage';
import { LandingPage } from '../../../client/server/pages/LandingPage';
import { LegalPage } from '../../../client/server/pages/LegalPage';
import { ThanksPage } from '../../../client/server/pages/ThanksPage';
import { readerTier } from '../../contracts/plus';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/time';
import { blockForPage, pageTokens } from '../blocks/page';
import { BLOCK_ID } from '../blocks/queries';
import { blockMode, blockToolbar } from '../blocks/tools';
import { loadPromotional } from '../promotionals/queries';
import { landingPayment } from '../subscribe/landing';
import { FALLBACK_PLANS, FALLBACK_PRICING_BLOCK, PROMOTIONAL_CODE } from './pricing';
import { APP_VERSION } from './version';

export const pages = new Hono<AppEnv>();

pages.get('/about', (c) =>
  c.render(<AboutPage version={APP_VERSION} supportEmail={c.env.SUPPORT_EMAIL} />, {
    title: 'About · Edgewire',
    description: 'What Edgewire is: the day’s news curated by editors, Edgewire Plus and how to reach us.',
    canonical: `${c.env.SITE_URL}/about`,
  }),
);

const LEGAL = [
  {
    paths: ['/privacy-policy', '/privacy'],
    blockId: 'sys-privacy-page',
    title: 'Privacy Policy',
    canonical: '/privacy-policy',
    description: 'How Edgewire collects, uses and protects your information.',
  },
  {
    paths: ['/terms'],
    blockId: 'sys-tos-page',
    title: 'Terms of Service',
    canonical: '/terms',
    description: 'The terms that govern your use of Edgewire and Edgewire Plus.',
  },
] as const;

async function legalPage(c: Context<AppEnv>, legal: (typeof LEGAL)[number]) {
  const viewer = c.var.viewer;
  const admin = viewer?.role === 'admin';
  // The admin's own choice of version (blocks/tools.ts); anyone else sees the published one.
  const block = await blockForPage(c.env, c.get('db'), legal.blockId, {
    mode: blockMode(c),
    allowDraft: admin,
    context: pageTokens(viewer),
  });
  if (admin || viewer) c.header('Cache-Control', 'private, no-store');
  const toolbar = blockToolbar(c, legal.blockId, block?.shown);
  return c.render(<LegalPage title={legal.title} blockId={legal.blockId} nodes={block?.nodes ?? null} toolbar={toolbar} />, {
    title: `${legal.title} · Edgewire`,
    description: legal.description,
    canonical: `${c.env.SITE_URL}${legal.canonical}`,
  });
}

for (const legal of LEGAL) for (const path of legal.paths) pages.get(path, (c) => legalPage(c, legal));

pages.get('/landing', async (c) => {
  const db = c.get('db');
  // The promotional names the pricing block; without one (or with a bad id) the stock block is used.
  const settings = await loadPromotional(db, PROMOTIONAL_CODE, nowSeconds()).catch(() => null);
  const named = settings?.pricing_table;
  const blockId = typeof named === 'string' && BLOCK_ID.test(named) ? named : FALLBACK_PRICING_BLOCK;
  const admin = c.var.viewer?.role === 'admin';
  const pricing = await blockForPage(c.env, db, blockId, { mode: blockMode(c), allowDraft: admin, context: pageTokens(c.var.viewer) });
  // A signed-in free reader's plan buttons open the payment modal (guests make an account first).
  const payment = readerTier(c.var.viewer, nowSeconds()) === 'free' ? await landingPayment(c) : undefined;
  if (c.var.viewer) c.header('Cache-Control', 'private, no-store');
  // The fallback prices are no block: nothing to switch or edit.
  const toolbar = pricing ? blockToolbar(c, blockId, pricing.shown) : null;
  return c.render(<LandingPage pricing={pricing?.nodes ?? null} pricingTools={toolbar} plans={FALLBACK_PLANS} payment={payment} />, {
    title: 'Edgewire Plus: pre-order · Edgewire',
    description: 'Pre-order Edgewire Plus: no ads, paid exclusives and unlimited local news. Monthly or annual, and one month is free.',
    canonical: `${c.env.SITE_URL}/landing`,
  });
});

pages.get('/thanks', (c) =>
  c.render(<ThanksPage />, {
    title: 'Thank you · Edgewire',
    description: 'Thank you for joining Edgewire Plus early access.',
    canonical: `${c.env.SITE_URL}/thanks`,
  }),
);
