// The first-load JS budget (issue 27: ≤ 90 KB gzip on / and an article), on every `npm test`:
// the client bundle built in memory with the build's own options, weighed as scripts/checks/
// first-load.ts explains (what a guest's browser fetches before any scroll or click).
import { resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { clientBuildOptions } from '../client-build.ts';
import { BUDGET_BYTES, firstLoadWeights, kb } from './first-load.ts';

describe('first-load JS', () => {
  it('stays within the budget on / and an article', async () => {
    const root = process.cwd();
    const result = await esbuild.build({ ...clientBuildOptions(root, resolve(root, '.tmp/first-load-check')), write: false });
    const bytes = new Map(result.outputFiles!.map((f) => [f.path, f.contents]));
    const weights = firstLoadWeights(root, result.metafile!, (file) => bytes.get(file)!);
    expect(weights.map((w) => w.page)).toEqual(['/', '/article/:id']);
    for (const w of weights) {
      expect(
        w.gzip,
        `${w.page}: ${kb(w.gzip)} > ${kb(BUDGET_BYTES)}: ${w.files.map((f) => `${f.file} ${f.gzip}`).join(', ')}`,
      ).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  }, 60_000);
});
