// The front page's prompt budget (issue 28): the spec's banner positions, at most two per layout,
// a paywalled zone's gate merged into the next prompt.
import { describe, expect, it } from 'vitest';
import { MAX_PROMPTS, promptSlots } from './prompts';

const none = (n: number) => Array<boolean>(n).fill(false);
const gatedAt = (n: number, ...zones: number[]) => none(n).map((_, i) => zones.includes(i + 1));

describe('front page prompts', () => {
  it('keeps the first two of the spec’s positions per layout: after zones 3 and 6 on a phone, 5 and 10 wider', () => {
    expect(promptSlots(16, none(16))).toEqual([
      { after: 3, small: true, wide: false, gate: false },
      { after: 5, small: false, wide: true, gate: false },
      { after: 6, small: true, wide: false, gate: false },
      { after: 10, small: false, wide: true, gate: false },
    ]);
  });

  it('never shows more than two per layout, however long the view (30 zones)', () => {
    const slots = promptSlots(30, gatedAt(30, 2, 8, 14, 20, 29));
    expect(slots.filter((s) => s.small)).toHaveLength(MAX_PROMPTS);
    expect(slots.filter((s) => s.wide)).toHaveLength(MAX_PROMPTS);
  });

  it('merges a paywalled zone’s gate into the next prompt: the demo view (zones 5 and 14 paywalled)', () => {
    expect(promptSlots(16, gatedAt(16, 5, 14))).toEqual([
      { after: 3, small: true, wide: false, gate: false },
      { after: 5, small: false, wide: true, gate: true },
      { after: 6, small: true, wide: false, gate: true },
      { after: 10, small: false, wide: true, gate: false },
    ]);
  });

  it('shows one slot on both layouts where both pick the same place and words', () => {
    expect(promptSlots(15, none(15), 5).filter((s) => s.after === 15)).toEqual([{ after: 15, small: true, wide: true, gate: false }]);
    expect(promptSlots(15, gatedAt(15, 11), 5).filter((s) => s.after === 15)).toEqual([
      { after: 15, small: true, wide: false, gate: false },
      { after: 15, small: false, wide: true, gate: true },
    ]);
  });

  it('gives a gate no slot follows its words once after the last zone, and a short view no other prompt', () => {
    expect(promptSlots(2, gatedAt(2, 1))).toEqual([{ after: 2, small: true, wide: true, gate: true }]);
    expect(promptSlots(2, none(2))).toEqual([]);
    expect(promptSlots(4, gatedAt(4, 4))).toEqual([
      { after: 3, small: true, wide: false, gate: false },
      { after: 4, small: true, wide: true, gate: true },
    ]);
    expect(promptSlots(0, [])).toEqual([]);
  });
});
