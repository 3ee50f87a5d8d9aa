import { describe, expect, it } from 'vitest';
import { areaOf, groupAreas, groupSource } from './worker-groups';

const files = [
  'worker/contracts/a.test.ts',
  'worker/contracts/b.test.ts',
  'worker/features/tags/admin.test.ts',
  'worker/features/tags/tags.test.ts',
  'worker/features/tags/rules.test.ts',
  'worker/features/votes/votes.test.ts',
  'worker/http/http.test.ts',
  'worker/pages/header.test.tsx',
];

describe('worker test groups', () => {
  it('names a feature by its folder and anything else by its first folder', () => {
    expect(areaOf('worker/features/tags/admin.test.ts')).toBe('worker/features/tags');
    expect(areaOf('worker/http/edge-cache/cache.test.ts')).toBe('worker/http');
    expect(areaOf('worker/contracts/a.test.ts')).toBe('worker/contracts');
  });

  it('puts every file in exactly one group and never splits an area', () => {
    const groups = groupAreas(files, 3);
    expect(groups.flat().sort()).toEqual([...files].sort());
    for (const area of new Set(files.map(areaOf))) {
      expect(groups.filter((g) => g.some((f) => areaOf(f) === area))).toHaveLength(1);
    }
  });

  it('balances by file count and drops empty groups', () => {
    expect(groupAreas(files, 3).map((g) => g.length)).toEqual([3, 3, 2]);
    expect(groupAreas(files.slice(0, 2), 8)).toHaveLength(1);
  });

  it('imports each member inside a describe named by its path, relative to the group file', () => {
    const text = groupSource('.tmp/groups/group-01.test.ts', ['worker/http/http.test.ts']);
    expect(text).toContain(`describe("worker/http/http.test.ts", async () => {\n  await import("../../worker/http/http.test.ts");\n});`);
  });
});
