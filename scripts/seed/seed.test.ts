/**
 * The real thing: migrate a fresh local state dir with wrangler, seed it twice, and check that
 * the second run changes nothing and that the content meets the product's minimums (those checks
 * are content-checks.ts, run here on the same state).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSeededContent, QUERIES } from './content-checks';
import { type SeedResult, seed } from './index';
import { migratedState, quiet, removeState, type Snapshot, snapshot } from './test-state';

describe('npm run seed', () => {
  let persist: string;
  let first: SeedResult;
  let second: SeedResult;
  let before: Snapshot;
  let after: Snapshot;

  beforeAll(async () => {
    persist = await migratedState();
    first = await seed({ persist, log: quiet });
    before = await snapshot(persist);
    second = await seed({ persist, log: quiet });
    after = await snapshot(persist, QUERIES);
    // Two wrangler migrations (the main and the events database) and two seeds, each drawing every image.
  }, 300_000);

  afterAll(() => removeState(persist));

  it('changes nothing on a second run', () => {
    expect(first.status).toBe('seeded');
    expect(Object.values(second.report?.inserted ?? {}).every((n) => n === 0)).toBe(true);
    expect(second.report?.objectsPut).toBe(0);
    expect(after.digest).toBe(before.digest);
    expect(after.anchor).toBe(before.anchor);
  });

  it('skips with --if-empty once there are articles', async () => {
    expect((await seed({ persist, ifEmpty: true, log: quiet })).status).toBe('skipped');
  });

  describeSeededContent(() => after);
});
