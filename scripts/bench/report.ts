/** @module Results table and the machine/run description that goes with it. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ROOT } from '../dev/proc.ts';
import { CONNECTIONS, disqualification, SLICE_SECONDS, type TargetResult, WARMUP_SECONDS } from './load.ts';
import { BASELINE } from './targets.ts';

/** "<CPU model>, <n> cores, <GB> GB RAM, Node <version>": what makes numbers (in)comparable. */
export function machineSummary(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() || 'unknown CPU';
  const memGb = Math.round(os.totalmem() / 1024 ** 3);
  return `${model}, ${cpus.length} cores, ${memGb} GB RAM, Node ${process.version}`;
}

export interface RunDescription {
  serverLabel: string;
  durationSeconds: number;
  rounds: number;
  bust?: boolean;
  /** False when dist/ was served as it was (--no-build): the commit may not be what was built. */
  build?: boolean;
}

export function describeRun({ serverLabel, durationSeconds, rounds, bust, build }: RunDescription): string {
  return [
    `Server: ${serverLabel}`,
    `commit ${gitRevision()}`,
    `${CONNECTIONS} connections, ${durationSeconds} s × ${rounds} round${rounds === 1 ? '' : 's'} per target in ${SLICE_SECONDS} s slices interleaved across targets, after a ${WARMUP_SECONDS} s warm-up each`,
    ...(bust ? ['a new query value per request (--bust), so the edge cache answers only trending-edge and article-edge'] : []),
    ...(build === false ? ['dist/ served as it was (--no-build)'] : []),
    `${os.platform()} ${os.release()}`,
  ].join(' · ');
}

/** The short commit, with " + uncommitted changes" when the tree is dirty. */
export function gitRevision(): string {
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const sha = git(['rev-parse', '--short', 'HEAD']);
    return git(['status', '--porcelain']) ? `${sha} + uncommitted changes` : sha;
  } catch {
    return 'unknown (no git history)';
  }
}

/**
 * A markdown table, padded so it also reads well in a terminal. The ratio divides by /healthz,
 * which costs the worker almost nothing: it factors out how fast the machine is, so ratios are
 * comparable across machines where raw req/s are not.
 */
export function resultsTable(results: TargetResult[]): string {
  const baseline = results.find((r) => r.target.name === BASELINE)?.reqPerSec;
  const header = ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'ratio to /healthz', 'non-2xx'];
  const rows = results.map((r) => [
    r.target.name,
    `\`${r.target.path}\``,
    Math.round(r.reqPerSec).toLocaleString('en-US'),
    fixed(r.p50Ms, 1),
    fixed(r.p99Ms, 1),
    baseline ? fixed(r.reqPerSec / baseline, 2) : 'n/a',
    failures(r),
  ]);
  const numeric = header.map((_, i) => i >= 2);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

function failures(r: TargetResult): string {
  return r.errors ? `${r.non2xx} (+${r.errors} conn. errors)` : String(r.non2xx);
}

/** Non-empty when the run must not count; each line names the target and what went wrong. */
export function failedTargets(results: TargetResult[]): string[] {
  return results.flatMap((r) => {
    const why = disqualification(r);
    return why ? [`${r.target.name} ${r.target.path}: ${why}`] : [];
  });
}
