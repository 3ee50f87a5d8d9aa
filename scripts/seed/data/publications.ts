/** @module The 25 (fictional) publications whose stories the seed's articles link to. */

export interface Publication {
  name: string;
  domain: string;
  /** Category slugs this outlet mostly covers; empty means a general-news outlet. */
  beats: readonly string[];
}

/** The first is Edgewire's own desk: exclusive content (mxm_exclusive) is published under it. */
export const PUBLICATIONS: readonly Publication[] = [
  { name: 'Edgewire Originals', domain: 'edgewire.example', beats: [] },
  { name: 'The Daily Ledger', domain: 'dailyledger.com', beats: [] },
  { name: 'Capitol Courier', domain: 'capitolcourier.com', beats: ['politics', 'nation'] },
  { name: 'Metro Dispatch', domain: 'metrodispatch.com', beats: [] },
  { name: 'The Prairie Post', domain: 'prairiepost.com', beats: ['nation', 'business', 'climate'] },
  { name: 'Coastal Herald', domain: 'coastalherald.com', beats: [] },
  { name: 'Summit Tribune', domain: 'summittribune.com', beats: ['nation', 'politics', 'sports'] },
  { name: 'Bay City Chronicle', domain: 'baycitychronicle.com', beats: [] },
  { name: 'Frontier Report', domain: 'frontierreport.com', beats: ['politics', 'opinion', 'world'] },
  { name: 'Gulf Coast Gazette', domain: 'gulfcoastgazette.com', beats: ['nation', 'climate', 'food'] },
  { name: 'Northwind News', domain: 'northwindnews.com', beats: [] },
  { name: 'The Civic Review', domain: 'civicreview.org', beats: ['politics', 'education', 'opinion'] },
  { name: 'Market Signal', domain: 'marketsignal.com', beats: ['business', 'technology'] },
  { name: 'Circuit Weekly', domain: 'circuitweekly.com', beats: ['technology', 'science'] },
  { name: 'Orbit Science Daily', domain: 'orbitsciencedaily.com', beats: ['science', 'climate'] },
  { name: 'Pulse Health Journal', domain: 'pulsehealthjournal.com', beats: ['health', 'science'] },
  { name: 'Box Score Wire', domain: 'boxscorewire.com', beats: ['sports'] },
  { name: 'Marquee Magazine', domain: 'marqueemag.com', beats: ['entertainment', 'lifestyle'] },
  { name: 'Global Lens', domain: 'globallens.news', beats: ['world', 'politics'] },
  { name: 'Green Horizon', domain: 'greenhorizon.org', beats: ['climate', 'science'] },
  { name: 'Campus Times', domain: 'campustimes.news', beats: ['education'] },
  { name: 'Wayfarer Travel', domain: 'wayfarertravel.com', beats: ['travel', 'lifestyle'] },
  { name: 'The Supper Table', domain: 'suppertable.com', beats: ['food', 'lifestyle'] },
  { name: 'Heartland Observer', domain: 'heartlandobserver.com', beats: [] },
  { name: 'Pacific Ridge Press', domain: 'pacificridgepress.com', beats: [] },
];
