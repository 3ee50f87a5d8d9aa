import { describe, expect, it } from 'vitest';
import { auditDiff, MAX_ROWS, shown } from './diff';

describe('auditDiff', () => {
  it('lists each changed field with its two sides', () => {
    expect(auditDiff({ title: 'A' }, { title: 'B' }).rows).toEqual([{ path: 'title', before: 'A', after: 'B' }]);
  });
  it('walks nested values down to the leaves that differ', () => {
    const zones = (tags: number[]) => [
      { title: 'Top', tags: [1] },
      { title: 'Sports', tags },
    ];
    expect(auditDiff({ zones: zones([3]) }, { zones: zones([3, 7]) }).rows).toEqual([{ path: 'zones.1.tags.1', after: 7 }]);
    expect(auditDiff({ config: '{"title":"Hi","delay":1}' }, { config: '{"title":"Hi","delay":5}' }).rows).toEqual([
      { path: 'config.delay', before: 1, after: 5 },
    ]);
  });
  it('keeps a create or delete as the whole value, and a change of kind as both sides', () => {
    expect(auditDiff({}, { name: 'x', tags: [1] }).rows).toEqual([
      { path: 'name', after: 'x' },
      { path: 'tags', after: [1] },
    ]);
    expect(auditDiff({ a: null }, {}).rows).toEqual([{ path: 'a', before: null }]);
    expect(auditDiff({ a: [1] }, { a: { b: 1 } }).rows).toEqual([{ path: 'a', before: [1], after: { b: 1 } }]);
  });
  it('caps the lines and counts the rest', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_ROWS + 5 }, (_, i) => [`f${i}`, i]));
    const out = auditDiff({}, many);
    expect(out.rows).toHaveLength(MAX_ROWS);
    expect(out.more).toBe(5);
  });
  it('shows strings as they are and the rest as JSON', () => {
    expect(shown('x')).toBe('x');
    expect(shown([1, 2])).toBe('[1,2]');
    expect(shown(null)).toBe('null');
  });
});
