// The comment rules as tables: editing, deleting, replying and the moderation queue's reasons (who may comment is contracts/access.ts).
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, cleanBody, COMMENT_MESSAGES as M } from '../../contracts/comments';
import { type Actor, type CommentRef, canDelete, canEdit, groupReasons, replyRefusal } from './rules';

const mine: CommentRef = { articleId: 1, userId: 7, replyTo: null, deleted: false };
const owner: Actor = { id: 7, admin: false };
const other: Actor = { id: 8, admin: false };
const admin: Actor = { id: 9, admin: true };

describe('canEdit and canDelete', () => {
  const table: [string, CommentRef, Actor | null, boolean, boolean][] = [
    ['the owner', mine, owner, true, true],
    ['another reader', mine, other, false, false],
    ['an admin', mine, admin, false, true],
    ['a guest', mine, null, false, false],
    ['the owner, once removed', { ...mine, deleted: true }, owner, false, false],
    ['an admin, once removed', { ...mine, deleted: true }, admin, false, false],
    ['anyone, for a former reader’s comment', { ...mine, userId: null }, other, false, false],
  ];
  it.each(table)('%s: edit %s, delete %s', (_who, c, actor, edit, del) => {
    expect(canEdit(c, actor)).toBe(edit);
    expect(canDelete(c, actor)).toBe(del);
  });
});

describe('replyRefusal', () => {
  const table: [string, CommentRef | undefined, string | null][] = [
    ['a top-level comment here', mine, null],
    ['a reply (one level only)', { ...mine, replyTo: 3 }, M.replyToReply],
    ['a comment on another article', { ...mine, articleId: 2 }, M.replyElsewhere],
    ['a removed comment', { ...mine, deleted: true }, M.notFound],
    ['nothing', undefined, M.notFound],
  ];
  it.each(table)('replying to %s', (_what, parent, refusal) => expect(replyRefusal(parent, 1)).toBe(refusal));
});

describe('cleanBody', () => {
  it.each([
    ['  hello  ', { body: 'hello' }],
    ['line one\r\nline two', { body: 'line one\nline two' }],
    ['', { error: M.blank }],
    [' \n\t ', { error: M.blank }],
    ['x'.repeat(COMMENT_MAX_LENGTH), { body: 'x'.repeat(COMMENT_MAX_LENGTH) }],
    ['x'.repeat(COMMENT_MAX_LENGTH + 1), { error: M.tooLong }],
    // Characters, not UTF-16 units: an emoji is one.
    ['😀'.repeat(COMMENT_MAX_LENGTH), { body: '😀'.repeat(COMMENT_MAX_LENGTH) }],
    ['<script>alert(1)</script>', { body: '<script>alert(1)</script>' }],
  ])('%j', (raw, expected) => expect(cleanBody(raw)).toEqual(expected));
});

describe('groupReasons', () => {
  it('counts each reason, most given first, then by name; no reason last', () => {
    expect(groupReasons(['Spam', null, 'Rude', ' Spam ', '', 'Abuse', 'Rude', 'Spam'])).toEqual([
      { reason: 'Spam', count: 3 },
      { reason: 'Rude', count: 2 },
      { reason: null, count: 2 },
      { reason: 'Abuse', count: 1 },
    ]);
    expect(groupReasons([])).toEqual([]);
  });
});
