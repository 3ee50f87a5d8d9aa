// The Worker's build id: a change to what the bundle is made of moves it; tests and order do not.
import { describe, expect, it } from 'vitest';
import { buildIdOf, isBuildInput, workerBuildId } from './build-id.ts';

const files = [
  { path: 'worker/app.ts', bytes: 'export const app = 1;' },
  { path: 'client/server/pages/TrendingPage.tsx', bytes: '<h1>Trending</h1>' },
  { path: 'package-lock.json', bytes: '{"lockfileVersion":3}' },
];

describe('worker build id', () => {
  it('changes with server-rendered markup alone, not with file order', () => {
    const id = buildIdOf(files);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIdOf([...files].reverse())).toBe(id);
    const markup = files.map((f) => (f.path.endsWith('.tsx') ? { ...f, bytes: '<h1>Trending now</h1>' } : f));
    expect(buildIdOf(markup)).not.toBe(id);
    // A renamed file is another input even with the same bytes.
    expect(buildIdOf(files.map((f) => (f.path === 'worker/app.ts' ? { ...f, path: 'worker/app2.ts' } : f)))).not.toBe(id);
  });

  it('leaves out tests, e2e specs and generated files', () => {
    for (const path of ['worker/app.test.ts', 'client/e2e/front.spec.ts', 'worker/generated/build.ts', 'worker/test/factories.ts']) {
      expect(isBuildInput(path), path).toBe(false);
      expect(buildIdOf([...files, { path, bytes: 'anything' }]), path).toBe(buildIdOf(files));
    }
    expect(isBuildInput('worker/features/articles/pages.tsx')).toBe(true);
  });

  it('reads this checkout without git, the same twice', () => {
    const id = workerBuildId(process.cwd());
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(workerBuildId(process.cwd())).toBe(id);
  });
});
