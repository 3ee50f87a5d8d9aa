/**
 * @module Reading a V8 CPU profile of the Worker (the DevTools protocol's `Profiler.stop` answer,
 * also what a .cpuprofile file holds): where the isolate's time went, per request, by function and
 * by source (a package or one of our files, through the bundle's source map). Pure: the profiler
 * command (profile.ts) takes the profile and the map, this says what they mean.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as the protocol sends them. */
  lineNumber: number;
  columnNumber: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  /** The node each sample landed in. */
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

/** V8's own pseudo-frames: waiting for work, the runtime outside JavaScript, collecting garbage. */
export const IDLE = '(idle)';
export const PROGRAM = '(program)';
export const GC = '(garbage collector)';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_VALUE[B64.charCodeAt(i)] = i;

/** One generated line's segments as [generated column, source index], sorted by column. */
type Line = Int32Array;

/** A source map's `mappings`, decoded to what a lookup needs (the source of a generated position). */
export function decodeMappings(mappings: string): Line[] {
  const lines: Line[] = [];
  let segment: number[] = [];
  let current: number[] = [];
  let source = 0;
  let column = 0;
  let value = 0;
  let shift = 0;
  const endSegment = () => {
    if (segment.length) {
      column += segment[0]!;
      if (segment.length > 1) source += segment[1]!;
      current.push(column, source);
    }
    segment = [];
  };
  for (let i = 0; i < mappings.length; i++) {
    const ch = mappings.charCodeAt(i);
    if (ch === 44 /* , */) {
      endSegment();
    } else if (ch === 59 /* ; */) {
      endSegment();
      lines.push(Int32Array.from(current));
      current = [];
      column = 0;
    } else {
      const digit = B64_VALUE[ch] ?? -1;
      if (digit < 0) throw new Error(`not a base64 VLQ character: ${mappings[i]}`);
      value += (digit & 31) * 2 ** shift;
      shift += 5;
      if (!(digit & 32)) {
        segment.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
        value = 0;
        shift = 0;
      }
    }
  }
  endSegment();
  lines.push(Int32Array.from(current));
  return lines;
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

/** The original source of a generated (0-based) line and column, or null where the map says nothing. */
export function sourceLookup(map: SourceMapLike): (line: number, column: number) => string | null {
  const lines = decodeMappings(map.mappings);
  return (line, column) => {
    const segments = lines[line];
    if (!segments || segments.length === 0) return null;
    // The last segment starting at or before the column.
    let lo = 0;
    let hi = segments.length / 2 - 1;
    if (segments[0]! > column) return null;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segments[mid * 2]! <= column) lo = mid;
      else hi = mid - 1;
    }
    return map.sources[segments[lo * 2 + 1]!] ?? null;
  };
}

/** A package (`react-dom`, `@hono/react-renderer`) or our own file (`worker/pages/splice.ts`). */
export function areaOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope = '', name = ''] = source.slice(at + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source.replace(/^(\.\.?\/)+/, '');
}

export interface Row {
  name: string;
  /** Microseconds per request. */
  usPerRequest: number;
  /** Share of the isolate's busy time. */
  share: number;
}

export interface ProfileSummary {
  requests: number;
  /** Sampled wall time, ms. */
  sampledMs: number;
  /** Time the isolate was not idle, ms (JavaScript, the runtime's own work, garbage collection). */
  busyMs: number;
  busyUsPerRequest: number;
  gcUsPerRequest: number;
  programUsPerRequest: number;
  /** Self time by function (name and source). */
  selfByFunction: Row[];
  /** Self time by package or own file. */
  selfByArea: Row[];
  /** Time inside each of our own functions and everything they called (each sample counted once per function). */
  totalByOwnFunction: Row[];
}

/**
 * What the profile says per request. `source` maps a frame of the bundle to its original file
 * (null: none known, the frame's url stands for it); `own` says which sources are ours.
 */
export function summarize(
  profile: CpuProfile,
  requests: number,
  source: (frame: CallFrame) => string | null,
  own: (source: string) => boolean = (s) => /^(worker|client)\//.test(areaOf(s)),
  top = 25,
): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const described = new Map<number, { fn: string; area: string; own: boolean; pseudo: boolean }>();
  const describe = (id: number) => {
    let d = described.get(id);
    if (d) return d;
    const frame = byId.get(id)!.callFrame;
    const pseudo = frame.functionName.startsWith('(') && frame.url === '';
    const src = pseudo ? null : source(frame);
    const area = pseudo ? frame.functionName : areaOf(src ?? (frame.url || '(native)'));
    const fn = pseudo ? frame.functionName : `${frame.functionName || '(anonymous)'} ${area}`;
    d = { fn, area, own: !pseudo && src !== null && own(src), pseudo };
    described.set(id, d);
    return d;
  };

  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  const totals = new Map<string, number>();
  let sampled = 0;
  let idle = 0;
  let gc = 0;
  let program = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    sampled += us;
    const d = describe(id);
    if (d.fn === IDLE) {
      idle += us;
      return;
    }
    if (d.fn === GC) gc += us;
    if (d.fn === PROGRAM) program += us;
    self.set(d.fn, (self.get(d.fn) ?? 0) + us);
    areas.set(d.area, (areas.get(d.area) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const up = describe(at);
      if (up.own && !seen.has(up.fn)) {
        seen.add(up.fn);
        totals.set(up.fn, (totals.get(up.fn) ?? 0) + us);
      }
    }
  });
  const busy = sampled - idle;
  const perRequest = (us: number) => (requests > 0 ? us / requests : Number.NaN);
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, usPerRequest: perRequest(us), share: busy > 0 ? us / busy : 0 }));
  return {
    requests,
    sampledMs: sampled / 1000,
    busyMs: busy / 1000,
    busyUsPerRequest: perRequest(busy),
    gcUsPerRequest: perRequest(gc),
    programUsPerRequest: perRequest(program),
    selfByFunction: rows(self),
    selfByArea: rows(areas),
    totalByOwnFunction: rows(totals),
  };
}

/** The summary as text for the terminal (and for pasting into docs/benchmarks.md). */
export function formatSummary(name: string, s: ProfileSummary): string {
  const table = (title: string, rows: Row[]) => [
    `  ${title}`,
    ...rows.map((r) => `    ${r.usPerRequest.toFixed(1).padStart(7)} µs/req ${(r.share * 100).toFixed(1).padStart(5)} %  ${r.name}`),
  ];
  return [
    `${name}: ${s.requests.toLocaleString('en-US')} requests, isolate busy ${s.busyUsPerRequest.toFixed(0)} µs/req` +
      ` (GC ${s.gcUsPerRequest.toFixed(0)}, runtime outside JS ${s.programUsPerRequest.toFixed(0)}),` +
      ` busy ${((100 * s.busyMs) / Math.max(s.sampledMs, 1e-9)).toFixed(0)} % of ${(s.sampledMs / 1000).toFixed(1)} s`,
    ...table('self time by package or file', s.selfByArea.slice(0, 15)),
    ...table('self time by function', s.selfByFunction),
    ...table('total time in our own functions (with what they call)', s.totalByOwnFunction),
  ].join('\n');
}
