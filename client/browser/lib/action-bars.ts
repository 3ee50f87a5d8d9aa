/**
 * @module Reading and painting the server-rendered action bars (components/ActionBar.tsx). An
 * article can show in several bars on one page (two zones, a card and the article page), so every
 * change paints all of them. The bar's data attributes hold the counts; aria-pressed the marks.
 */
import { asVote, type Vote } from '../../../worker/contracts/votes';

export type BarState = { up: number; down: number; voted: Vote; saved: boolean };

export const barsOf = (id: number): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(`[data-actions="${id}"]`)];

export function readBar(bar: HTMLElement): BarState {
  const pressed = (sel: string) => bar.querySelector(sel)?.getAttribute('aria-pressed') === 'true';
  return {
    up: Number(bar.dataset.up) || 0,
    down: Number(bar.dataset.down) || 0,
    voted: asVote(pressed('[data-press="up"]') ? 1 : pressed('[data-press="down"]') ? -1 : 0),
    saved: pressed('[data-save]'),
  };
}

export function paintBar(bar: HTMLElement, s: BarState): void {
  bar.dataset.up = String(s.up);
  bar.dataset.down = String(s.down);
  const up = bar.querySelector<HTMLElement>('[data-press="up"]');
  const down = bar.querySelector<HTMLElement>('[data-press="down"]');
  const save = bar.querySelector<HTMLElement>('[data-save]');
  up?.setAttribute('aria-pressed', String(s.voted === 1));
  down?.setAttribute('aria-pressed', String(s.voted === -1));
  const count = (el: HTMLElement | null, n: number) => {
    const c = el?.querySelector('[data-count]');
    if (c) c.textContent = String(n);
  };
  count(up, s.up);
  count(down, s.down);
  if (save) {
    save.setAttribute('aria-pressed', String(s.saved));
    // Its ☆/★ follows aria-pressed (components.css).
    const label = save.querySelector('[data-label]');
    if (label) label.textContent = s.saved ? 'Saved' : 'Save';
  }
}

/** Paints every bar of an article; `change` gets the current state (of the first bar). */
export function paintAll(id: number, change: (s: BarState) => BarState): BarState | null {
  const bars = barsOf(id);
  const first = bars[0];
  if (!first) return null;
  const next = change(readBar(first));
  for (const bar of bars) paintBar(bar, next);
  return next;
}
