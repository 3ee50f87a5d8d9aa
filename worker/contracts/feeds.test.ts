// The feed filter chips as tables (spec §4 Feed filters).
import { describe, expect, it } from 'vitest';
import { chipHref, chooseChip, readSelection } from './feeds';

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
