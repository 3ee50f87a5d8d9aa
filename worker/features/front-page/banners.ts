/**
 * @module Promo banners on the trending page: which one a reader gets and its text. Guests get
 * the sign-up banner, signed-in free readers the subscribe banner, Plus readers none (PRODUCT.md:
 * "Plus readers never see a slot"). The text comes from the UI blocks that the 'default'
 * promotional names; a missing or empty block falls back to the spec's own wording.
 */
import type { PromoBannerContent } from '../../../client/server/components/PromoBanner';
import type { RichDocument, RichNode } from '../../db/schema/editorial';
import { isSubscribed } from '../articles/access';

export const SIGNUP_FALLBACK: PromoBannerContent = {
  kind: 'signup',
  headline: 'Get an Edgewire Account',
  body: 'Sign up for a free account today!',
  cta: { label: 'Sign Up', href: '/signup' },
};

export const SUBSCRIBE_FALLBACK: PromoBannerContent = {
  kind: 'subscribe',
  headline: 'Subscribe to the paid tier',
  body: 'No ads, paid exclusives and unlimited local news. Your first month is free.',
  cta: { label: 'See Plans', href: '/landing' },
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Block HTML → plain text: React escapes it again on render, so no markup ever passes through. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Same-site paths and https links only; anything else (javascript:, //evil, data:) is dropped. */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  return /^https:\/\/[^\s]+$/i.test(url) ? url : null;
}

function walk(nodes: RichNode[] | undefined, texts: string[], buttons: { label: string; url: unknown }[]) {
  for (const n of nodes ?? []) {
    const html = n.data?.html;
    if ((n.element === 'text' || n.element === 'paragraph') && typeof html === 'string') {
      const t = plainText(html);
      if (t) texts.push(t);
    }
    if (n.element === 'button' && typeof n.data?.label === 'string') buttons.push({ label: n.data.label, url: n.data.url });
    walk(n.children, texts, buttons);
  }
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** The banner a block describes: first text is the headline, the rest the body, first button the link. */
export function bannerFromDocument(doc: RichDocument | null, fallback: PromoBannerContent): PromoBannerContent {
  if (!doc || !Array.isArray(doc.children)) return fallback;
  const texts: string[] = [];
  const buttons: { label: string; url: unknown }[] = [];
  walk(doc.children, texts, buttons);
  if (!texts.length) return fallback;
  const button = buttons[0];
  const label = button ? plainText(button.label) : '';
  const href = button ? safeHref(button.url) : null;
  return {
    kind: fallback.kind,
    headline: clip(texts[0]!, 140),
    body: clip(texts.slice(1).join(' '), 280),
    cta: label && href ? { label: clip(label, 40), href } : fallback.cta,
  };
}

export type PromoBanners = { signup: PromoBannerContent; subscribe: PromoBannerContent };
export type BannerReader = { username: string; subscriptionEnd: number | null } | null;

/** Plus readers (an active subscription) never see a banner; everyone else does. */
export function seesBanners(reader: BannerReader, nowSeconds: number): boolean {
  return !reader || !isSubscribed(reader.subscriptionEnd, nowSeconds);
}

/** The reader's banner, or null for Plus readers. `{{username}}` in a block becomes their name. */
export function bannerFor(reader: BannerReader, banners: PromoBanners, nowSeconds: number): PromoBannerContent | null {
  if (!seesBanners(reader, nowSeconds)) return null;
  // A guest has no name: drop the placeholder (and its comma) rather than show "{{username}}".
  const fill = (s: string) => (reader ? s.replaceAll('{{username}}', reader.username) : s.replace(/\{\{username\}\},?\s*/g, '').trim());
  const b = reader ? banners.subscribe : banners.signup;
  return { ...b, headline: fill(b.headline), body: fill(b.body) };
}
