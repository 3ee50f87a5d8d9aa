/** @module The no-neighbour-repeats rule: compositions per story over the lists pages show. */
import { describe, expect, it } from 'vitest';
import { assignCompositions, neighboursOf, pictureKey, repeatedNeighbours } from './assign';

const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const same = (list: number[], subject = 'basketball') => new Map(list.map((id) => [id, subject]));

describe('neighboursOf', () => {
  it('links cards up to `window` places apart, both ways, across lists', () => {
    const n = neighboursOf(
      [
        [1, 2, 3, 4],
        [9, 1],
      ],
      2,
    );
    expect([...(n.get(1) ?? [])].sort()).toEqual([2, 3, 9]);
    expect([...(n.get(4) ?? [])].sort()).toEqual([2, 3]);
    expect(n.get(9)).toEqual(new Set([1]));
  });
});

describe('assignCompositions', () => {
  it('never repeats a picture within the window on a page where every story has the same subject', () => {
    const page = ids(1, 60);
    const subjects = same(page);
    for (const window of [1, 2, 3]) {
      const chosen = assignCompositions(subjects, [page], { compositions: window + 1, window });
      expect(repeatedNeighbours([page], (id) => pictureKey('basketball', chosen.get(id) as number), window)).toEqual([]);
    }
  });

  it('keeps every list clean when a story sits in several lists at once', () => {
    const latest = ids(1, 40);
    const even = latest.filter((id) => id % 2 === 0);
    const thirds = latest.filter((id) => id % 3 === 0).reverse();
    const subjects = new Map(latest.map((id) => [id, id % 5 === 0 ? 'ballot-box' : 'courthouse']));
    const lists = [latest, even, thirds];
    const chosen = assignCompositions(subjects, lists, { compositions: 8, window: 3 });
    expect(repeatedNeighbours(lists, (id) => pictureKey(subjects.get(id) as string, chosen.get(id) as number), 3)).toEqual([]);
  });

  it('lets neighbours of different subjects share a composition number (their pictures differ anyway)', () => {
    const page = [1, 2];
    const chosen = assignCompositions(
      new Map([
        [1, 'film'],
        [2, 'museum'],
      ]),
      [page],
    );
    expect(chosen.get(1)).toBe(0);
    expect(chosen.get(2)).toBe(0);
  });

  it('spreads a subject over its compositions instead of reusing the first', () => {
    // Far apart in no list: nothing forces them apart but the spreading.
    const chosen = assignCompositions(same(ids(1, 16)), [], { compositions: 8 });
    const counts = new Array(8).fill(0);
    for (const c of chosen.values()) counts[c]++;
    expect(counts).toEqual(new Array(8).fill(2));
  });

  it('is deterministic and independent of the order the map was filled in', () => {
    const page = ids(1, 30);
    const forward = new Map(page.map((id) => [id, id % 2 ? 'train' : 'bus']));
    const backward = new Map([...forward].reverse());
    expect(assignCompositions(backward, [page])).toEqual(assignCompositions(forward, [page]));
  });

  it('with too few compositions, takes the one fewest neighbours share and reports the repeats', () => {
    const page = ids(1, 5);
    const chosen = assignCompositions(same(page), [page], { compositions: 2, window: 2 });
    const repeats = repeatedNeighbours([page], (id) => String(chosen.get(id)), 2);
    expect(repeats.length).toBeGreaterThan(0);
    expect(repeats.length).toBeLessThanOrEqual(3);
  });
});
