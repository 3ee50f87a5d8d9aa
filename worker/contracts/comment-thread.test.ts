// The comment list's rules, as tables: merging pages, cutting long bodies, links, failure texts.
import { describe, expect, it } from 'vitest';
import { failureText, hasMore, linkify, maySaveEdit, mergePage, truncateBody } from './comment-thread';

const ids = (list: { id: number }[]) => list.map((c) => c.id);
const c = (id: number, body = `c${id}`) => ({ id, body });

describe('mergePage', () => {
  it.each([
    { name: 'older page goes below', shown: [9, 8], page: [7, 6], dir: 'older', want: [9, 8, 7, 6] },
    { name: 'newer page (oldest first) is reversed above', shown: [9, 8], page: [10, 11, 12], dir: 'newer', want: [12, 11, 10, 9, 8] },
    { name: 'overlap shows each once', shown: [9, 8, 7], page: [8, 7, 6], dir: 'older', want: [9, 8, 7, 6] },
    { name: 'newer overlap shows each once', shown: [9, 8], page: [9, 10], dir: 'newer', want: [10, 9, 8] },
    { name: 'first page into nothing', shown: [], page: [5, 4], dir: 'older', want: [5, 4] },
    { name: 'empty page changes nothing', shown: [3, 2], page: [], dir: 'newer', want: [3, 2] },
  ] as const)('$name', ({ shown, page, dir, want }) => {
    expect(
      ids(
        mergePage(
          shown.map((i) => c(i)),
          page.map((i) => c(i)),
          dir,
        ),
      ),
    ).toEqual(want);
  });

  it('replaces a shown comment with the fresher copy in place', () => {
    const merged = mergePage([c(9, 'old'), c(8)], [c(9, 'edited'), c(7)], 'older');
    expect(merged).toEqual([c(9, 'edited'), c(8), c(7)]);
  });
});

describe('hasMore', () => {
  it.each([
    [10, true],
    [11, true],
    [9, false],
    [0, false],
  ])('a page of %i of 10 → %s', (n, want) => expect(hasMore(n, 10)).toBe(want));
});

describe('truncateBody', () => {
  it.each([
    { name: 'short stays whole', body: 'Hello', want: { text: 'Hello', cut: false } },
    { name: 'exactly 280 stays whole', body: 'a'.repeat(280), want: { text: 'a'.repeat(280), cut: false } },
    { name: '281 is cut to 280 and an ellipsis', body: 'a'.repeat(281), want: { text: `${'a'.repeat(280)}…`, cut: true } },
    { name: 'emoji count as one character', body: '😀'.repeat(281), want: { text: `${'😀'.repeat(280)}…`, cut: true } },
    { name: 'no space before the ellipsis', body: `${'a'.repeat(279)} b`, want: { text: `${'a'.repeat(279)}…`, cut: true } },
  ])('$name', ({ body, want }) => expect(truncateBody(body)).toEqual(want));
});

describe('linkify', () => {
  it.each([
    { body: 'no links here', want: [{ text: 'no links here' }] },
    {
      body: 'see https://example.com/a?b=1.',
      want: [{ text: 'see ' }, { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' }, { text: '.' }],
    },
    { body: 'www.example.org', want: [{ text: 'www.example.org', href: 'https://www.example.org' }] },
    { body: '<script>alert(1)</script>', want: [{ text: '<script>alert(1)</script>' }] },
    { body: 'javascript:alert(1)', want: [{ text: 'javascript:alert(1)' }] },
    {
      body: '(http://a.io) and http://b.io',
      want: [{ text: '(' }, { text: 'http://a.io', href: 'http://a.io' }, { text: ') and ' }, { text: 'http://b.io', href: 'http://b.io' }],
    },
  ])('$body', ({ body, want }) => expect(linkify(body)).toEqual(want));
});

describe('failureText', () => {
  it.each([
    ['send', 'Too fast', 'Reason: Too fast'],
    ['send', null, 'Reason: Unknown error'],
    ['send', '  ', 'Reason: Unknown error'],
    ['remove', 'Comment not found', 'Failed to delete: Comment not found'],
    ['remove', undefined, 'Failed to delete: Unknown error'],
    ['update', 'The comment is unchanged.', 'Failed to update: The comment is unchanged.'],
  ] as const)('%s with %s → %s', (kind, message, want) => expect(failureText(kind, message)).toBe(want));
});

describe('maySaveEdit', () => {
  it.each([
    ['same', 'same', false],
    ['same', ' same ', false],
    ['same', '', false],
    ['same', '   ', false],
    ['same', 'changed', true],
  ])('%j → %j: %s', (before, after, want) => expect(maySaveEdit(before, after)).toBe(want));
});
