/** @module Articles and their ordered tags: 320 published over 60 days, 10 scheduled drafts. */
import type { Catalog, PlaceRef, TagRef } from './catalog';
import { WEEKDAYS } from './data/taxonomy';
import { Rng } from './prng';
import { articleUrl, pickCountry, writeBody, writeHeadline } from './text';
import { DAY, mediaUrl, type Row } from './types';

export const PUBLISHED_COUNT = 320;
export const SCHEDULED_COUNT = 10;
export const SPAN_DAYS = 60;

export const articleImageKey = (id: number) => `seed/articles/${id}.png`;

/** What the other builders need to know about an article beyond its row. */
export interface ArticleInfo {
  id: number;
  date: number;
  published: boolean;
  category: string;
  contentType: string;
  paywall: string;
  place: PlaceRef | null;
  tagIds: number[];
}

const CATEGORY_WEIGHTS: Record<string, number> = {
  politics: 12,
  business: 10,
  technology: 9,
  science: 6,
  health: 7,
  sports: 10,
  entertainment: 7,
  world: 8,
  nation: 10,
  climate: 6,
  education: 4,
  travel: 3,
  food: 3,
  opinion: 3,
  lifestyle: 4,
};

/** The demo accounts follow some of these, so their local feeds are never empty. */
const BUSY_CITIES = ['austin-tx', 'denver-co', 'chicago-il', 'seattle-wa', 'new-york-city-ny', 'miami-fl', 'phoenix-az', 'atlanta-ga'];

/**
 * Publication dates, oldest first so ids grow with time. The first 60 cover every day of the
 * window; the rest lean towards recent days (density ~ 1/sqrt(age)), as a live site would.
 */
function publicationDates(anchor: number): number[] {
  const rng = new Rng('dates');
  const dates: number[] = [];
  for (let i = 0; i < PUBLISHED_COUNT; i++) {
    const daysAgo = i < SPAN_DAYS ? i : Math.floor(SPAN_DAYS * rng.next() ** 2);
    // Nothing after 23:00, so even yesterday's last story has room for an hour of comments.
    const secondOfDay = rng.int(6 * 3600, 23 * 3600 - 1);
    dates.push(anchor - (daysAgo + 1) * DAY + secondOfDay);
  }
  return dates.sort((a, b) => a - b);
}

function pickPaywall(rng: Rng, contentType: string): string {
  if (contentType === 'mxm_exclusive')
    return rng.weighted([
      ['paid', 50],
      ['authorized', 25],
      ['free', 25],
    ]);
  if (contentType === 'mxm_ai')
    return rng.weighted([
      ['free', 70],
      ['authorized', 30],
    ]);
  // Stays free whatever the setting (only exclusives are gated); a few exercise that rule.
  return rng.weighted([
    ['free', 90],
    ['authorized', 5],
    ['paid', 5],
  ]);
}

const weightsOf = (catalog: Catalog) => catalog.categories.map((c) => [c, CATEGORY_WEIGHTS[c.tag] ?? 1] as const);

/**
 * Article `id`'s category slug: the first draw of its stream, as buildArticles makes it. The images
 * are drawn before the rows are built (they do not depend on the anchor), and need it for their
 * pictogram.
 */
export const articleCategory = (catalog: Catalog, id: number): string => new Rng(`article:${id}`).weighted(weightsOf(catalog)).tag;

