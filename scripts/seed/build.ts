/**
 * @module The pure seed builder: every row and R2 object, from the anchor date and seeded PRNG
 * streams alone. No clock, no Math.random, no I/O, so a second run yields identical rows.
 */
import { articleImageKey, buildArticles } from './articles';
import { buildBlocks, POPUP_IMAGE_KEY } from './blocks';
import { buildCatalog } from './catalog';
import { buildComments } from './comments';
import { type GeneratedImage, makeAvatar, makeLogo } from './images/index';
import { buildLayout } from './layout';
import { articlePictures } from './pictures';
import { Rng } from './prng';
import { drawJob, type ImageJob, jobKey } from './render';
import { buildTraffic } from './traffic';
import { DAY, type Row, type SeedData, type SeedObject } from './types';
import { buildUsers, DEMO_USER_COUNT, READER_COUNT } from './users';

/** Where pixels come from; tests can swap in something cheaper. */
export interface ImageMaker {
  /** A story's picture (its source is the picture key) or, without `picture`, an illustration keyed by `source`. */
  article(source: string, picture?: ImageJob['picture']): GeneratedImage;
  logo(name: string): GeneratedImage;
  avatar(name: string): GeneratedImage;
}

export const defaultImages: ImageMaker = {
  article: (source, picture) => drawJob({ kind: 'article', source, key: '', picture }),
  logo: (name) => makeLogo(name),
  avatar: (name) => makeAvatar(name),
};

export const POPUP_IMAGE_SOURCE = 'popup-plus-offer';

/** Every image the seed needs. Stories' pictures follow from their rows (headline, tags, page order). */
export function imageJobs(rows: Omit<SeedData, 'objects'>): ImageJob[] {
  const catalog = buildCatalog(0);
  const pictures = articlePictures(rows.tables, catalog);
  return [
    ...catalog.logos.map(({ key, name }) => ({ kind: 'logo' as const, source: name, key })),
    ...catalog.avatars.map(({ key, name }) => ({ kind: 'avatar' as const, source: name, key })),
    ...rows.tables.articles.map((a) => {
      const { subject, composition, key } = pictures.get(a.id as number) as NonNullable<ReturnType<typeof pictures.get>>;
      return { kind: 'article' as const, source: key, key: articleImageKey(a.id as number), picture: { subject, composition } };
    }),
    { kind: 'article', source: POPUP_IMAGE_SOURCE, key: POPUP_IMAGE_KEY },
  ];
}

/** An ImageMaker over images drawn ahead of time (by renderImages). */
export function drawnImages(drawn: Map<string, GeneratedImage>): ImageMaker {
  const get = (kind: ImageJob['kind'], source: string) => {
    const image = drawn.get(jobKey({ kind, source }));
    if (!image) throw new Error(`image ${kind}:${source} was not drawn`);
    return image;
  };
  return { article: (key) => get('article', key), logo: (name) => get('logo', name), avatar: (name) => get('avatar', name) };
}

export interface BuildOptions {
  /** Epoch seconds of a UTC midnight. */
  anchor: number;
  images?: ImageMaker;
  /** Called after each image is drawn (drawing is the slow part); does not affect the result. */
  onImage?: (done: number, total: number) => void;
}

export function utcMidnight(epochMs: number): number {
  return Math.floor(epochMs / 1000 / DAY) * DAY;
}

/** Every row, with articles' blur_hash still null: the part of the seed that needs no pixels. */
export async function buildRows(anchor: number): Promise<Omit<SeedData, 'objects'>> {
  if (!Number.isInteger(anchor) || anchor % DAY !== 0) throw new Error(`anchor must be a UTC midnight in epoch seconds, got ${anchor}`);
  const catalog = buildCatalog(anchor);
  const { articles, articleTags, infos } = buildArticles(catalog, anchor);
  const users = await buildUsers(catalog, infos, anchor);
  const { comments, comment_edits, counts } = buildComments(infos, DEMO_USER_COUNT + READER_COUNT, anchor);
  setCounters(articles, users.votes, counts, anchor);
  return {
    anchor,
    tables: {
      tags: catalog.tags,
      curators: catalog.curators,
      articles,
      article_tags: articleTags,
      users: users.users,
      comments,
      comment_edits,
      ...buildLayout(catalog, infos, anchor),
      ...buildBlocks(anchor),
      password_credentials: users.password_credentials,
      subscriptions: users.subscriptions,
      tag_follows: users.tag_follows,
      curator_follows: users.curator_follows,
      votes: users.votes,
      bookmarks: users.bookmarks,
      ...buildTraffic(
        infos,
        users.users.map((u) => u.id as number),
        anchor,
      ),
    },
  };
}

/** Adds the images: one R2 object per image job, and each article's blur_hash from its own pixels. */
export function attachImages(rows: Omit<SeedData, 'objects'>, images: ImageMaker, onImage?: BuildOptions['onImage']): SeedData {
  const articles = new Map(rows.tables.articles.map((a) => [articleImageKey(a.id as number), a]));
  const jobs = imageJobs(rows);
  const objects: SeedObject[] = jobs.map((job, i) => {
    const image = job.kind === 'article' ? images.article(job.source, job.picture) : images[job.kind](job.source);
    const article = articles.get(job.key);
    if (article) article.blur_hash = image.blurHash;
    onImage?.(i + 1, jobs.length);
    return { key: job.key, body: image.bytes, contentType: image.mime };
  });
  const missing = rows.tables.articles.find((a) => a.blur_hash === null);
  if (missing) throw new Error(`article ${missing.id} has no image`);
  return { ...rows, objects };
}

export async function buildSeed({ anchor, images = defaultImages, onImage }: BuildOptions): Promise<SeedData> {
  return attachImages(await buildRows(anchor), images, onImage);
}

/**
 * Vote totals: the seeded votes plus a crowd of readers who are not in the users table, with
 * older stories having had longer to collect them. comments_count is exactly the visible comments.
 */
function setCounters(articles: Row[], votes: Row[], comments: Map<number, number>, anchor: number): void {
  const tally = new Map<number, { up: number; down: number }>();
  for (const vote of votes) {
    const t = tally.get(vote.article_id as number) ?? { up: 0, down: 0 };
    if (vote.direction === 1) t.up++;
    else t.down++;
    tally.set(vote.article_id as number, t);
  }
  for (const article of articles) {
    const id = article.id as number;
    if (article.status !== 'published') continue;
    const rng = new Rng(`counters:${id}`);
    const ageDays = (anchor - (article.date as number)) / DAY;
    const reach = Math.exp(rng.next() * 4.5) * (article.content_type === 'mxm_exclusive' ? 2 : 1);
    const crowdUp = Math.floor(reach * Math.min(3, 0.6 + Math.log2(ageDays + 1)));
    const crowdDown = Math.floor(crowdUp * rng.next() * 0.2);
    const seeded = tally.get(id) ?? { up: 0, down: 0 };
    article.upvotes = crowdUp + seeded.up;
    article.downvotes = crowdDown + seeded.down;
    article.comments_count = comments.get(id) ?? 0;
  }
}
