/**
 * @module The popup runtime's rules (spec §4 "Popup triggers chain in order…", frequency, user
 * states), as pure functions the browser runs and the unit tables check: whether one step of a
 * trigger chain holds for what the page shows now, how the chain moves on a tick (and resets when an
 * earlier step stops holding), the user-state conditions, and the display counter. No zod and no
 * DOM: the browser imports these values (client/browser/popups/runtime.tsx feeds them the page).
 */
import type { PopupTriggerStep } from './admin-popups';

/** spec §4: a delay step waits this many seconds when it names no number. */
export const DEFAULT_DELAY_SECONDS = 2;
/** spec §4: urlMatch and userState are polled each second; scroll is debounced 60 ms (§9). */
export const POPUP_POLL_MS = 1000;
export const POPUP_SCROLL_DEBOUNCE_MS = 60;
/** spec §4: displays allowed per popup when its config names none (update-profile too). */
export const DEFAULT_POPUP_FREQUENCY = 1;

export type PopupUserState = NonNullable<PopupTriggerStep['userState']>;

/** Who is reading, as far as popups care: null for a visitor without a session. */
export type PopupViewer = {
  email: string | null;
  phone: string | null;
  subscribed: boolean;
  subscription_end: number | null;
} | null;

/** What the page shows at one instant: the address (path and query) and how far it is scrolled. */
export type PopupPage = { url: string; scroll: number; viewer: PopupViewer };

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * spec §4 user states: any; no-session (no email); signed-in; subscribed; no-subscription (not
 * subscribed and no subscription_end); expired-subscription (not subscribed but has subscription_end).
 */
export function userStateMet(state: PopupUserState, viewer: PopupViewer): boolean {
  switch (state) {
    case 'any':
      return true;
    case 'no-session':
      return blank(viewer?.email);
    case 'signed-in':
      return viewer !== null && !blank(viewer.email);
    case 'subscribed':
      return viewer?.subscribed === true;
    case 'no-subscription':
      return !viewer?.subscribed && viewer?.subscription_end == null;
    case 'expired-subscription':
      return viewer !== null && !viewer.subscribed && viewer.subscription_end != null;
  }
}

/**
 * Every condition of a step but its delay holds now. missingEmail / missingPhone need a signed-in
 * reader (a visitor has no profile to complete); `false` names no condition, as the editor reads it.
 */
export function stepHolds(step: PopupTriggerStep, page: PopupPage): boolean {
  if (step.urlMatch && !page.url.includes(step.urlMatch)) return false;
  if (step.userState && !userStateMet(step.userState, page.viewer)) return false;
  if (step.scrollDepth !== undefined && page.scroll < step.scrollDepth) return false;
  if (step.missingEmail && !(page.viewer && blank(page.viewer.email))) return false;
  if (step.missingPhone && !(page.viewer && blank(page.viewer.phone))) return false;
  return true;
}

/** The seconds a step waits after the one before it was met (0 when it names no delay). */
export function stepDelayMs(step: PopupTriggerStep): number {
  if (!('delay' in step)) return 0;
  const seconds = typeof step.delay === 'number' && Number.isFinite(step.delay) && step.delay >= 0 ? step.delay : DEFAULT_DELAY_SECONDS;
  return seconds * 1000;
}

/** Where a chain stands: `at` steps are met; the step `at` started (the one before was met) at `since` ms. */
export type ChainState = { at: number; since: number };

export const chainStart = (now: number): ChainState => ({ at: 0, since: now });

/**
 * One tick of a chain. An earlier step that no longer holds sends the chain back to it (later
 * steps reset, their delays start again); then each step that holds and has waited its delay is
 * met in turn. `done` when every step is met; `wakeAt` is when a pending delay runs out, so the
 * runtime can look again then instead of on the next second.
 */
export function advanceChain(
  steps: readonly PopupTriggerStep[],
  state: ChainState,
  page: PopupPage,
  now: number,
): { state: ChainState; done: boolean; wakeAt: number | null } {
  let { at, since } = state;
  const broken = steps.slice(0, at).findIndex((s) => !stepHolds(s, page));
  if (broken >= 0) {
    at = broken;
    since = now;
  }
  while (at < steps.length) {
    const step = steps[at]!;
    if (!stepHolds(step, page)) return { state: { at, since }, done: false, wakeAt: null };
    const due = since + stepDelayMs(step);
    if (now < due) return { state: { at, since }, done: false, wakeAt: due };
    at += 1;
    since = now;
  }
  return { state: { at, since }, done: true, wakeAt: null };
}

/**
 * How far down the page is scrolled, 0-100: the top of the viewport over the distance it can
 * travel. A page too short to scroll has been seen whole: 100.
 */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  const room = documentHeight - viewportHeight;
  if (room <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollTop / room) * 100));
}

/** spec §4 frequency: shown only while the count is below the maximum (default 1). */
export function mayShow(count: number, frequency: number | undefined): boolean {
  const max = typeof frequency === 'number' && frequency >= 1 ? frequency : DEFAULT_POPUP_FREQUENCY;
  return count < max;
}

/** A stored counter as a count: anything unreadable is 0 (storage is the reader's to edit). */
export function readCount(stored: string | null): number {
  const n = Number(stored);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * What the update-profile template asks for: the field its chain waits on (missingEmail,
 * missingPhone), else the first one the reader lacks; null when nothing is missing (the template
 * then links to the profile page). Without a viewer (the admin's preview) only the chain decides.
 */
export function profileAsk(steps: readonly PopupTriggerStep[], viewer: PopupViewer): 'email' | 'phone' | null {
  const wantsEmail = steps.some((s) => s.missingEmail);
  const wantsPhone = steps.some((s) => s.missingPhone);
  if (!viewer) return wantsEmail ? 'email' : wantsPhone ? 'phone' : null;
  if (blank(viewer.email) && (wantsEmail || !wantsPhone)) return 'email';
  if (blank(viewer.phone)) return 'phone';
  return null;
}
