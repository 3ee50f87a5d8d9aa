/** @module `/trending/{tag}`: the feed of one tag (any of the 7 types) with a header naming it, 17 per page. */
import { Hono } from 'hono';
import { TagFeedPage } from '../../../client/server/pages/TagFeedPage';
import type { AppEnv } from '../../env';
import { notFound } from '../../http/errors';
import { nowSeconds } from '../../http/time';
import { pageAds } from '../ads/source';
import { toCardDtos, toTagDto } from '../articles/dto';
import { loadTagFeed } from './queries';
import { pageCount, parsePage, parseTagParam, pickTag, TAG_FEED_PAGE_SIZE, TYPE_LABELS } from './rules';

export const pages = new Hono<AppEnv>();

pages.get('/trending/:tag', async (c) => {
  const param = parseTagParam(c.req.param('tag'));
  if (!param) throw notFound('No such tag.');
  // A page number that cannot exist is a page that does not exist: 404, like an unknown tag.
  const page = parsePage(c.req.query('page'));
  if (page === null) throw notFound('No such page.');
  const viewer = c.var.viewer;
  const [feed, ads] = await Promise.all([
    loadTagFeed(c.get('db'), param.slug, param.type, page, TAG_FEED_PAGE_SIZE, viewer?.id ?? null),
    pageAds(c, `tag:${param.slug}`),
  ]);
  const row = pickTag(feed.tagRows);
  if (!row) throw notFound('No such tag.');
  const pageTotal = pageCount(feed.total);
  if (page > pageTotal) throw notFound('No such page.');
  const now = nowSeconds();
  const tag = toTagDto(row);
  // parseTagParam allowed only [A-Za-z0-9._:-], all safe in a path as they are.
  const base = `/trending/${c.req.param('tag')}` as const;
  return c.render(
    <TagFeedPage
      tag={tag}
      typeLabel={TYPE_LABELS[tag.type]}
      articles={toCardDtos({ ...feed, tagRows: feed.articleTagRows }, viewer, now)}
      paging={{ page, pages: pageTotal, total: feed.total, base }}
      follow={viewer ? { followed: feed.followedTagIds.has(tag.id), back: base } : null}
      nowSeconds={now}
    />,
    {
      title: `${tag.name}${page > 1 ? ` · page ${page}` : ''} · Edgewire`,
      description: `The latest ${tag.name} stories on Edgewire.`,
      canonical: `${c.env.SITE_URL}${base}${page > 1 ? `?page=${page}` : ''}`,
      engagement: true,
      ads,
      // A tag's feed is none of the header's sections: highlighting Trending here told readers
      // they were on the front page.
    },
  );
});
