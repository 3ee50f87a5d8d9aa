// The conventions of docs/ARCHITECTURE.md that a reader would otherwise have to remember, checked
// on every `npm test`: the shape of a feature folder, guards instead of assertions, queries only in
// queries.ts, the envelope written once, zod kept out of the browser, where code runs visible from
// its path, files small enough to read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));
const read = (f: string) => readFileSync(f, 'utf8');
const source = (f: string) => !/\.(test|spec)\.tsx?$/.test(f);
const matching = (files: string[], re: RegExp) => files.filter((f) => re.test(read(f)));

/** Tables of data, not code: long by nature (docs/ARCHITECTURE.md lists them). */
const DATA_TABLES = ['scripts/seed/data/headlines.ts', 'scripts/seed/data/people.ts'];
const MAX_LINES = 250;

const worker = tracked.filter((f) => f.startsWith('worker/'));
const features = worker.filter((f) => f.startsWith('worker/features/'));
const ROUTE_FILES = /^(pages\.tsx?|api\.ts|aux\.ts|admin\.ts|forms\.ts|admin-pages\.tsx|admin-forms\.ts)$/;

describe('feature folders', () => {
  it('expose their routes from index.ts and name route files by audience', () => {
    const wrongNames = features.filter((f) => /(routes\.|\.api\.ts$|\.page\.tsx$)/.test(basename(f)));
    expect(wrongNames).toEqual([]);
    const routeFolders = new Set(features.filter((f) => ROUTE_FILES.test(basename(f))).map(dirname));
    const withoutIndex = [...routeFolders].filter((d) => !worker.includes(`${d}/index.ts`));
    expect(withoutIndex).toEqual([]);
  });

  it('build no queries in route files (queries live in queries.ts)', () => {
    const routeFiles = features.filter((f) => ROUTE_FILES.test(basename(f)));
    expect(
      matching(
        routeFiles,
        /\bdb\s*\.\s*(select|insert|update|delete|batch)\s*\(|\.get\('db'\)\s*\.\s*(select|insert|update|delete|batch)\(/,
      ),
    ).toEqual([]);
  });

  it('answer every form post through the one form route (http/form.ts): no reading, catching or redirecting of their own', () => {
    const formFiles = features.filter((f) => /^(admin-)?forms\.ts$/.test(basename(f)));
    expect(formFiles.length).toBeGreaterThan(15);
    expect(formFiles.filter((f) => !/\bformRoute\(/.test(read(f)))).toEqual([]);
    expect(matching(formFiles, /\bcatch\s*\(|c\.req\.(parseBody|formData)\(|\bsetFlash\(|c\.redirect\(/)).toEqual([]);
  });

  it('never assert the viewer or cast SQL: guards and types say it', () => {
    expect(matching(worker, /c\.get\('viewer'\)!/)).toEqual([]);
    expect(matching(worker, /as unknown as SQL\b/)).toEqual([]);
  });
});

describe('wire shapes', () => {
  it('write the envelope only in worker/contracts', () => {
    // Where our own answers are made or read: route files, http/, the browser. (A module that parses
    // a third party's answer, such as X's `{ data: … }`, is not our envelope.)
    const routeFiles = features.filter((f) => ROUTE_FILES.test(basename(f)));
    const outside = [
      ...routeFiles,
      ...worker.filter((f) => f.startsWith('worker/http/')),
      ...tracked.filter((f) => f.startsWith('client/')),
    ].filter((f) => source(f) && !f.startsWith('client/e2e/'));
    // A schema or a type literal of the envelope: { data: …} / { errors: [...] } / meta.paging.
    expect(matching(outside, /z\.object\(\{\s*(data|errors|meta)\s*:/)).toEqual([]);
    expect(matching(outside, /\berrors\??\s*:\s*(\{\s*message|Array<\{)/)).toEqual([]);
    expect(matching(outside, /ErrorEnvelopeDto|PagingDto/)).toEqual([]);
  });

  it('keep zod out of the browser: zod contracts are imported by client code as types only', () => {
    const zodContracts = worker.filter(
      (f) => f.startsWith('worker/contracts/') && source(f) && /^import (?!type )[^;]*from 'zod'/m.test(read(f)),
    );
    const names = zodContracts.map((f) => basename(f).replace(/\.ts$/, ''));
    const client = tracked.filter((f) => f.startsWith('client/') && !f.startsWith('client/e2e/'));
    const valueImports = client.filter((f) =>
      names.some((n) => new RegExp(`^import (?!type )[^;]*from '[./]+/worker/contracts/${n}';`, 'm').test(read(f))),
    );
    expect(valueImports).toEqual([]);
  });
});

describe('where code runs', () => {
  it('ships to the browser only what lives in client/browser (and the zod-free contracts)', async () => {
    // The browser bundle as the build makes it: every file it pulls in, islands and all they import.
    const result = await esbuild.build({
      entryPoints: ['client/browser/entry.tsx'],
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      write: false,
      outdir: '.tmp/conventions',
      metafile: true,
      logLevel: 'silent',
    });
    const ours = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.filter((f) => !f.startsWith('client/browser/') && !f.startsWith('worker/contracts/'))).toEqual([]);
  });

  it('puts every client file under browser/ or server/ (pages and server-only parts)', () => {
    const client = tracked.filter((f) => f.startsWith('client/') && !f.startsWith('client/e2e/'));
    expect(client.filter((f) => !/^client\/(browser|server)\//.test(f))).toEqual([]);
    // Server-only code in client/browser would be shipped for nothing (or fail in the browser).
    expect(
      matching(
        client.filter((f) => f.startsWith('client/browser/')),
        /from '[./]*\/server\//,
      ),
    ).toEqual([]);
  });
});

describe('size', () => {
  it(`keeps source files under ${MAX_LINES} lines (data tables excepted)`, () => {
    const long = tracked
      .filter((f) => !DATA_TABLES.includes(f) && f !== 'worker/worker-configuration.d.ts')
      .map((f) => [f, read(f).split('\n').length] as const)
      .filter(([, n]) => n > MAX_LINES + 1);
    expect(long).toEqual([]);
  });
});
