// The Worker's size budget (issue 29, item 6), on every `npm test`: the production bundle built as a
// deploy builds it (`wrangler deploy --dry-run`, after `npm run build` wrote worker/generated),
// into .tmp so that a running `npm start` keeps its dist/worker, and weighed as Cloudflare counts it
// (scripts/checks/worker-size.ts). `npm run build:report` says what grew.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleWorker } from '../dev/bundle.ts';
import { ROOT } from '../dev/proc.ts';
import { FREE_PLAN_LIMIT_BYTES, kib, WORKER_BUDGET_BYTES, weighBundle } from './worker-size.ts';

const OUTDIR = '.tmp/worker-size-check';

describe('production Worker size', () => {
  it('stays within the budget, well under the free plan limit', async () => {
    expect(existsSync(join(ROOT, 'worker/generated/assets.ts')), 'run `npm run build` first (worker/generated)').toBe(true);
    await bundleWorker({ outdir: OUTDIR });
    const weight = weighBundle(join(ROOT, OUTDIR));
    const detail = weight.modules.map((m) => `${m.file} ${kib(m.raw)} (${kib(m.gzip)} gzip)`).join(', ');
    expect(WORKER_BUDGET_BYTES).toBeLessThan(FREE_PLAN_LIMIT_BYTES * 0.6);
    expect(
      weight.gzip,
      `${kib(weight.gzip)} gzip > budget ${kib(WORKER_BUDGET_BYTES)}: ${detail}; see npm run build:report`,
    ).toBeLessThanOrEqual(WORKER_BUDGET_BYTES);
  }, 180_000);
});
