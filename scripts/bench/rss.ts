/**
 * @module The resident memory of the workerd process that serves the Worker, read from Linux's
 * /proc: Miniflare spawns workerd as a child of this process, and everything the Worker and its
 * local D1 (a SQLite database inside the same workerd) hold in memory shows up in its VmRSS.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** VmRSS of a /proc/<pid>/status text, in KiB; undefined when the line is missing (a zombie). */
export function parseVmRssKb(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) : undefined;
}

/**
 * The command name and parent pid of a /proc/<pid>/stat line. The name is in parentheses and may
 * itself hold spaces or parentheses, so the fields after it are counted from the last ')'.
 */
export function parseStat(stat: string): { comm: string; ppid: number } | undefined {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open === -1 || close < open) return undefined;
  const ppid = Number(stat.slice(close + 2).split(' ')[1]);
  return Number.isInteger(ppid) ? { comm: stat.slice(open + 1, close), ppid } : undefined;
}

/** The pids of `name` processes descending from `ancestor` (children, grandchildren, …). */
export function descendantsNamed(name: string, ancestor = process.pid): number[] {
  const parents = new Map<number, { comm: string; ppid: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const info = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (info) parents.set(Number(entry), info);
    } catch {
      // the process ended while we listed
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parents.get(pid)?.ppid, hops = 0; p !== undefined && hops < 64; p = parents.get(p)?.ppid, hops++) {
      if (p === ancestor) return true;
    }
    return false;
  };
  return [...parents].filter(([pid, info]) => info.comm === name && descends(pid)).map(([pid]) => pid);
}

/** The one workerd serving the bench; refuses to guess when there are several or none. */
export function servingWorkerd(): number {
  if (process.platform !== 'linux') throw new Error('RSS sampling reads /proc: Linux only');
  const pids = descendantsNamed('workerd');
  if (pids.length !== 1) throw new Error(`expected one workerd child process, found ${pids.length} (${pids.join(', ') || 'none'})`);
  return pids[0]!;
}

export function rssKb(pid: number): number {
  const kb = parseVmRssKb(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (kb === undefined) throw new Error(`/proc/${pid}/status has no VmRSS (has workerd exited?)`);
  return kb;
}

export interface RssSampler {
  /** Stops sampling; answers every sample taken, in KiB. */
  stop(): number[];
}

/**
 * Reads VmRSS every `intervalMs` until stopped. A timer in this process: while the bench parses
 * CSV the event loop may be late, so the interval is a target, and the peak between two samples
 * can be missed (reported as the sample count next to the peak).
 */
export function sampleRss(pid: number, intervalMs = 100): RssSampler {
  const samples = [rssKb(pid)];
  const timer = setInterval(() => {
    try {
      samples.push(rssKb(pid));
    } catch {
      // read again next tick; a vanished workerd fails the download anyway
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(rssKb(pid));
      return samples;
    },
  };
}

export interface RssSummary {
  beforeKb: number;
  peakKb: number;
  /** Peak minus before: what serving the download added at its worst. */
  growthKb: number;
  samples: number;
}

export function summarizeRss(beforeKb: number, samples: readonly number[]): RssSummary {
  const peakKb = samples.reduce((max, kb) => Math.max(max, kb), beforeKb);
  return { beforeKb, peakKb, growthKb: peakKb - beforeKb, samples: samples.length };
}
