// The vote rules as tables: every transition, who may press what, and the counts after each.
import { describe, expect, it } from 'vitest';
import type { ReaderTier } from './plus';
import { asVote, mayPress, nextVote, pressNeeds, recount, type Vote, type VotePress } from './votes';

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
  // Before the article is known (the browser): as on an article that asks nothing of its readers.
  const table: [Vote, VotePress, ReaderTier, boolean][] = [
    [0, 'up', 'free', true],
    [1, 'up', 'free', true],
    [-1, 'up', 'free', true],
    [0, 'down', 'free', false],
    [1, 'down', 'free', false],
    // A lapsed Plus reader may take back the down-vote they cast.
    [-1, 'down', 'free', true],
    [0, 'down', 'plus', true],
    [1, 'down', 'plus', true],
    [-1, 'down', 'plus', true],
    // A guest may not vote at all (the page asks them to sign up).
    [0, 'up', 'guest', false],
    [0, 'down', 'guest', false],
  ];
  it.each(table)('from %s, %s by a %s reader: %s', (from, press, tier, ok) => expect(mayPress(from, press, tier)).toBe(ok));

  it('on an article: a paid exclusive changes nothing, a kind the access table does not know refuses every press', () => {
    const paid = { content_type: 'mxm_exclusive', paywall: 'paid' };
    const unknown = { content_type: 'mxm_exclusive', paywall: 'metered' };
    for (const [from, press, tier, ok] of table) {
      expect(mayPress(from, press, tier, paid), `${from} ${press} ${tier}`).toBe(ok);
      expect(mayPress(from, press, tier, unknown), `${from} ${press} ${tier}`).toBe(false);
    }
  });

  it('names the ability a press needs: casting a down-vote is downVote, anything else vote', () => {
    expect([pressNeeds(0, 'down'), pressNeeds(1, 'down'), pressNeeds(-1, 'down'), pressNeeds(0, 'up'), pressNeeds(-1, 'up')]).toEqual([
      'downVote',
      'downVote',
      'vote',
      'vote',
      'vote',
    ]);
  });
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
