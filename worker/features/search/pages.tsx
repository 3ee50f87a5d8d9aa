/** @module The search page: `GET /search?q=`, server-rendered results for the initial text. */
import { Hono } from 'hono';
import { SearchPage } from '../../../client/server/pages/SearchPage';
import { readerTier } from '../../contracts/plus';
import type { SearchResult } from '../../contracts/search';
import { searchableText } from '../../contracts/search';
import type { AppEnv } from '../../env';
import { nowSeconds } from '../../http/time';
import { toSearchResult } from './dto';
import { toFtsQuery } from './fts';
import { FALLBACK_TOPICS, search, suggestedTopics } from './queries';

export const pages = new Hono<AppEnv>();

pages.get('/search', async (c) => {
  // Any text is a valid search: over-long input and FTS syntax give results or an empty list.
  const text = searchableText(c.req.query('q'));
  const ftsQuery = text === null ? null : toFtsQuery(text);
  const viewer = c.var.viewer;
  const now = nowSeconds();
  let results: SearchResult | null = null;
  let topics: { name: string; tag: string }[] = [];
  if (text === null) {
    // Suggestions are a nicety: if they cannot be read, the fixed list stands in.
    topics = await suggestedTopics(c.get('db')).catch(() => [...FALLBACK_TOPICS]);
  } else {
    // The same search as /api/search: bodies match only where this reader may read them.
    results =
      ftsQuery === null
        ? { articles: [], tags: [] }
        : toSearchResult(await search(c.get('db'), ftsQuery, viewer?.id ?? null, readerTier(viewer, now)), viewer, now);
  }
  c.header('Cache-Control', 'no-store');
  return c.render(
    <SearchPage query={text ?? ''} results={results} suggestions={topics.map(({ name, tag }) => ({ name, tag }))} nowSeconds={now} />,
    {
      title: text ? `${text.slice(0, 60)} · Search · Edgewire` : 'Search · Edgewire',
      description: 'Search Edgewire articles and topics.',
      canonical: `${c.env.SITE_URL}/search`,
      engagement: true,
    },
  );
});
