/**
 * @module The popup runtime (spec §4), loaded by the reader entry after the page is interactive, in
 * a chunk of its own. It reads `GET /aux/popups`, keeps the ones this browser may still be shown
 * (display counters in local storage, `popup.<id>`), and runs each one's trigger chain
 * (contracts/popup-chain.ts): looked at each second (urlMatch, userState), on scroll (debounced
 * 60 ms) and when a pending delay runs out. The first popup whose chain completes is shown, once
 * its counter is raised; one popup at a time, none while another dialog is open, never on a page
 * with the subscribe funnel's card form, and none again on this page view once one was closed.
 * The dialog and React's renderer come in a further chunk (show.tsx), fetched only when a popup
 * is about to show: most page views show none and never load them.
 */
import type { ReaderPopupDto } from '../../../../worker/contracts/admin-popups';
import {
  advanceChain,
  type ChainState,
  chainStart,
  mayShow,
  POPUP_POLL_MS,
  POPUP_SCROLL_DEBOUNCE_MS,
  type PopupPage,
  type PopupViewer,
  profileAsk,
  readCount,
  scrollPercent,
} from '../../../../worker/contracts/popup-chain';
import type { ProfileDto } from '../../../../worker/contracts/profile';
import { callApi } from '../../lib/api';
import { localStore, POPUP_COUNTER_PREFIX } from '../../lib/local-caches';

const counterKey = (id: number) => `${POPUP_COUNTER_PREFIX}${id}`;

/** The subscribe funnel's card form: a popup must never cover it. */
const CARD_FORM = '[data-island="PaymentForm"], [data-payment-form]';

function displays(id: number): number {
  return readCount(localStore()?.getItem(counterKey(id)) ?? null);
}

function countDisplay(id: number) {
  localStore()?.setItem(counterKey(id), String(displays(id) + 1));
}

const viewerOf = (p: ProfileDto): PopupViewer => ({
  email: p.email,
  phone: p.phone,
  subscribed: p.subscribed,
  subscription_end: p.subscription_end,
});

/** A visitor without a session has no profile to read (spec §6: the default profile, no call). */
async function loadViewer(): Promise<PopupViewer> {
  if (document.documentElement.dataset.session !== 'reader') return null;
  const res = await callApi<ProfileDto>('/api/profile');
  return res.ok ? viewerOf(res.data) : null;
}

function pageNow(viewer: PopupViewer): PopupPage {
  const doc = document.documentElement;
  return {
    url: location.pathname + location.search,
    scroll: scrollPercent(window.scrollY, window.innerHeight, doc.scrollHeight),
    viewer,
  };
}

/** Another dialog open (a sign-up prompt, the payment modal) or the card form on the page. */
const blocked = () => document.querySelector('dialog[open]') !== null || document.querySelector(CARD_FORM) !== null;

export async function startPopups(): Promise<void> {
  if (document.querySelector(CARD_FORM)) return;
  const list = await callApi<ReaderPopupDto[]>('/aux/popups');
  if (!list.ok || !Array.isArray(list.data)) return;
  const popups = list.data.filter((p) => mayShow(displays(p.id), p.config.frequency));
  if (!popups.length) return;
  let viewer = await loadViewer();

  const chains = new Map<number, ChainState>(popups.map((p) => [p.id, chainStart(Date.now())]));
  let finished = false;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    finished = true;
    clearInterval(poll);
    clearTimeout(wake);
    clearTimeout(debounce);
    window.removeEventListener('scroll', onScroll);
  };

  function show(popup: ReaderPopupDto) {
    stop();
    countDisplay(popup.id);
    const ask = popup.type === 'update-profile' ? profileAsk(popup.config.trigger, viewer) : null;
    void import('./show')
      .then((m) =>
        m.showPopup(popup, ask, (p) => {
          viewer = viewerOf(p);
        }),
      )
      .catch((e) => console.warn('popups', e));
  }

  function tick() {
    if (finished) return;
    const now = Date.now();
    const page = pageNow(viewer);
    let next: number | null = null;
    for (const popup of popups) {
      const r = advanceChain(popup.config.trigger, chains.get(popup.id)!, page, now);
      chains.set(popup.id, r.state);
      if (r.done && !blocked()) return show(popup);
      if (r.wakeAt !== null) next = next === null ? r.wakeAt : Math.min(next, r.wakeAt);
    }
    clearTimeout(wake);
    if (next !== null) wake = setTimeout(tick, Math.max(0, next - now));
  }

  function onScroll() {
    clearTimeout(debounce);
    debounce = setTimeout(tick, POPUP_SCROLL_DEBOUNCE_MS);
  }

  const poll = setInterval(tick, POPUP_POLL_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  tick();
}
