/**
 * @module Who is not counted (decision 054-browser-analytics): a self-declared robot, a request
 * made for a prefetch or a prerender nobody has looked at yet, the back office's own staff, and a
 * reader who asked not to be tracked. Pure: the route hands it the request's headers and the role.
 */
import { ANALYTICS_EVENT } from '../../contracts/analytics-batch';
import { optedOut } from '../../contracts/opt-out';
import type { AnalyticsEvent } from '../../queue/messages';

export type NotCounted = 'bot' | 'prefetch' | 'admin' | 'opted-out';

/**
 * Crawlers, link previewers, monitors, HTTP libraries and headless browsers name themselves in
 * the user agent; a browser that sends none is a script too.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|archiver|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headlesschrome|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python-|httpx|okhttp|go-http-client|java\/|node-fetch|undici|axios\/|postman|insomnia|monitor|pingdom|uptime/i;

export function isBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || BOT_AGENT.test(ua);
}

/**
 * A speculative load says so: `Sec-Purpose: prefetch` (also `prefetch;prerender`) from Chromium's
 * speculation rules, `Purpose: prefetch` from older browsers and `X-Moz: prefetch` from Firefox.
 */
export function isPrefetch(headers: { secPurpose?: string | null; purpose?: string | null; xMoz?: string | null }): boolean {
  return [headers.secPurpose, headers.purpose, headers.xMoz].some((h) => /\bprefetch\b|\bprerender\b/i.test(h ?? ''));
}

export type Requester = {
  userAgent?: string | null;
  secPurpose?: string | null;
  purpose?: string | null;
  xMoz?: string | null;
  dnt?: string | null;
  secGpc?: string | null;
  role?: 'reader' | 'admin' | null;
};

/** Why this request's analytics are dropped, or null when they count. The first reason wins. */
export function notCounted(r: Requester): NotCounted | null {
  if (optedOut({ doNotTrack: r.dnt, globalPrivacyControl: r.secGpc })) return 'opted-out';
  if (isPrefetch(r)) return 'prefetch';
  if (isBot(r.userAgent)) return 'bot';
  if (r.role === 'admin') return 'admin';
  return null;
}

/** The article an event says was read (an `article-read` with a whole positive articleId), else null. */
export function articleReadOf(event: Pick<AnalyticsEvent, 'name' | 'data'>): number | null {
  if (event.name !== ANALYTICS_EVENT.articleRead) return null;
  const id = event.data?.articleId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The same reader reading the same article again within this long is one read. */
export const READ_AGAIN_AFTER_SECONDS = 1800;
