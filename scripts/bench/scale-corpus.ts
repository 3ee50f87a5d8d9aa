/**
 * @module What the scale bench measures in one corpus: its manifest (<persist>/scale-seed.json,
 * written by npm run seed:scale) and the ids its routes need, read once from its D1 before any
 * load (tags by size, published article ids, a rare word). The picks are pure functions, tested.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mulberry32 } from '../seed/prng.ts';
import { CHECKPOINT_FILE, type Checkpoint } from '../seed/scale/checkpoint.ts';
import type { D1 } from './backoffice-seed.ts';

/** Spec: 17 stories per tag-feed page (worker/features/tags/rules.ts TAG_FEED_PAGE_SIZE). */
export const TAG_PAGE_SIZE = 17;
/** The deep page of a tag feed the issue asks for. */
export const DEEP_TAG_PAGE = 50;
/** Random article ids taken in turn: more than the isolate's guest-read memo (512) holds. */
export const ARTICLE_SAMPLE = 5000;

export type Manifest = Checkpoint & { dir: string };

/** The finished scale state in `dir`, or a clear refusal (never a demo state: it has no manifest). */
export function readManifest(dir: string): Manifest {
  const file = join(resolve(dir), CHECKPOINT_FILE);
  if (!existsSync(file))
    throw new Error(`${dir} has no ${CHECKPOINT_FILE}: write a corpus there with npm run seed:scale -- --persist ${dir}`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Checkpoint;
  if (!manifest.finishedAt) throw new Error(`${dir}: the scale seed has not finished (rerun npm run seed:scale with the same arguments)`);
  return { ...manifest, dir };
}

/** 10000 → "10k", 1000000 → "1M", 2500 → "2.5k". */
export function sizeLabel(articles: number): string {
  const short = (n: number) => String(Number(n.toFixed(1)));
  if (articles >= 1e6) return `${short(articles / 1e6)}M`;
  if (articles >= 1e3) return `${short(articles / 1e3)}k`;
  return String(articles);
}

/** "10k", "10k" → "10k", "10k #2": the same state may be given twice (trials of the ratio table). */
export function uniqueLabels(labels: string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((l) => {
    const n = (seen.get(l) ?? 0) + 1;
    seen.set(l, n);
    return n === 1 ? l : `${l} #${n}`;
  });
}

export interface TagCount {
  id: number;
  type: string;
  tag: string;
  name: string;
  /** Published articles carrying the tag. */
  articles: number;
}

/** `/trending/{type:tag}`: the explicit form, so a slug shared by two types cannot pick the other. */
export const tagPath = (t: Pick<TagCount, 'type' | 'tag'>) => `/trending/${t.type}:${t.tag}`;

/**
 * The big tag is the one with the most published articles. The small tag is the location tag
 * with the fewest that still has a page DEEP_TAG_PAGE (a tag of any type when no location has):
 * at 10k articles that is still a big location, at 1M one in the long tail, a sparse tag whose
 * deep page an index that is not the tag's own would have to walk far for.
 */
export function pickTags(counts: TagCount[], page = DEEP_TAG_PAGE, size = TAG_PAGE_SIZE): { big: TagCount; small: TagCount } {
  const deep = counts.filter((t) => t.articles > (page - 1) * size);
  if (deep.length === 0) throw new Error(`no tag has ${page} pages of ${size} articles: the corpus is too small for the tag routes`);
  const byArticles = (a: TagCount, b: TagCount) => a.articles - b.articles || a.id - b.id;
  const big = [...counts].sort(byArticles).at(-1)!;
  const locations = deep.filter((t) => t.type === 'location');
  const small = [...(locations.length ? locations : deep)].sort(byArticles)[0]!;
  return { big, small };
}

/** Single-word city names of location tags ("Tuscaloosa-AL" → "Tuscaloosa"), fewest articles first. */
export function rareWordCandidates(counts: TagCount[], limit = 8): string[] {
  return counts
    .filter((t) => t.type === 'location' && t.articles > 0 && /^[A-Za-z]{4,}-[A-Z]{2}$/.test(t.name))
    .sort((a, b) => a.articles - b.articles || a.id - b.id)
    .slice(0, limit)
    .map((t) => t.name.slice(0, -3));
}

/** `k` distinct ids in [1, n] in a seeded random order (all of them, shuffled, when k ≥ n). */
export function sampleIds(n: number, k: number, seed: number): number[] {
  const random = mulberry32(seed);
  if (k >= n) {
    const all = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }
    return all;
  }
  const chosen = new Set<number>();
  while (chosen.size < k) chosen.add(1 + Math.floor(random() * n));
  return [...chosen];
}

export interface CorpusFacts {
  big: TagCount;
  small: TagCount;
  /** Published article ids in a random order. */
  articleIds: number[];
  rareWord: string;
  /** Articles the words match (FTS, every field): the work a search has to rank. */
  matches: { common: number; rare: number };
}

export const COMMON_WORD = 'city';

/** Reads what the routes need from the served corpus's D1 (the served Miniflare's own binding). */
export async function discoverCorpus(d1: D1, articles: number): Promise<CorpusFacts> {
  const tagRows = await d1
    .prepare(
      `SELECT t.id, t.type, t.tag, t.name, count(*) AS articles FROM article_tags at JOIN tags t ON t.id = at.tag_id
       WHERE at.published_date IS NOT NULL GROUP BY at.tag_id`,
    )
    .all<TagCount>();
  const { big, small } = pickTags(tagRows.results);

  // Drafts answer 404: random ids are filtered to published ones, 500 literals a statement.
  const candidates = sampleIds(articles, Math.min(articles, Math.ceil(ARTICLE_SAMPLE * 1.1)), articles);
  const published = new Set<number>();
  for (let i = 0; i < candidates.length; i += 500) {
    const chunk = candidates.slice(i, i + 500);
    const rows = await d1
      .prepare(`SELECT id FROM articles WHERE status = 'published' AND id IN (${chunk.join(',')})`)
      .all<{ id: number }>();
    for (const r of rows.results) published.add(r.id);
  }
  const articleIds = candidates.filter((id) => published.has(id)).slice(0, ARTICLE_SAMPLE);
  if (articleIds.length === 0) throw new Error('no published article found among random ids');

  const matchCount = async (word: string) =>
    (await d1.prepare('SELECT count(*) AS n FROM articles_fts WHERE articles_fts MATCH ?').bind(`"${word}"`).first<{ n: number }>())?.n ??
    0;
  let rare: { word: string; n: number } | undefined;
  for (const word of rareWordCandidates(tagRows.results)) {
    const n = await matchCount(word);
    if (n > 0 && (!rare || n < rare.n)) rare = { word, n };
  }
  if (!rare) throw new Error('no rare word found (no single-word city among the location tags matches any article)');
  return { big, small, articleIds, rareWord: rare.word.toLowerCase(), matches: { common: await matchCount(COMMON_WORD), rare: rare.n } };
}
