/**
 * @module Zone layouts: each web_layout id picks how many articles show and which card style.
 * Also the spec's breakpoints and where promo banners go between zones. Runtime-neutral: the
 * server renders with it, tests pin it. Layout 10 hides images (spec); 100 is the image-less
 * "title block" form of jumbo; 25 is the action-bar-only layout.
 */

export type CardStyle = 'jumbo' | 'landscape' | 'portrait' | 'mini' | 'action';
export type Layout = { id: number; count: number; style: CardStyle; images: boolean; columns: 1 | 2 | 3 | 4 };

const table: Layout[] = [
  { id: 0, count: 1, style: 'jumbo', images: true, columns: 1 },
  { id: 1, count: 2, style: 'landscape', images: true, columns: 2 },
  { id: 2, count: 3, style: 'portrait', images: true, columns: 3 },
  { id: 3, count: 4, style: 'portrait', images: true, columns: 4 },
  { id: 4, count: 4, style: 'mini', images: true, columns: 2 },
  { id: 5, count: 6, style: 'mini', images: true, columns: 3 },
  { id: 6, count: 1, style: 'landscape', images: true, columns: 1 },
  { id: 7, count: 3, style: 'landscape', images: true, columns: 1 },
  { id: 8, count: 6, style: 'portrait', images: true, columns: 3 },
  { id: 9, count: 8, style: 'mini', images: true, columns: 4 },
  { id: 10, count: 5, style: 'mini', images: false, columns: 1 },
  { id: 11, count: 9, style: 'portrait', images: true, columns: 3 },
  { id: 16, count: 2, style: 'portrait', images: true, columns: 2 },
  { id: 25, count: 5, style: 'action', images: false, columns: 1 },
  { id: 99, count: 9, style: 'mini', images: true, columns: 3 },
  { id: 100, count: 1, style: 'jumbo', images: false, columns: 1 },
];

export const LAYOUTS: ReadonlyMap<number, Layout> = new Map(table.map((l) => [l.id, l]));

/** An id the table does not know (an editor's typo, a newer app's layout) still draws: 3 portrait cards. */
export function layoutFor(id: number): Layout {
  return LAYOUTS.get(id) ?? { id, count: 3, style: 'portrait', images: true, columns: 3 };
}

/**
 * Spec: "below 720 small, below 800 medium, otherwise large". The same numbers are Tailwind's
 * `sm` (720px) and `md` (800px) breakpoints in client/styles/app.css, so `sm:` means "medium and
 * up" and `md:` means "large".
 */
export const BREAKPOINTS = { medium: 720, large: 800 } as const;
export type LayoutSize = 'small' | 'medium' | 'large';

export function layoutSize(widthPx: number): LayoutSize {
  return widthPx < BREAKPOINTS.medium ? 'small' : widthPx < BREAKPOINTS.large ? 'medium' : 'large';
}

/**
 * Where promo banners go. Spec: "inserted at every zone index divisible by 3 (small layout) and by
 * 5 (large layout)". Read as: on the small layout a banner follows every 3rd zone, on the medium
 * and large layouts every 5th (a phone scrolls past far fewer cards per zone than a desktop).
 * The index is the 1-based position of the zone the banner follows, which is the same as the
 * 0-based index of the zone it precedes, minus the index 0 (nothing goes above the first zone).
 * A position divisible by both (15, 30) gets one banner shown on every layout. A banner may follow
 * the last zone.
 */
export type PromoSlot = { after: number; small: boolean; wide: boolean };

export function promoSlots(zoneCount: number): PromoSlot[] {
  const slots: PromoSlot[] = [];
  for (let after = 1; after <= zoneCount; after++) {
    const small = after % 3 === 0;
    const wide = after % 5 === 0;
    if (small || wide) slots.push({ after, small, wide });
  }
  return slots;
}

/**
 * "On mobile" (the app-store snackbar) means a phone or tablet, not a narrow desktop window:
 * Client Hints' `mobile` flag when the browser sends it, else the user-agent string.
 */
export function isMobileDevice(userAgent: string, uaDataMobile?: boolean): boolean {
  if (uaDataMobile === true) return true;
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone|Opera Mini|IEMobile/i.test(userAgent);
}
