/**
 * @module The one access rule for articles, used by pages, API, RSS, e-mail and push, comments,
 * share and votes, and the badge it gives a card (the table and its functions are in
 * worker/contracts/access.ts, which the browser shares; its SQL is access-sql.ts), with the
 * clipped excerpt a gated reader gets instead of the body.
 */

// The rule itself is in the contracts (cards are drawn by islands too); features read it from here.
export {
  ACCESS_MESSAGES,
  type AccessArticle,
  type AccessBadge,
  type AccessReader,
  type AccessResult,
  accessBadge,
  checkAccess,
  gateOf,
  isFreeArticle,
  may,
} from '../../contracts/access';
export { isSubscribed } from '../../contracts/plus';

/**
 * The clipped excerpt sent instead of a gated body: plain text, cut at a word boundary, and never
 * more than a quarter of the text, so a short article is not given away whole by its "excerpt".
 */
export function excerptOf(plainText: string, maxChars = 320): string {
  const text = plainText.replace(/\s+/g, ' ').trim();
  const limit = Math.min(maxChars, Math.floor(text.length / 4));
  if (limit < 1) return '';
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${space > limit * 0.5 ? cut.slice(0, space) : cut}…`;
}
