/** @module The subject rule: what a seeded story's picture shows, from its headline, topics and category. */
import { describe, expect, it } from 'vitest';
import { HEADLINES, MASCOTS } from '../data/headlines';
import { MOTIF_NAMES } from './pictograms/index';
import { SUBJECTS, subjectOf } from './subjects';

const story = (title: string, category: string | null, topics: string[] = []) => subjectOf({ title, category, topics });

describe('subjectOf', () => {
  it('draws the sport a story is about, not one ball for all of sports', () => {
    expect(story('Austin Comets Rally From 9 Down to Stun the Riverside Owls', 'sports', ['nba'])).toBe('basketball');
    expect(story('Austin Comets Rally From 9 Down to Stun the Riverside Owls', 'sports', ['nfl'])).toBe('football');
    expect(story('Star Quarterback Signs Record Extension With the Denver Hawks', 'sports')).toBe('football');
    expect(story('Rookie Scores Career-High 12 as the Tulsa Foxes Roll On', 'sports')).toBe('basketball');
    expect(story('Flint Hawks Fire Head Coach After 7-Game Skid', 'sports')).toBe('trophy');
  });

  it('reads civic stories: ballots, courts, legislatures, city halls', () => {
    expect(story('Early Voting Turnout in Ohio Outpaces Last Cycle by 12%', 'politics')).toBe('ballot-box');
    expect(story('Kenya Holds Snap Election as Coalition Collapses', 'world')).toBe('ballot-box');
    expect(story('Supreme Court Agrees to Hear Challenge to Arkansas Voting Map', 'politics')).toBe('courthouse');
    expect(story('House Votes 9 Times in a Night as Spending Deadline Looms', 'politics')).toBe('capitol');
    expect(story('Reno Mayor Unveils $40 million Plan to Rebuild Aging Water Lines', 'politics')).toBe('city-hall');
  });

  it('tells a museum from a film and a concert', () => {
    expect(story('Museum in Tulsa Unveils Long-Lost Portrait Collection', 'entertainment')).toBe('museum');
    expect(story('Indie Thriller Shot in Reno Tops the Weekend Box Office', 'entertainment')).toBe('film');
    expect(story('Legendary Songwriter Announces Farewell Tour Starting in Reno', 'entertainment')).toBe('music');
    expect(story('Streaming Service Raises Prices Again, Adds Ad-Free Tier', 'entertainment')).toBe('screen');
  });

  it('prefers the headline to a topic tag, and a topic to the category', () => {
    expect(story('Wildfire Near Fort Worth Forces Evacuations as Winds Shift', 'climate', ['energy'])).toBe('flame');
    expect(story('Snowpack in the West Is Below Normal. Here Is Why It Matters', 'climate', ['severe-weather'])).toBe('storm');
    expect(story('Snowpack in the West Is Below Normal. Here Is Why It Matters', 'climate')).toBe('wind-energy');
  });

  it('does not read place names as subjects', () => {
    expect(story('Family Bakery in Cambridge Celebrates 8 Years of Sourdough', 'food')).toBe('coffee');
    expect(story('Farmers Markets in California Expand Food-Assistance Matching', 'food')).toBe('apple');
  });

  it('never reads a team name as a subject', () => {
    for (const mascot of MASCOTS) expect(story(`Austin ${mascot} Clinch Playoff Spot With Overtime Win`, 'sports'), mascot).toBe('trophy');
  });

  it('falls back to the globe for a story with no category, topic or telling headline', () => {
    expect(story('Something Happened', null)).toBe('globe');
    expect(story('', 'no-such-category')).toBe('globe');
  });

  it('gives every headline template of a category a subject of its own kind, never a stray one', () => {
    const sportsLike = new Set(['basketball', 'football', 'trophy']);
    for (const [category, templates] of Object.entries(HEADLINES)) {
      for (const template of templates) {
        const subject = story(template.replace(/\{\w+\}/g, 'X'), category);
        expect(SUBJECTS).toContain(subject);
        if (category === 'sports') expect(sportsLike.has(subject), template).toBe(true);
        else expect(sportsLike.has(subject), template).toBe(false);
      }
    }
  });

  it('has a pictogram for every subject', () => {
    expect(new Set(MOTIF_NAMES)).toEqual(new Set(SUBJECTS));
  });
});
