/** @module Unit checks of the scale bench's section of docs/benchmarks.md: appended once, then only its run replaced. */
import { describe, expect, it } from 'vitest';
import { mergeScaleRun, SCALE_END, SCALE_HEADING, SCALE_START } from './scale-docs.ts';

describe('docs/benchmarks.md scale section', () => {
  const inside = (doc: string) => doc.slice(doc.indexOf(SCALE_START), doc.indexOf(SCALE_END));

  it('appends the section once, then replaces only what lies between its markers', () => {
    const doc = '# Benchmarks\n\nIntro.\n\n## Back office (issue 13)\n\nnumbers\n';
    const first = mergeScaleRun(doc, '### Run A');
    expect(first.startsWith(doc.trimEnd())).toBe(true);
    expect(first).toContain(`${SCALE_HEADING}\n\n`);
    const withLater = `${first}\n## Later section\n\nkept\n`;
    const second = mergeScaleRun(withLater, '### Run B');
    expect(inside(second)).toContain('### Run B');
    expect(inside(second)).not.toContain('### Run A');
    expect(second.split(SCALE_HEADING)).toHaveLength(2);
    expect(second.replace(inside(second), '')).toBe(withLater.replace(inside(withLater), ''));
  });

  it('creates the file when there is none, and refuses a lone marker', () => {
    expect(mergeScaleRun(undefined, '### Run A')).toMatch(/^# Benchmarks\n\n## Scale \(issue 29\)/);
    expect(() => mergeScaleRun(`# B\n\n${SCALE_START}\n`, 'x')).toThrow(/only one of/);
  });
});
