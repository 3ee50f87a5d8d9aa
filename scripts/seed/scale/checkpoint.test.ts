import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Checkpoint,
  isComplete,
  mismatch,
  newCheckpoint,
  nextBatch,
  readCheckpoint,
  recordBatch,
  writeCheckpoint,
} from './checkpoint';
import { scaleCounts } from './counts';
import { refusal } from './persist';

const counts = scaleCounts(1000);
const fresh = () => newCheckpoint('s', 86_400, counts, new Date(0));
const PHASES = [
  { name: 'a', batches: 3 },
  { name: 'b', batches: 4 },
];

/** The seed's loop, with a write that may fail at one batch: what a run leaves behind. */
function run(checkpoint: Checkpoint, failAt?: string): string[] {
  const written: string[] = [];
  for (const phase of PHASES) {
    for (let b = nextBatch(checkpoint, phase.name, phase.batches); b < phase.batches; b++) {
      if (`${phase.name}${b}` === failAt) throw Object.assign(new Error('interrupted'), { written });
      written.push(`${phase.name}${b}`);
      recordBatch(checkpoint, phase.name, phase.batches, b, 10, 0.5);
    }
  }
  return written;
}

describe('checkpoint', () => {
  it('continues after the last recorded batch, and a finished state writes nothing', () => {
    const checkpoint = fresh();
    let first: string[] = [];
    try {
      run(checkpoint, 'b2');
    } catch (error) {
      first = (error as { written: string[] }).written;
    }
    expect(first).toEqual(['a0', 'a1', 'a2', 'b0', 'b1']);
    expect(isComplete(checkpoint, PHASES)).toBe(false);
    expect(run(checkpoint)).toEqual(['b2', 'b3']);
    expect(isComplete(checkpoint, PHASES)).toBe(true);
    expect(run(checkpoint)).toEqual([]);
    expect(checkpoint.phases.b).toEqual({ done: 4, batches: 4, rows: 40, seconds: 2 });
  });

  it('refuses batches out of order and a changed plan', () => {
    const checkpoint = fresh();
    expect(() => recordBatch(checkpoint, 'a', 3, 1, 1, 0)).toThrow(/out of order/);
    recordBatch(checkpoint, 'a', 3, 0, 1, 0);
    expect(() => nextBatch(checkpoint, 'a', 5)).toThrow(/planned as 3/);
  });

  it('survives a round trip through the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scale-checkpoint-'));
    try {
      const checkpoint = fresh();
      recordBatch(checkpoint, 'a', 3, 0, 7, 1.25);
      writeCheckpoint(join(dir, 'x.json'), checkpoint);
      expect(readCheckpoint(join(dir, 'x.json'))).toEqual(checkpoint);
      expect(readCheckpoint(join(dir, 'missing.json'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('will not continue a state made with other arguments', () => {
    expect(mismatch(fresh(), 's', counts)).toBeNull();
    expect(mismatch(fresh(), 'other', counts)).toMatch(/--seed s/);
    expect(mismatch(fresh(), 's', scaleCounts(2000))).toMatch(/--articles 1000/);
    expect(mismatch(fresh(), 's', counts, 500)).toMatch(/--body-chars 3000/);
  });
});

describe('refusal', () => {
  it('wants a --persist of its own, never the demo state or a folder holding it', () => {
    expect(refusal(undefined, '/repo')).toMatch(/required/);
    expect(refusal('/repo/.wrangler/state', '/repo')).toMatch(/demo/);
    expect(refusal('/repo/.wrangler', '/repo')).toMatch(/demo/);
    expect(refusal('/repo', '/repo')).toMatch(/demo/);
    expect(refusal('/repo/.tmp/scale-10k', '/repo')).toBeNull();
  });
});
