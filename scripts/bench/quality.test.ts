import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor, qualitySection } from './quality';

describe('cpuMultiplierFor: Lighthouse docs/throttling.md, the slowdown that models a mid-tier phone', () => {
  it.each([
    [2400, 4], // a high-end desktop: Lighthouse's default 4×
    [1500, 4],
    [1499, 2], // a low-end desktop
    [1000, 2],
    [800, 2], // a high-end phone
    [799, 1], // a mid-tier phone already
    [100, 1],
  ])('BenchmarkIndex %i → %i×', (index, multiplier) => {
    expect(cpuMultiplierFor(index)).toBe(multiplier);
  });
});

describe('qualitySection', () => {
  it('shows the median run, every run and the slowdown with the host it was chosen for', () => {
    const section = qualitySection(
      'now',
      [{ path: '/', htmlBeforeHeadlineGzip: 1000, cssGzip: 2000, htmlGzip: 4096, scripts: [], jsGzip: 0 }],
      [
        {
          path: '/',
          scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
          failing: ['dom-size (1,634 elements)'],
          scriptUrls: [],
          cpu: 2,
          benchmarkIndex: 1399,
          performanceRuns: [99, 97, 93, 100, 96],
        },
      ],
    );
    expect(section).toContain('| `/` | 2× (1,399) | **97** (99, 97, 93, 100, 96) | 100 | 100 | 100 | dom-size (1,634 elements) |');
    expect(section).toContain('3,000 B (1,000 + 2,000)');
  });
});
