/**
 * @module /foryou and /local for signed-in readers (guests never get here: readerPage sends them
 * to /login first). The first page of feed:for-me (17) or feed:near-me (18), filtered by the
 * chosen chips (the reader's own interests or locations; `?tags=`).
 */

import { Hono } from 'hono';
import { PersonalFeedPage } from '../../../client/server/pages/PersonalFeedPage';
import { FEED_TEXT, readSelection } from '../../contracts/feeds';
import { tagLabel } from '../../contracts/labels';
import { parseStateFilter } from '../../contracts/states';
import type { AppEnv } from '../../env';
import { readerPage } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { isSubscribed } from '../articles/access';
import { toCardDtos } from '../articles/dto';
import { listFeed } from '../articles/feed-queries';
import { chipsAndPlan } from './queries';

export const feedsPages = new Hono<AppEnv>();

const FEEDS = {
  foryou: { scope: 'feed:for-me', size: 17, chipTypes: ['category', 'topic'] as const },
  local: { scope: 'feed:near-me', size: 18, chipTypes: ['location'] as const },
};

for (const kind of ['foryou', 'local'] as const) {
  feedsPages.get(`/${kind}`, readerPage, async (c) => {
    const viewer = c.var.viewer;
    const db = c.get('db');
    const feed = FEEDS[kind];
    const now = nowSeconds();
    // /local's location filter; an unknown value is 'Any State' (a page never fails on its query).
    const state = kind === 'local' ? parseStateFilter(c.req.query('state')) : null;
    const list = { scopes: [feed.scope], state, viewerId: viewer.id };
    const { chips: chipRows, reads } = await chipsAndPlan(db, viewer.id, feed.chipTypes, list);
    // Only the reader's own chips filter; any other id in the URL is ignored.
    const selected = readSelection(c.req.query('tags'), new Set(chipRows.map((t) => t.id)));
    const plus = isSubscribed(viewer.subscriptionEnd, now);
    // Only Plus readers' endless loading needs the feed's total: a free reader's page counts none
    // (a count of the merged follows walks up to MAX_LIST_DEPTH keys: decision 077-tag-totals).
    const res = await listFeed(db, { ...list, tagIds: selected.length ? selected : undefined }, 1, feed.size, { total: plus, reads });
    c.header('Cache-Control', 'private, no-store');
    return c.render(
      <PersonalFeedPage
        kind={kind}
        articles={toCardDtos(res, viewer, now)}
        chips={chipRows.map((t) => ({ id: t.id, name: tagLabel(t) }))}
        selected={selected}
        state={state}
        subscribed={plus}
        more={plus ? { scope: feed.scope, pageSize: feed.size, total: res.total ?? 0 } : null}
        nowSeconds={now}
      />,
      { title: `${FEED_TEXT[kind].title} · Edgewire`, nav: kind, noindex: true, engagement: true },
    );
  });
}
