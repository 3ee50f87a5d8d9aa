// The vote rules as tables: every transition, who may press what, and the counts after each.
import { describe, expect, it } from 'vitest';
import { asVote, mayPress, nextVote, recount, type Vote, type VotePress } from './votes';

describe('nextVote', () => {
  const table: [Vote, VotePress, Vote][] = [
    [0, 'up', 1],
    [0, 'down', -1],
    [1, 'up', 0],
    [1, 'down', -1],
    [-1, 'down', 0],
    [-1, 'up', 1],
  ];
  it.each(table)('from %s, pressing %s gives %s', (from, press, to) => expect(nextVote(from, press)).toBe(to));
});

describe('mayPress', () => {
  const table: [Vote, VotePress, boolean, boolean][] = [
    [0, 'up', false, true],
    [1, 'up', false, true],
    [-1, 'up', false, true],
    [0, 'down', false, false],
    [1, 'down', false, false],
    // A lapsed Plus reader may take back the down-vote they cast.
    [-1, 'down', false, true],
    [0, 'down', true, true],
    [1, 'down', true, true],
    [-1, 'down', true, true],
  ];
  it.each(table)('from %s, %s by a reader with plus=%s: %s', (from, press, plus, ok) => expect(mayPress(from, press, plus)).toBe(ok));
});

describe('recount', () => {
  const base = { upvotes: 10, downvotes: 4 };
  const table: [Vote, Vote, number, number][] = [
    [0, 1, 11, 4],
    [0, -1, 10, 5],
    [1, 0, 9, 4],
    [-1, 0, 10, 3],
    [1, -1, 9, 5],
    [-1, 1, 11, 3],
    [1, 1, 10, 4],
  ];
  it.each(table)('from %s to %s: %s up, %s down', (from, to, up, down) =>
    expect(recount(base, from, to)).toEqual({ upvotes: up, downvotes: down }),
  );
  it('never goes below zero', () => expect(recount({ upvotes: 0, downvotes: 0 }, 1, -1)).toEqual({ upvotes: 0, downvotes: 1 }));
});

describe('asVote', () => {
  it.each([
    [1, 1],
    [-1, -1],
    [0, 0],
    [2, 0],
    [null, 0],
    ['1', 0],
  ])('%s reads as %s', (v, expected) => expect(asVote(v)).toBe(expected));
});
