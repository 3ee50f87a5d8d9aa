// The feed filter chips as tables (spec §4 Feed filters).
import { describe, expect, it } from 'vitest';
import { chipHref, chooseChip, LOCAL_SPLIT, localSplit, readSelection } from './feeds';
import { layoutFor } from './layouts';

describe('chooseChip', () => {
  const table: [string, number[], number | 'all', number[]][] = [
    ['All from All', [], 'all', []],
    ['All clears the others', [3, 5], 'all', []],
    ['another removes All', [], 5, [5]],
    ['a second one adds', [5], 3, [3, 5]],
    ['choosing a chosen one toggles it off', [3, 5], 5, [3]],
    ['the last one off is All again', [3], 3, []],
  ];
  it.each(table)('%s', (_what, selected, chip, expected) => expect(chooseChip(selected, chip)).toEqual(expected));
  it('never changes the selection it was given', () => {
    const selected = [3, 5];
    chooseChip(selected, 7);
    expect(selected).toEqual([3, 5]);
  });
});

describe('chipHref and readSelection', () => {
  it('round-trips a selection through the URL', () => {
    expect(chipHref('foryou', [])).toBe('/foryou');
    expect(chipHref('local', [2, 9])).toBe('/local?tags=2,9');
    expect(chipHref('local', [2, 9], 'TX')).toBe('/local?tags=2,9&state=TX');
    expect(chipHref('local', [], 'CO')).toBe('/local?state=CO');
    expect(chipHref('local', [], null)).toBe('/local');
    expect(readSelection('9,2', new Set([2, 9]))).toEqual([2, 9]);
  });
  it.each([
    [undefined, []],
    ['', []],
    ['2,2,9', [2, 9]],
    ['2,abc,-1,1.5,99', [2]],
    ['7', []],
  ])('reads %j as %j (only the reader’s chips 2 and 9)', (raw, expected) => expect(readSelection(raw, new Set([2, 9]))).toEqual(expected));
});

describe('localSplit (spec §9: pages split into 3, 3, 6 and remainder)', () => {
  const sizes = (n: number) => localSplit(Array.from({ length: n }, (_, i) => i)).map((g) => g.cards.length);
  const table: [number, number[]][] = [
    [0, []],
    [1, [1]],
    [3, [3]],
    [4, [3, 1]],
    [6, [3, 3]],
    [7, [3, 3, 1]],
    [12, [3, 3, 6]],
    [13, [3, 3, 6, 1]],
    [18, [3, 3, 6, 6]],
    [25, [3, 3, 6, 13]],
  ];
  it.each(table)('%i cards → %j', (n, expected) => expect(sizes(n)).toEqual(expected));

  it('keeps the order and draws each group in its layout', () => {
    const groups = localSplit(Array.from({ length: 18 }, (_, i) => i));
    expect(groups.flatMap((g) => g.cards)).toEqual(Array.from({ length: 18 }, (_, i) => i));
    expect(groups.map((g) => g.layout)).toEqual([2, 7, 5, 8]);
  });

  it('picks layouts whose card count fits the group', () => {
    for (const { count, layout } of LOCAL_SPLIT.slice(0, 3)) expect(layoutFor(layout).count).toBe(count);
  });
});
