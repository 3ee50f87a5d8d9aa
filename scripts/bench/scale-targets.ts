/**
 * @module The scale bench's routes (issue 29, item 2) for one corpus, and the bound each must keep
 * from the smallest corpus to the largest: reader routes 2x, search and the back office's list
 * and stats 3x (the "Must show"). Pure: what to request is decided from the corpus's facts.
 */
import { COMMON_WORD, type CorpusFacts, DEEP_TAG_PAGE, TAG_PAGE_SIZE, tagPath } from './scale-corpus.ts';
import { type Target, withBust } from './targets.ts';

/** reader: 2x; search: 3x; admin: 3x; info: shown, not bounded (the baseline, the export's first byte). */
export type RouteKind = 'reader' | 'search' | 'admin' | 'info';

export const BOUNDS: Record<RouteKind, number | null> = { reader: 2, search: 3, admin: 3, info: null };

export interface ScaleRoute extends Target {
  kind: RouteKind;
  /** What the table shows as the path (a random id, a cursor found at run time). */
  shown: string;
}

/** The users export, whose first byte is timed by sequential downloads, not under load. */
export const USERS_EXPORT = '/aux/admin/exports/users';
export const EXPORT_ROUTE = 'export-first-byte';

/** A deep page of the reader API: far enough that an OFFSET walks thousands of rows. */
export const API_DEEP_PAGE = 200;

export interface RouteInputs {
  facts: CorpusFacts;
  hotArticle: number;
  /** before_id of the hot article's 100th page of top-level comments (comments paginate by keyset). */
  commentsCursor: number;
  readerCookie: string;
  adminCookie: string;
}

export function scaleRoutes({ facts, hotArticle, commentsCursor, readerCookie, adminCookie }: RouteInputs): ScaleRoute[] {
  const { big, small } = facts;
  const reader = { cookie: readerCookie };
  const admin = { cookie: adminCookie };
  // Guest pages get a new query value per request (withBust): the edge cache never answers them.
  const page = (name: string, path: string): ScaleRoute => ({ name, kind: 'reader', path: withBust(path), shown: path });
  const deep = `?page=${DEEP_TAG_PAGE}`;
  const comments = `/aux/articles/${hotArticle}/comments`;
  const articlePaths = facts.articleIds.map((id) => withBust(`/article/${id}`));
  return [
    { name: 'healthz', kind: 'info', path: '/healthz', shown: '/healthz' },
    page('trending', '/trending'),
    page('tag-big-p1', tagPath(big)),
    page(`tag-big-p${DEEP_TAG_PAGE}`, `${tagPath(big)}${deep}`),
    page('tag-small-p1', tagPath(small)),
    page(`tag-small-p${DEEP_TAG_PAGE}`, `${tagPath(small)}${deep}`),
    {
      name: 'article',
      kind: 'reader',
      path: articlePaths[0]!,
      paths: articlePaths,
      shown: `/article/{${facts.articleIds.length.toLocaleString('en-US')} random ids in turn}`,
    },
    api('api-tags-p50', `/api/articles?tags=${big.id}&page=${DEEP_TAG_PAGE}&count=${TAG_PAGE_SIZE}`),
    api(`api-p${API_DEEP_PAGE}`, `/api/articles?page=${API_DEEP_PAGE}&count=${TAG_PAGE_SIZE}`),
    { name: 'search-common', kind: 'search', path: `/api/search?q=${COMMON_WORD}`, shown: `/api/search?q=${COMMON_WORD}` },
    { name: 'search-rare', kind: 'search', path: `/api/search?q=${facts.rareWord}`, shown: `/api/search?q=${facts.rareWord}` },
    { name: 'foryou', kind: 'reader', path: '/foryou', shown: '/foryou (signed in, 20 follows)', headers: reader },
    { name: 'comments-p1', kind: 'reader', path: comments, shown: comments },
    {
      name: 'comments-p100',
      kind: 'reader',
      path: `${comments}?before_id=${commentsCursor}`,
      shown: `${comments}?before_id=${commentsCursor}`,
    },
    {
      name: 'admin-articles',
      kind: 'admin',
      path: '/admin/api/articles?status=drafted&page=1&count=20',
      shown: '/admin/api/articles?status=drafted (admin)',
      headers: admin,
    },
    { name: 'admin-stats', kind: 'admin', path: '/admin/api/stats', shown: '/admin/api/stats (admin)', headers: admin },
  ];
}

const api = (name: string, path: string): ScaleRoute => ({ name, kind: 'reader', path, shown: path });
