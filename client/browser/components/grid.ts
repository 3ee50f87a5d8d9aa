/**
 * @module A zone layout's columns from medium width up, shared by the trending zones and the local
 * feed's groups. Small (<720px): one column; medium (<800px): two; large: the layout's own count.
 * Four-column layouts (4 or 8 cards) stay at two until 1024px: four ~175px columns are too narrow
 * for a mini card, and three would leave an orphan.
 */
export const GRID_COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;
