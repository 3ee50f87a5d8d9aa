/**
 * @module Zone layouts: each web_layout id picks how many articles show and which card style.
 * Runtime-neutral: the server renders with it, tests pin it. Layout 10 hides images (spec).
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

/** Unknown ids fall back to layout 0's neighbour: a plain grid of portrait cards. */
export function layoutFor(id: number): Layout {
  return LAYOUTS.get(id) ?? { id, count: 3, style: 'portrait', images: true, columns: 3 };
}
