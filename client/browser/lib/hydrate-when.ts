/**
 * @module When an island's code loads (docs/decisions/058-first-load-budget.md). Most islands load
 * at once; the few below are not needed by a first screen, and would take a page over its
 * first-load JS budget or its Lighthouse blocking time (issue 28) (≤ 90 KB gzip on / and an article, held by scripts/checks/first-load.test.ts).
 * Their server HTML works by itself until then (plain forms and links), so waiting loses nothing:
 *  - Comments: when the section comes within 200 px of the viewport, or is touched (pointer,
 *    focus); an article opened at #comments or ?comment_id has it in view and loads it at once;
 *  - Icymi: when it comes near the viewport (it only loads more stories once scrolled to);
 *  - Toaster: when there is a toast to show (one from the server, one left by the previous page,
 *    or one raised here: lib/toast.ts queues it until the Toaster drains the queue);
 *  - SiteHeader and Engagement (the action bars' handlers): when a reader reaches for them
 *    (lib/hydrate-on-intent.ts), or at once when the reader has marks of their own to paint;
 * The page's html[data-hydrated] waits only for the islands needed now.
 */
import { ENGAGEMENT_TARGETS } from './engagement-targets';
import { inIsland, wakeOnIntent } from './hydrate-on-intent';
import { PENDING_TOAST_KEY, TOAST_EVENT } from './toast';

/**
 * Starts `go` once the island is needed; true (or a promise of true) when that is now, and the
 * caller hydrates it in line (so html[data-hydrated] waits for it).
 */
type When = (el: HTMLElement, go: () => Promise<void>) => boolean | Promise<boolean>;

const NEAR_PX = 200;

/**
 * Near the viewport (200 px ahead) or touched, whichever comes first. Where the island is at load
 * comes from the observer's first report, made after the page's first layout: asking the box
 * itself (getBoundingClientRect) from this async entry, which can run before the stylesheet has
 * arrived, forced a layout of the whole unstyled page that the styled one then redid (the front
 * page's largest task in Lighthouse's trace, issue 28).
 */
const nearView: When = (el, go) => {
  // The island's wrapper is display: contents (no box of its own): watch what it contains.
  const boxes = [...el.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) return true;
  const TOUCH = ['pointerdown', 'focusin', 'keydown'] as const;
  return new Promise<boolean>((answer) => {
    let first = true;
    let done = false;
    const stop = () => {
      done = true;
      io.disconnect();
      for (const type of TOUCH) el.removeEventListener(type, touched, true);
    };
    // Touched before the first report: now, like one in view (an article opened at #comments).
    const touched = () => {
      if (done) return;
      stop();
      if (first) answer(true);
      else go();
    };
    const io = new IntersectionObserver(
      (entries) => {
        const near = entries.some((e) => e.isIntersecting);
        const atLoad = first;
        first = false;
        if (atLoad) answer(near);
        if (!near || done) return;
        stop();
        if (!atLoad) go();
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    for (const type of TOUCH) el.addEventListener(type, touched, { capture: true, passive: true });
    for (const box of boxes) io.observe(box);
  });
};

const toastWaiting = (el: HTMLElement): boolean => {
  const props = JSON.parse(el.dataset.props ?? '{}') as { initial?: unknown[] };
  if ((props.initial ?? []).length > 0) return true;
  if (((window as unknown as { __ewToasts?: unknown[] }).__ewToasts ?? []).length > 0) return true;
  try {
    return sessionStorage.getItem(PENDING_TOAST_KEY) !== null;
  } catch {
    return false;
  }
};

/** Marks of the reader's own to paint on the bars (their votes, their saves): needed at once. */
const hasMarks = (el: HTMLElement): boolean => {
  const props = JSON.parse(el.dataset.props ?? '{}') as { votes?: unknown[]; saved?: unknown[] };
  return (props.votes ?? []).length > 0 || (props.saved ?? []).length > 0;
};

const WHEN: Record<string, When> = {
  SiteHeader: (el, go) => {
    wakeOnIntent(el, inIsland, go);
    return false;
  },
  Engagement: (el, go) => {
    if (hasMarks(el)) return true;
    wakeOnIntent(el, (target) => target.closest(ENGAGEMENT_TARGETS) !== null, go);
    return false;
  },
  Comments: nearView,
  Icymi: nearView,
  Toaster: (el, go) => {
    if (toastWaiting(el)) return true;
    window.addEventListener(TOAST_EVENT, go, { once: true });
    return false;
  },
};

/** True when the island hydrates now; else `later` runs when it is needed (maybe never). */
export function hydrateNow(el: HTMLElement, later: () => Promise<void>): boolean | Promise<boolean> {
  const when = WHEN[el.dataset.island ?? ''];
  return when ? when(el, later) : true;
}
