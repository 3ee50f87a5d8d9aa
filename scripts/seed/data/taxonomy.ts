/** @module Categories, topics and flags: the seed's editorial vocabulary. */

/** 15 categories; the slug doubles as the key into the headline and body fragment tables. */
export const CATEGORIES: readonly (readonly [name: string, slug: string])[] = [
  ['Politics', 'politics'],
  ['Business', 'business'],
  ['Technology', 'technology'],
  ['Science', 'science'],
  ['Health', 'health'],
  ['Sports', 'sports'],
  ['Entertainment', 'entertainment'],
  ['World', 'world'],
  ['Nation', 'nation'],
  ['Climate', 'climate'],
  ['Education', 'education'],
  ['Travel', 'travel'],
  ['Food', 'food'],
  ['Opinion', 'opinion'],
  ['Lifestyle', 'lifestyle'],
];

/** 25 topics, each filed under the category whose stories it narrows. */
export const TOPICS: readonly (readonly [name: string, category: string])[] = [
  ['Elections', 'politics'],
  ['Supreme Court', 'politics'],
  ['Congress', 'politics'],
  ['Immigration', 'nation'],
  ['Economy', 'business'],
  ['Markets', 'business'],
  ['Real Estate', 'business'],
  ['Startups', 'technology'],
  ['Artificial Intelligence', 'technology'],
  ['Cybersecurity', 'technology'],
  ['Space', 'science'],
  ['Public Health', 'health'],
  ['Mental Health', 'health'],
  ['NFL', 'sports'],
  ['NBA', 'sports'],
  ['College Sports', 'sports'],
  ['Movies', 'entertainment'],
  ['Music', 'entertainment'],
  ['Streaming', 'entertainment'],
  ['Wildfires', 'climate'],
  ['Severe Weather', 'climate'],
  ['Energy', 'climate'],
  ['Public Safety', 'nation'],
  ['Transportation', 'nation'],
  ['Higher Education', 'education'],
];

/** Index = Date.getUTCDay(). The card's category rule skips exactly these names. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const EDITORIAL_FLAGS = ['Breaking', 'Live', "Editor's Pick", 'Developing', 'Analysis'] as const;
