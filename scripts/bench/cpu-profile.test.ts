import { describe, expect, it } from 'vitest';
import { areaOf, type CpuProfile, decodeMappings, sourceLookup, summarize } from './cpu-profile.ts';

describe('source map lookup', () => {
  it('decodes VLQ segments, relative columns per line and sources across lines', () => {
    // Line 0: col 0 → source 0, col 5 → source 1; line 1: col 2 → source 1 (deltas carry over lines).
    // "AAAA" = [0,0,0,0], "KCAA" = [5,1,0,0], "EAAA" = [2,0,0,0]; "gB" = 16 (two digits).
    const lines = decodeMappings('AAAA,KCAA;EAAA;gBAAA');
    expect([...lines[0]!]).toEqual([0, 0, 5, 1]);
    expect([...lines[1]!]).toEqual([2, 1]);
    expect([...lines[2]!]).toEqual([16, 1]);
    const at = sourceLookup({ sources: ['a.ts', 'b.ts'], mappings: 'AAAA,KCAA;EAAA' });
    expect([at(0, 0), at(0, 4), at(0, 5), at(0, 99), at(1, 1), at(1, 2), at(7, 0)]).toEqual([
      'a.ts',
      'a.ts',
      'b.ts',
      'b.ts',
      null,
      'b.ts',
      null,
    ]);
  });

  it('decodes negative deltas', () => {
    // "D" = -1: source index 1 then back to 0.
    expect([...decodeMappings('ACAA,CDAA')[0]!]).toEqual([0, 1, 1, 0]);
  });

  it('names a package or our own file', () => {
    expect(areaOf('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')).toBe('react-dom');
    expect(areaOf('../../node_modules/@hono/react-renderer/dist/index.js')).toBe('@hono/react-renderer');
    expect(areaOf('../../worker/pages/splice.ts')).toBe('worker/pages/splice.ts');
  });
});

describe('profile summary', () => {
  const frame = (functionName: string, lineNumber = 0, url = 'index.js') => ({ functionName, url, lineNumber, columnNumber: 0 });
  // root → handler (ours, line 0) → render (react, line 1); idle and GC beside it.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', -1, ''), children: [2, 4, 5] },
      { id: 2, callFrame: frame('handler', 0), children: [3] },
      { id: 3, callFrame: frame('render', 1) },
      { id: 4, callFrame: frame('(idle)', -1, '') },
      { id: 5, callFrame: frame('(garbage collector)', -1, '') },
    ],
    startTime: 0,
    endTime: 1000,
    samples: [2, 3, 3, 4, 4, 5],
    timeDeltas: [100, 100, 100, 500, 100, 100],
  };
  const sources = ['../../worker/app.ts', '../../node_modules/react-dom/server.js'];
  const s = summarize(profile, 2, (f) => (f.url === 'index.js' ? (sources[f.lineNumber] ?? null) : null));

  it('counts busy time per request without idle, GC included', () => {
    expect(s.sampledMs).toBe(1);
    expect(s.busyMs).toBeCloseTo(0.4);
    expect(s.busyUsPerRequest).toBe(200);
    expect(s.gcUsPerRequest).toBe(50);
  });

  it('splits self time by package or file and by function, and totals our own functions', () => {
    expect(s.selfByArea.map((r) => [r.name, r.usPerRequest])).toEqual([
      ['react-dom', 100],
      ['worker/app.ts', 50],
      ['(garbage collector)', 50],
    ]);
    expect(s.selfByFunction[0]).toMatchObject({ name: 'render react-dom', usPerRequest: 100, share: 0.5 });
    expect(s.totalByOwnFunction).toEqual([{ name: 'handler worker/app.ts', usPerRequest: 150, share: 0.75 }]);
  });
});
