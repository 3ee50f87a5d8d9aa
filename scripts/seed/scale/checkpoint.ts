/**
 * @module The scale seed's record in <persist>/scale-seed.json: what it was asked for, which batches of
 * which phases are written, and how long each phase took. A rerun reads it and continues after the
 * last batch it records. Batches are written with ON CONFLICT DO NOTHING and fixed ids, so a batch
 * written just before a crash (and not yet recorded) is harmlessly written again.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { DEFAULT_BODY_CHARS, type ScaleCounts } from './counts';

export const CHECKPOINT_FILE = 'scale-seed.json';

export interface PhaseRecord {
  /** Batches written, in order: batches [0, done) are in the database. */
  done: number;
  batches: number;
  rows: number;
  /** Time spent in this phase, summed over runs. */
  seconds: number;
}

export interface Checkpoint {
  version: 1;
  seed: string;
  /** Epoch seconds of the UTC midnight every date hangs off, fixed by the first run. */
  anchor: number;
  counts: ScaleCounts;
  /** Median body length (--body-chars). */
  bodyChars: number;
  phases: Record<string, PhaseRecord>;
  startedAt: string;
  finishedAt?: string;
  /** Seconds summed over every phase of every run (interrupted ones included), set at the end. */
  totalSeconds: number;
  runs: number;
  /** Written at the end: the D1 sqlite file's size, and handy ids for the scale bench. */
  databaseBytes?: number;
  facts?: Record<string, unknown>;
}

export function newCheckpoint(seed: string, anchor: number, counts: ScaleCounts, now: Date, bodyChars = DEFAULT_BODY_CHARS): Checkpoint {
  return { version: 1, seed, anchor, counts, bodyChars, phases: {}, startedAt: now.toISOString(), totalSeconds: 0, runs: 0 };
}

/** Why this state cannot be continued with these arguments, or null when it can. */
export function mismatch(checkpoint: Checkpoint, seed: string, counts: ScaleCounts, bodyChars = DEFAULT_BODY_CHARS): string | null {
  if (checkpoint.version !== 1) return `it was written by another version of the scale seed (${checkpoint.version})`;
  if (checkpoint.seed !== seed) return `it was seeded with --seed ${checkpoint.seed}, not ${seed}`;
  if (checkpoint.bodyChars !== bodyChars) return `it was seeded with --body-chars ${checkpoint.bodyChars}, not ${bodyChars}`;
  if (checkpoint.counts.articles !== counts.articles) return `it holds --articles ${checkpoint.counts.articles}, not ${counts.articles}`;
  for (const key of Object.keys(counts) as (keyof ScaleCounts)[]) {
    if (checkpoint.counts[key] !== counts[key])
      return `its ${key} count (${checkpoint.counts[key]}) differs from this generator's (${counts[key]})`;
  }
  return null;
}

/** The first batch of `phase` still to write (= batches when the phase is complete). */
export function nextBatch(checkpoint: Checkpoint, phase: string, batches: number): number {
  const record = checkpoint.phases[phase];
  if (!record) return 0;
  if (record.batches !== batches) throw new Error(`phase ${phase} was planned as ${record.batches} batches, now ${batches}`);
  return Math.min(record.done, batches);
}

/** Records batch `index` of `phase` as written (batches are written in order). */
export function recordBatch(checkpoint: Checkpoint, phase: string, batches: number, index: number, rows: number, seconds: number): void {
  const record = (checkpoint.phases[phase] ??= { done: 0, batches, rows: 0, seconds: 0 });
  if (index !== record.done) throw new Error(`phase ${phase}: batch ${index} written out of order (expected ${record.done})`);
  record.done = index + 1;
  record.rows += rows;
  record.seconds += seconds;
}

/** Adds time to a phase without a batch (a phase with nothing left still shows what it cost before). */
export function addSeconds(checkpoint: Checkpoint, phase: string, batches: number, seconds: number): void {
  const record = (checkpoint.phases[phase] ??= { done: 0, batches, rows: 0, seconds: 0 });
  record.seconds += seconds;
}

export function isComplete(checkpoint: Checkpoint, phases: readonly { name: string; batches: number }[]): boolean {
  return phases.every((p) => nextBatch(checkpoint, p.name, p.batches) >= p.batches);
}

export function readCheckpoint(file: string): Checkpoint | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Checkpoint;
}

/** Whole-file replace, so a crash mid-write never leaves half a record. */
export function writeCheckpoint(file: string, checkpoint: Checkpoint): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(checkpoint, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