export function buildArticles(catalog: Catalog, anchor: number): { articles: Row[]; articleTags: Row[]; infos: ArticleInfo[] } {
  const scheduleRng = new Rng('schedule');
  const dates = publicationDates(anchor);
  const scheduled = Array.from(
    { length: SCHEDULED_COUNT },
    (_, i) => anchor + (1 + Math.floor(i / 2)) * DAY + scheduleRng.int(7 * 3600, 20 * 3600),
  );
  dates.push(...scheduled.sort((a, b) => a - b));
  const busy = catalog.places.filter((p) => BUSY_CITIES.includes(p.cityTag.tag));
  const categoryWeights = weightsOf(catalog);
  const titles = new Set<string>();
  const templateUse = new Map<string, number>();
  const articles: Row[] = [];
  const articleTags: Row[] = [];
  const infos: ArticleInfo[] = [];

  dates.forEach((date, index) => {
    const id = index + 1;
    const published = index < PUBLISHED_COUNT;
    const rng = new Rng(`article:${id}`);
    const category = rng.weighted(categoryWeights);
    const contentType = rng.weighted([
      ['other', 58],
      ['mxm_exclusive', 30],
      ['mxm_ai', 12],
    ]);
    const paywall = pickPaywall(rng, contentType);
    const pickPlace = () => (rng.chance(0.3) ? rng.pick(busy) : rng.pick(catalog.places));
    let place = category.tag !== 'world' && rng.chance(0.72) ? pickPlace() : null;
    const weekday = WEEKDAYS[new Date(date * 1000).getUTCDay()] as string;
    const ctx = {
      category: category.tag,
      city: place?.city ?? null,
      state: place?.state ?? null,
      country: pickCountry(rng),
      weekday,
      contentType,
    };

    const tried = new Set<string>();
    let headline = writeHeadline(ctx, rng, templateUse);
    for (let tries = 0; titles.has(headline.title); tries++) {
      tried.add(headline.template);
      if (tries === 50) throw new Error(`could not find a fresh headline for article ${id}`);
      // The few place-free headlines of a small category run out first; a place opens up the rest.
      if (tries === 10 && place === null && category.tag !== 'world') {
        place = pickPlace();
        Object.assign(ctx, { city: place.city, state: place.state });
      }
      headline = writeHeadline(ctx, rng, templateUse, tried);
    }
    const title = headline.title;
    titles.add(title);
    templateUse.set(headline.template, (templateUse.get(headline.template) ?? 0) + 1);
    const story = writeBody(title, ctx, rng);

    const publication =
      contentType === 'mxm_exclusive'
        ? (catalog.publications[0] as TagRef & { domain: string })
        : rng.pick(catalog.publications.slice(1).filter((p) => p.beats.length === 0 || p.beats.includes(category.tag)));
    const tagIds = orderTags(rng, catalog, {
      publication,
      category,
      place,
      namesCity: story.namesCity,
      date,
      published,
      anchor,
      contentType,
    });
    for (const [position, tagId] of tagIds.entries()) articleTags.push({ article_id: id, tag_id: tagId, position });

    const created = published ? date : anchor - DAY;
    articles.push({
      id,
      title,
      content: story.html,
      content_text: story.text,
      url: articleUrl(publication.domain, category.tag, date, title),
      image_url: mediaUrl(articleImageKey(id)),
      blur_hash: null,
      date,
      scheduled_date: published ? null : date,
      status: published ? 'published' : 'drafted',
      content_type: contentType,
      paywall,
      upvotes: 0,
      downvotes: 0,
      comments_count: 0,
      created,
      modified: created,
    });
    infos.push({ id, date, published, category: category.tag, contentType, paywall, place, tagIds });
  });
  return { articles, articleTags, infos };
}

interface TagChoice {
  publication: TagRef;
  category: TagRef;
  place: PlaceRef | null;
  namesCity: boolean;
  date: number;
  published: boolean;
  anchor: number;
  contentType: string;
}

/**
 * Publication, weekday flag (sometimes), category and topic, editorial flag, city and state,
 * curator, author. A few articles lead with the weekday flag or carry no category, which is
 * what the card's "first category-like tag that is not a weekday" rule exists for.
 */
function orderTags(rng: Rng, catalog: Catalog, choice: TagChoice): number[] {
  const { category, place } = choice;
  const weekdayTag = catalog.weekdays[new Date(choice.date * 1000).getUTCDay()] as TagRef;
  const ids: number[] = [];
  if (rng.chance(0.05)) ids.push(weekdayTag.id, choice.publication.id);
  else {
    ids.push(choice.publication.id);
    if (rng.chance(0.25)) ids.push(weekdayTag.id);
  }
  if (!rng.chance(0.06)) {
    ids.push(category.id);
    const topics = catalog.topics[category.tag] ?? [];
    if (topics.length > 0 && rng.chance(0.7)) ids.push(rng.pick(topics).id);
  }
  const ageDays = (choice.anchor - choice.date) / DAY;
  if (choice.published && ageDays < 3 && rng.chance(0.25))
    ids.push(catalog.flags[rng.pick(['Breaking', 'Developing', 'Live'] as const)].id);
  else if (rng.chance(0.1)) ids.push(catalog.flags[rng.pick(["Editor's Pick", 'Analysis'] as const)].id);
  if (place) {
    if (choice.namesCity) ids.push(place.cityTag.id);
    ids.push(place.stateTag.id);
  }
  const curators = catalog.curatorRefs.filter((c) => c.beats.includes(category.tag));
  if (rng.chance(0.45)) ids.push(rng.pick(curators.length > 0 ? curators : catalog.curatorRefs).tag.id);
  if (choice.contentType === 'mxm_exclusive' || rng.chance(0.8)) ids.push(rng.pick(catalog.authors).id);
  return [...new Set(ids)];
}
