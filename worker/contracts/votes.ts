/**
 * @module Votes as the reader sees them: the transitions (press a direction you have to clear it),
 * who may press what, and the counts after a change, shared by the Worker (which decides) and the
 * browser (which shows the answer at once and puts it back on failure). Who may press is the
 * access table's (contracts/access.ts). Zod-free: the browser imports it.
 */
import { type AccessArticle, may, tierMay } from './access';
import type { ReaderTier } from './plus';

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
 * What a press asks of the access table: casting a down-vote is `downVote` (Plus); an up-vote, or
 * taking back a down-vote one cast (a reader whose Plus lapsed may), is `vote`.
 */
export const pressNeeds = (current: Vote, press: VotePress): 'vote' | 'downVote' =>
  press === 'down' && current !== -1 ? 'downVote' : 'vote';

/**
 * Whether a reader may press: on this article, or, where the article is not known (the browser
 * before it asks), on one that asks nothing of its readers. votes/queries.ts says the same in SQL.
 */
export function mayPress(current: Vote, press: VotePress, tier: ReaderTier, article?: AccessArticle): boolean {
  const needs = pressNeeds(current, press);
  return article ? may(needs, article, { tier }) : tierMay(needs, tier);
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
