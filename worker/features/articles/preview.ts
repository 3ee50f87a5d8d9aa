/**
 * @module Editors' preview links (decision 063): a signed, expiring link that shows a
 * draft or scheduled article as readers will see it once it is out. The token follows the share
 * pass's signing rule (share/pass.ts signArticleToken: HS256 with SHARE_PASS_SECRET, bound to
 * the article) with an audience of its own, so a preview link never lifts a paywall and a share
 * pass never shows a draft. Stateless: no row, it simply expires (PREVIEW_TTL_SECONDS).
 */
import { readArticleToken, signArticleToken } from '../share/pass';

export const PREVIEW_AUDIENCE = 'edgewire-preview';
/** A working day: long enough to send to a colleague, short enough that a forwarded link dies. */
export const PREVIEW_TTL_SECONDS = 24 * 3600;
/** The query value the link carries its token in. */
export const PREVIEW_PARAM = 'token';

/** Where a preview is read: not an article path, so the edge cache and the article routes never see it. */
export const previewPath = (articleId: number) => `/preview/article/${articleId}`;

export const PREVIEW_MESSAGES = {
  refusedTitle: 'This preview link has expired or is not valid',
  refused: 'Preview links work for 24 hours and only as they were sent. Ask the editor for a new one.',
  banner: 'Preview: this article is not published. Readers will see it like this once it is.',
} as const;

/** What an article's status lets a preview do: drafts and scheduled drafts show; a published one is live. */
export type PreviewOutcome = 'show' | 'live';
export const previewOutcome = (status: 'published' | 'drafted'): PreviewOutcome => (status === 'published' ? 'live' : 'show');

/** The link an editor is sent to, valid from `now` for PREVIEW_TTL_SECONDS. */
export async function previewLink(secret: string, articleId: number, now: number): Promise<{ href: string; expiresAt: number }> {
  const expiresAt = now + PREVIEW_TTL_SECONDS;
  const token = await signArticleToken(secret, PREVIEW_AUDIENCE, { articleId, jti: crypto.randomUUID(), expiresAt, issuedAt: now });
  return { href: `${previewPath(articleId)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`, expiresAt };
}

/** Whether `token` is a live preview link for this article (signature, audience, expiry, article). */
export async function previewAllowed(secret: string, token: string | undefined, articleId: number, now: number): Promise<boolean> {
  return (await readArticleToken(secret, PREVIEW_AUDIENCE, token, articleId, now)) !== null;
}
