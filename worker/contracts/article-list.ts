/**
 * @module The articles list call's rules (service spec §7: status, scheduled, page, count, tags,
 * scope "default feed:for-me", q), as pure functions: which scopes a call gets when it names none,
 * and which parameters belong to editors. See docs/decisions/024-local-and-list.md.
 */

export const ARTICLE_LIST_STATUSES = ['published', 'drafted'] as const;
export type ArticleListStatus = (typeof ARTICLE_LIST_STATUSES)[number];
export const DEFAULT_SCOPE = 'feed:for-me';

export type ListCall = { scope?: string[]; q?: string; status?: ArticleListStatus; scheduled?: boolean };

/**
 * The scopes a list call runs with. A named scope is kept. Otherwise a signed-in reader's list is
 * their feed (feed:for-me, the spec's default), except for a search (q: the spec's search call
 * names no scope and must find every story) and an editor's drafted or scheduled list. A guest has
 * no feed of their own: their list is every published story, as the front page shows them.
 */
export function listScopes(call: ListCall, signedIn: boolean): string[] | undefined {
  if (call.scope?.length) return call.scope;
  if (!signedIn || call.q !== undefined || call.status === 'drafted' || call.scheduled) return undefined;
  return [DEFAULT_SCOPE];
}

/** The first parameter only an editor may pass (readers only ever list published articles), or null. */
export function editorOnlyField(call: ListCall): 'status' | 'scheduled' | null {
  if (call.status === 'drafted') return 'status';
  if (call.scheduled) return 'scheduled';
  return null;
}

/** The personal feed a list call reads, if any: its further pages are Plus (PRODUCT.md). */
export const personalFeed = (scopes: readonly string[] | undefined) =>
  scopes?.find((s): s is 'feed:for-me' | 'feed:near-me' => s === 'feed:for-me' || s === 'feed:near-me') ?? null;
