import { describe, expect, it } from 'vitest';
import { AUDIT_VALUE_LIMIT, changedFields, clip } from './rules';

describe('changedFields', () => {
  it('keeps only the fields whose value moved', () => {
    expect(changedFields({ title: 'A', status: 'drafted', n: 1 }, { title: 'B', status: 'drafted', n: 1 })).toEqual({
      before: { title: 'A' },
      after: { title: 'B' },
    });
  });
  it('a create has everything after, a delete everything before', () => {
    expect(changedFields(null, { title: 'A' })).toEqual({ before: {}, after: { title: 'A' } });
    expect(changedFields({ title: 'A' }, null)).toEqual({ before: { title: 'A' }, after: {} });
  });
  it('compares arrays and objects by value and ignores created and modified', () => {
    expect(changedFields({ tags: [1, 2], modified: 1 }, { tags: [1, 2], modified: 2 })).toEqual({ before: {}, after: {} });
    expect(changedFields({ tags: [1, 2] }, { tags: [2, 1] })).toEqual({ before: { tags: [1, 2] }, after: { tags: [2, 1] } });
  });
  it('records a field that appears or disappears as null on the other side', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: {}, after: { b: 2 } });
    expect(changedFields({ a: 1, b: null }, { a: 1, b: 2 })).toEqual({ before: { b: null }, after: { b: 2 } });
  });
});

describe('clip', () => {
  it('cuts long strings and says how long they were', () => {
    const long = 'x'.repeat(AUDIT_VALUE_LIMIT + 5);
    const out = clip({ before: { content: long }, after: { title: 'short' } });
    expect(out.after.title).toBe('short');
    expect(String(out.before.content)).toMatch(new RegExp(`… \\(${AUDIT_VALUE_LIMIT + 5} characters\\)$`));
  });
});
