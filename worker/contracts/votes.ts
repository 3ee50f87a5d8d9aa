/**
 * @module Votes as the reader sees them: the transitions (press a direction you have to clear it),
 * who may press what, and the counts after a change, shared by the Worker (which decides) and the
 * browser (which shows the answer at once and puts it back on failure). Zod-free: the browser
 * imports it.
 */

/** The stored vote: 1 up, -1 down, 0 none (spec: "voted (1 up, -1 down, anything else none)"). */
export type Vote = -1 | 0 | 1;
export type VotePress = 'up' | 'down';

export const VOTE_PRESSES = ['up', 'down'] as const;

export const VOTE_MESSAGES = {
  /** A free reader pressing down (PRODUCT.md: down-voting is a Plus perk). */
  plusOnly: 'Down-voting is part of Edgewire Plus.',
  failed: 'Failed to vote.',
} as const;

const DIRECTION: Record<VotePress, Vote> = { up: 1, down: -1 };

/** What a press leaves: the pressed direction, or none when the reader already had it. */
export function nextVote(current: Vote, press: VotePress): Vote {
  return current === DIRECTION[press] ? 0 : DIRECTION[press];
}

/**
 * Whether a reader may press: every signed-in reader may up-vote; down is Plus, except that a
 * reader whose Plus lapsed may still take back a down-vote they cast.
 */
export function mayPress(current: Vote, press: VotePress, plus: boolean): boolean {
  return press === 'up' || plus || current === -1;
}

export type VoteCounts = { upvotes: number; downvotes: number };

/** The counts after the reader's vote went from `from` to `to`. */
export function recount(counts: VoteCounts, from: Vote, to: Vote): VoteCounts {
  const up = (v: Vote) => (v === 1 ? 1 : 0);
  const down = (v: Vote) => (v === -1 ? 1 : 0);
  return {
    upvotes: Math.max(0, counts.upvotes - up(from) + up(to)),
    downvotes: Math.max(0, counts.downvotes - down(from) + down(to)),
  };
}

/** Any stored or wire value as a Vote ("anything else none"). */
export const asVote = (v: unknown): Vote => (v === 1 ? 1 : v === -1 ? -1 : 0);
