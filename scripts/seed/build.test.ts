/** Fast, pure checks of the builder: no wrangler, no real image drawing. */
import { describe, expect, it } from 'vitest';
import { buildSeed, type ImageMaker, imageJobs } from './build';
import { NEIGHBOUR_WINDOW, repeatedNeighbours } from './images/assign';
import { pageOrders } from './pictures';

import { TRAFFIC_DAYS } from './traffic';
import { DAY, type SeedData } from './types';

const ANCHOR = Date.UTC(2026, 0, 15) / 1000;

/** Distinct bytes and a valid 4x3 blurhash per image, at no drawing cost. */
const stubImages: ImageMaker = (() => {
  const image = (seed: string) => ({
    bytes: new TextEncoder().encode(seed),
    width: 1,
    height: 1,
    blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    mime: 'image/png' as const,
  });
  return { article: (key) => image(`a:${key}`), logo: (name) => image(`l:${name}`), avatar: (name) => image(`v:${name}`) };
})();

const build = (anchor = ANCHOR): Promise<SeedData> => buildSeed({ anchor, images: stubImages });

describe('buildSeed', () => {
  it('builds the same rows and objects every time', async () => {
    const [a, b] = [await build(), await build()];
    expect(a).toEqual(b);
  });

  // A whole week, because stories and weekday flags name the day of the week they were published.
  it('moves only the dates when the anchor moves', async () => {
    const [a, b] = [await build(), await build(ANCHOR + 7 * DAY)];
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ date, scheduled_date, created, modified, url, ...rest }) => rest);
    expect(strip(b.tables.articles)).toEqual(strip(a.tables.articles));
    expect(b.tables.article_tags).toEqual(a.tables.article_tags);
    expect(b.tables.tags.map((t) => [t.id, t.name, t.tag])).toEqual(a.tables.tags.map((t) => [t.id, t.name, t.tag]));
    for (const [i, row] of b.tables.articles.entries()) expect(row.date).toBe((a.tables.articles[i]?.date as number) + 7 * DAY);
    expect(b.tables.comments.map((c) => c.id)).toEqual(a.tables.comments.map((c) => c.id));
  });

  it('rejects an anchor that is not a UTC midnight', async () => {
    await expect(buildSeed({ anchor: ANCHOR + 5, images: stubImages })).rejects.toThrow(/UTC midnight/);
  });

  it('draws exactly the images the rows refer to', async () => {
    const data = await build();
    const keys = new Set(data.objects.map((o) => o.key));
    expect(new Set(imageJobs(data).map((job) => job.key))).toEqual(keys);
    const referenced = [
      ...data.tables.articles.map((a) => a.image_url),
      ...data.tables.tags.map((t) => t.image_url).filter((url) => url !== null),
      ...data.tables.curators.map((c) => c.avatar_url),
    ];
    for (const url of referenced) expect(keys.has(String(url).replace(/^\/media\//, ''))).toBe(true);
  });

  it("draws each story's subject: the sport, the ballot box, the courthouse its headline and topics name", async () => {
    const data = await build();
    const tagById = new Map(data.tables.tags.map((t) => [t.id, t]));
    const topicsOf = new Map<number, string[]>();
    for (const link of data.tables.article_tags) {
      const tag = tagById.get(link.tag_id);
      if (tag?.type === 'topic')
        topicsOf.set(link.article_id as number, [...(topicsOf.get(link.article_id as number) ?? []), String(tag.tag)]);
    }
    const subjectOf = new Map(
      imageJobs(data)
        .filter((job) => job.picture)
        .map((job) => [Number(job.key.match(/(\d+)\.png$/)?.[1]), job.picture?.subject]),
    );
    expect(subjectOf.size).toBe(data.tables.articles.length);
    const expectations: [topic: string, subject: string][] = [
      ['nba', 'basketball'],
      ['nfl', 'football'],
      ['elections', 'ballot-box'],
    ];
    for (const [topic, subject] of expectations) {
      const tagged = [...topicsOf].filter(([, topics]) => topics.includes(topic)).map(([id]) => subjectOf.get(id));
      expect(tagged.length, topic).toBeGreaterThan(0);
      // Most follow the topic; the rest carry a headline that names a subject of its own.
      expect(tagged.filter((s) => s === subject).length, topic).toBeGreaterThan(tagged.length / 2);
    }
    const named: [RegExp, string][] = [
      [/Quarterback/, 'football'],
      [/Supreme Court/, 'courthouse'],
      [/Museum/, 'museum'],
    ];
    for (const [pattern, subject] of named) {
      const stories = data.tables.articles.filter((a) => pattern.test(String(a.title)));
      expect(stories.length, String(pattern)).toBeGreaterThan(0);
      for (const a of stories) expect(subjectOf.get(a.id as number), String(a.title)).toBe(subject);
    }
    expect(new Set(subjectOf.values()).size).toBeGreaterThanOrEqual(30);
  });

  it('never shows the same picture on two neighbouring cards of the latest feed, a tag page or the front page', async () => {
    const data = await build();
    const jobs = imageJobs(data);
    const picture = new Map(jobs.filter((j) => j.picture).map((j) => [Number(j.key.match(/(\d+)\.png$/)?.[1]), j.source]));
    const orders = pageOrders(data.tables);
    // The latest feed, one list per tag in use, and both front-page views.
    expect(orders.length).toBeGreaterThan(100);
    expect(repeatedNeighbours(orders, (id) => picture.get(id), NEIGHBOUR_WINDOW)).toEqual([]);
    expect(new Set(picture.values()).size).toBeGreaterThan(150);
  });

  it('keeps every date inside the window and every row id unique', async () => {
    const data = await build();
    const published = data.tables.articles.filter((a) => a.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(300);
    for (const a of published) {
      expect(a.date as number).toBeLessThan(ANCHOR);
      expect(a.date as number).toBeGreaterThanOrEqual(ANCHOR - 60 * DAY);
    }
    for (const a of data.tables.articles.filter((row) => row.status === 'drafted'))
      expect(a.scheduled_date as number).toBeGreaterThan(ANCHOR);
    for (const c of data.tables.comments) expect(c.created as number).toBeLessThan(ANCHOR);
    for (const [table, rows] of Object.entries(data.tables)) {
      if (rows[0] && 'id' in rows[0]) expect(new Set(rows.map((r) => r.id)).size, table).toBe(rows.length);
    }
    expect(new Set(data.tables.articles.map((a) => a.title)).size).toBe(data.tables.articles.length);
  });

  it('keeps content_text the plain text of content', async () => {
    const data = await build();
    for (const a of data.tables.articles) {
      expect(a.content_text).not.toMatch(/<[a-z]/);
      const firstParagraph = /<p>(.*?)<\/p>/.exec(String(a.content))?.[1] ?? '';
      expect(String(a.content_text).startsWith(firstParagraph.replace(/&amp;/g, '&'))).toBe(true);
    }
  });

  it('gives each of the seven days before the anchor visits, page views and article reads of published stories', async () => {
    const { tables } = await build();
    const published = new Set(tables.articles.filter((a) => a.status === 'published').map((a) => a.id));
    for (let back = 1; back <= TRAFFIC_DAYS; back++) {
      const day = ANCHOR - back * DAY;
      const events = tables.events.filter((e) => (e.occurred_at as number) >= day && (e.occurred_at as number) < day + DAY);
      expect(new Set(events.map((e) => e.session_id)).size, `visits ${back} days back`).toBeGreaterThan(30);
      expect(events.filter((e) => e.name === 'page-view').length).toBeGreaterThan(50);
      const reads = tables.article_views.filter((v) => (v.viewed_at as number) >= day && (v.viewed_at as number) < day + DAY);
      expect(reads.length).toBeGreaterThan(10);
      for (const r of reads) expect(published.has(r.article_id)).toBe(true);
    }
    expect(tables.events.every((e) => (e.occurred_at as number) < ANCHOR)).toBe(true);
    expect(new Set(tables.events.map((e) => e.id)).size).toBe(tables.events.length);
    expect(new Set(tables.article_views.map((v) => v.id)).size).toBe(tables.article_views.length);
  });
});
