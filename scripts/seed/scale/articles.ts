/**
 * @module Scale articles and their ordered tags, one pure function per id: the demo's headline and
 * body generators (../text.ts) at realistic lengths, tags drawn by Zipf from publications, topics,
 * 200+ locations and authors. Counters (votes, comments) come from the plan, so they are exact.
 */
import type { ArticleInfo } from '../articles';
import type { PlaceRef, TagRef } from '../catalog';
import { WEEKDAYS } from '../data/taxonomy';
import { Rng } from '../prng';
import { articleUrl, pickCountry, type StoryContext, writeBody, writeHeadline } from '../text';
import type { Row } from '../types';
import { articleDate, type Plan } from './plan';
import { unit } from './zipf';

/** Body text length: log-normal around plan.bodyChars, a newsroom's mix of briefs and long reads. */
const SIGMA = 0.5;
const MIN_SHARE = 0.3;
const MAX_SHARE = 5;

export const UP_SHARE = 0.85;

/** The k-th vote on article id: its direction (1 up, -1 down). Shared by the votes rows and the counters. */
export const voteDirection = (plan: Plan, id: number, k: number): 1 | -1 => (unit(plan.salt, id, k, 11) < UP_SHARE ? 1 : -1);

function targetLength(rng: Rng, median: number): number {
  // Box-Muller from two draws.
  const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return Math.min(MAX_SHARE * median, Math.max(MIN_SHARE * median, Math.round(median * Math.exp(SIGMA * z))));
}

const pick = (pool: Plan['tagPools'][keyof Plan['tagPools']], rng: Rng): TagRef => pool.refs[pool.zipf.rank(rng.next())] as TagRef;

export function buildArticle(plan: Plan, id: number): { article: Row; tags: Row[]; info: ArticleInfo } {
  const rng = new Rng(`${plan.seed}:scale-article:${id}`);
  const { catalog, tagPools } = plan;
  const date = articleDate(plan, id);
  const published = plan.drafted[id - 1] === 0;
  const category = pick(tagPools.category, rng);
  const contentType = rng.weighted([
    ['other', 58],
    ['mxm_exclusive', 30],
    ['mxm_ai', 12],
  ] as const);
  const paywall = rng.weighted(
    contentType === 'mxm_exclusive'
      ? ([
          ['paid', 50],
          ['authorized', 25],
          ['free', 25],
        ] as const)
      : ([
          ['free', 90],
          ['authorized', 5],
          ['paid', 5],
        ] as const),
  );
  const location = category.tag !== 'world' && rng.chance(0.7) ? pick(tagPools.location, rng) : null;
  const place: PlaceRef | null = location ? (plan.cities.get(location.id) ?? null) : null;
  const weekday = WEEKDAYS[new Date(date * 1000).getUTCDay()] as string;
  const ctx: StoryContext = {
    category: category.tag,
    city: place?.city ?? null,
    state: place?.state ?? (location ? (plan.states.get(location.id) ?? null) : null),
    country: pickCountry(rng),
    weekday,
    contentType,
  };
  const { title } = writeHeadline(ctx, rng, new Map());
  // One story, then more paragraphs from further drafts on the same subject until the body is long enough.
  const target = targetLength(rng, plan.bodyChars);
  const first = writeBody(title, ctx, rng);
  const html = [first.html];
  const text = [first.text];
  let length = first.text.length;
  while (length < target) {
    // Only the first draft carries the AI note of an mxm_ai story.
    const more = writeBody(title, { ...ctx, contentType: 'other' }, rng);
    html.push(more.html);
    text.push(more.text);
    length += more.text.length + 2;
  }

  const publication = pick(tagPools.publication, rng);
  const tagIds: number[] = [publication.id];
  if (rng.chance(0.12)) tagIds.push((catalog.weekdays[new Date(date * 1000).getUTCDay()] as TagRef).id);
  tagIds.push(category.id);
  // Topics: mostly one filed under the story's category, sometimes one from anywhere (Zipf-skewed).
  const own = catalog.topics[category.tag] ?? [];
  for (let i = rng.int(1, 2); i > 0; i--) tagIds.push(own.length > 0 && rng.chance(0.8) ? rng.pick(own).id : pick(tagPools.topic, rng).id);
  if (location) {
    tagIds.push(location.id);
    if (place) tagIds.push(place.stateTag.id);
  }
  if (rng.chance(0.05)) tagIds.push(rng.pick(catalog.curatorRefs).tag.id);
  tagIds.push(pick(tagPools.author, rng).id);
  const unique = [...new Set(tagIds)];

  let upvotes = 0;
  const votes = plan.votes[id - 1] as number;
  for (let k = 0; k < votes; k++) if (voteDirection(plan, id, k) === 1) upvotes++;
  const domain = (catalog.publications.find((p) => p.id === publication.id) ?? catalog.publications[0])?.domain ?? 'edgewire.example';
  const article: Row = {
    id,
    title,
    content: html.join('\n'),
    content_text: text.join('\n\n'),
    url: articleUrl(domain, category.tag, date, title),
    image_url: null,
    blur_hash: null,
    date,
    scheduled_date: null,
    status: published ? 'published' : 'drafted',
    content_type: contentType,
    paywall,
    upvotes,
    downvotes: votes - upvotes,
    comments_count: plan.comments[id - 1] as number,
    created: date,
    modified: date,
  };
  return {
    article,
    tags: unique.map((tagId, position) => ({ article_id: id, tag_id: tagId, position })),
    info: { id, date, published, category: category.tag, contentType, paywall, place, tagIds: unique },
  };
}
