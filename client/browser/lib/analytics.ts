/**
 * @module The analytics runtime (its own chunk, loaded by lib/tracking.ts after the page is
 * interactive; no third-party script). Events and spans are batched, debounced 250 ms
 * (contracts/analytics-batch.ts), and sent to `POST /aux/analytics` with the sessionId (`a.uid`)
 * and the session cookie when signed in; what is queued when the page goes away leaves by
 * sendBeacon. It records the page view, the article read (the article in view on a visible page
 * for ARTICLE_READ_MS), a connection ping every 60000 ms while visible, and how long the page was
 * visible. Other code adds events with `track`, or with a `ew:track` DOM event ({ name, data }).
 * Every failure is swallowed (spec §7); a reader who opted out (DNT / GPC) sends nothing.
 */
import type { AnalyticsBody, AnalyticsItem, AnalyticsSpan } from '../../../worker/contracts/analytics';
import {
  ANALYTICS_EVENT,
  ANALYTICS_PING_MS,
  ARTICLE_READ_MS,
  createBatcher,
  type Transport,
  VISIBLE_SPAN,
} from '../../../worker/contracts/analytics-batch';
import { idFromText } from '../../../worker/contracts/ids';
import { anonymousId } from './campaign';
import { trackingOptedOut } from './opt-out';

export const ANALYTICS_URL = '/aux/analytics';
type Data = Record<string, string | number | boolean | null>;
type Queued = { kind: 'event'; item: AnalyticsItem } | { kind: 'span'; item: AnalyticsSpan };

/** a.uid (made on every page load by lib/campaign.ts); where storage is blocked, one id for this page. */
let pageOnlyId: string | null = null;
function sessionId(): string {
  const kept = anonymousId();
  if (kept) return kept;
  pageOnlyId ??= crypto.randomUUID();
  return pageOnlyId;
}

function deliver(batch: Queued[], transport: Transport): void {
  const events = batch.flatMap((q) => (q.kind === 'event' ? [q.item] : []));
  const spans = batch.flatMap((q) => (q.kind === 'span' ? [q.item] : []));
  const body: AnalyticsBody = { sessionId: sessionId(), ...(events.length ? { events } : {}), ...(spans.length ? { spans } : {}) };
  const json = JSON.stringify(body);
  try {
    // A string goes as text/plain, which every browser's beacon sends (the route takes both).
    if (transport === 'beacon' && navigator.sendBeacon?.(ANALYTICS_URL, json)) return;
    void fetch(ANALYTICS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: json,
      credentials: 'same-origin',
      keepalive: transport === 'beacon',
    }).catch(() => undefined);
  } catch {
    // Swallowed: analytics never disturb the page.
  }
}

const batcher = createBatcher<Queued>({
  send: deliver,
  timers: { set: (run, ms) => window.setTimeout(run, ms), clear: (handle) => window.clearTimeout(handle as number) },
});

/** Run as the page goes away, before what is queued leaves by beacon (the visible time's span). */
const beforeLeaving: (() => void)[] = [];
// From the first import on, whoever queued the events (the payment form's cancel, say). Not on
// the server, which renders the islands that import this module.
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => {
    for (const last of beforeLeaving) last();
    batcher.flush('beacon');
  });

/** Queues an event (nothing when the reader opted out). */
export function track(name: string, data?: Data): void {
  if (trackingOptedOut()) return;
  batcher.add({ kind: 'event', item: { name, ...(data ? { data } : {}), timestamp: Date.now() } });
}

/** Queues a span: something that lasted `duration` ms. */
export function trackSpan(name: string, duration: number, data?: Data): void {
  if (trackingOptedOut()) return;
  batcher.add({
    kind: 'span',
    item: { name, duration: Math.max(0, Math.round(duration)), ...(data ? { data } : {}), timestamp: Date.now() },
  });
}

/**
 * Time that passes only while `active()` holds; `update()` is called whenever it may have changed.
 * `at` (ms of active time) fires `run` once.
 */
function activeClock(active: () => boolean, at?: { ms: number; run: () => void }) {
  let total = 0;
  let since: number | null = null;
  let timer: number | undefined;
  const elapsed = () => total + (since === null ? 0 : performance.now() - since);
  const fire = () => {
    if (!at) return;
    // A timer may fire a little early by performance.now(): wait out the rest.
    if (elapsed() < at.ms) {
      if (since !== null) timer = window.setTimeout(fire, at.ms - elapsed() + 1);
      return;
    }
    const run = at.run;
    at = undefined;
    run();
  };
  const update = () => {
    const on = active();
    if (on && since === null) {
      since = performance.now();
      if (at) timer = window.setTimeout(fire, Math.max(0, at.ms - total));
    } else if (!on && since !== null) {
      total += performance.now() - since;
      since = null;
      window.clearTimeout(timer);
    }
  };
  return { update, elapsed };
}

const visible = () => document.visibilityState === 'visible';
const articleOnPage = () => document.querySelector<HTMLElement>('article[data-article-id]');

function pageView(articleId: number | null): void {
  // The path only: a query can carry a share pass or a reset token.
  track(ANALYTICS_EVENT.pageView, { path: location.pathname, ...(articleId !== null ? { articleId } : {}) });
}

/** The page view, the read, the ping and the visible time of this page. */
function watchPage(): void {
  const article = articleOnPage();
  const articleId = idFromText(article?.dataset.articleId);
  pageView(articleId);

  const page = activeClock(visible);
  let inView = false;
  const reading =
    article && articleId !== null
      ? activeClock(() => visible() && inView, { ms: ARTICLE_READ_MS, run: () => track(ANALYTICS_EVENT.articleRead, { articleId }) })
      : null;
  if (article && reading) {
    const io = new IntersectionObserver((entries) => {
      inView = entries.some((e) => e.isIntersecting);
      reading.update();
    });
    io.observe(article);
  }

  let ping: number | undefined;
  const pinging = () => {
    window.clearInterval(ping);
    ping = visible() ? window.setInterval(() => track(ANALYTICS_EVENT.ping), ANALYTICS_PING_MS) : undefined;
  };

  const onVisibility = () => {
    page.update();
    reading?.update();
    pinging();
    // Mobile browsers may never fire pagehide: what is queued leaves when the page is hidden.
    if (!visible()) batcher.flush('beacon');
  };
  document.addEventListener('visibilitychange', onVisibility);
  page.update();
  pinging();

  beforeLeaving.push(() => trackSpan(VISIBLE_SPAN, page.elapsed(), { path: location.pathname }));
  // Back from the back/forward cache: a new view of the page.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) pageView(articleId);
  });
}

let started = false;

/** Called once the page is interactive (lib/tracking.ts). A prerendered page starts when shown. */
export function startAnalytics(): void {
  if (started || trackingOptedOut()) return;
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    document.addEventListener('prerenderingchange', startAnalytics, { once: true });
    return;
  }
  started = true;
  document.addEventListener('ew:track', (e) => {
    const detail = (e as CustomEvent<{ name?: unknown; data?: Data }>).detail;
    if (typeof detail?.name === 'string') track(detail.name, detail.data);
  });
  watchPage();
  // Tests and monitoring wait on this rather than on the clock.
  document.documentElement.dataset.analytics = 'on';
}
