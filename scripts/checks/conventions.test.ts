// The conventions of docs/ARCHITECTURE.md that a reader would otherwise have to remember, checked
// on every `npm test`: the shape of a feature folder, guards instead of assertions, queries only in
// queries.ts, the envelope written once, zod kept out of the browser, the access rule written once,
// where code runs visible from its path, files small enough to read.
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
const DATA_TABLES = ['scripts/seed/data/headlines.ts', 'scripts/seed/data/people.ts', 'worker/config/required-settings.ts'];
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

  it('take row types from the schema (db/rows.ts, db/raw.ts), never a cast to one', () => {
    // A cast to a named row type (…Row, …Row[], Partial<…Row>) hides a column list that drifted from
    // its query: a select's row type is inferred, a raw row's is checked where it comes back.
    expect(matching(tracked, /\bas\s+(?:\w+<)?[A-Z]\w*Row\b/)).toEqual([]);
    // D1's `.first<T>()` and `.all<T>()` are casts too: raw rows go through rawRow (tests may count rows as they like).
    const kits = /(\.test\.tsx?|\.cases\.ts|test-kit\.ts)$|^worker\/test\//;
    expect(
      matching(
        worker.filter((f) => !kits.test(f)),
        /\.(first|all|raw)<[^>(]/,
      ),
    ).toEqual([]);
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

/**
 * The access rule has one home, worker/contracts/access.ts (decision 046): the table, the values
 * and the pure functions; its SQL is generated from it (features/articles/access-sql.ts names no
 * value). Anywhere else, comparing a paywall or content type with a value (JS or SQL) restates the
 * rule, and so does naming the values the table alone declares. Data may name a value as a
 * property (`makeArticle({ paywall: 'paid' })`, the design page's sample card), and tests' tables
 * may list them; the seed (which makes articles of each kind and picks them for its zones) and the
 * Playwright specs (which find seeded articles of a kind) are data throughout.
 */
const ACCESS_HOME = 'worker/contracts/access.ts';
const KIND = '(?:paywall|content_?[tT]ype)';
const VALUE = `['"](?:mxm_exclusive|mxm_ai|authorized)['"]`;
const ACCESS_DECISIONS = [
  // paywall === 'paid', ${articles.paywall} = 'paid', content_type NOT IN ('…'), a.contentType <> 'mxm_exclusive'
  new RegExp(String.raw`\b${KIND}\b[\]'"\x60})]*\s*(?:===|!==|==|!=|\s<>\s|\s=\s|\sNOT IN\b|\sIN\b)\s*\(?\s*['"]`),
  // 'paid' === a.paywall
  new RegExp(String.raw`['"]\s*(?:===|!==|==|!=)\s*[\w.?]*\b${KIND}\b`),
  // eq(articles.paywall, …), inArray(articles.contentType, …), switch (a.paywall)
  new RegExp(String.raw`\b(?:eq|ne|inArray|notInArray|switch\s*)\(\s*[\w.?]*\b${KIND}\b`),
  // a content type or paywall value compared, whatever the other side is called
  new RegExp(String.raw`(?:===|!==|==|!=|\s<>\s|\s=\s|\bIN\s*\([^)]*)\s*${VALUE}|${VALUE}\s*(?:===|!==|==|!=|<>|=)`),
];
const PROPERTY_VALUE = new RegExp(String.raw`[\w'"]\??\s*:\s*${VALUE}`, 'g');
const accessDecisions = (text: string) => text.split('\n').filter((line) => ACCESS_DECISIONS.some((re) => re.test(line)));
const namedValues = (text: string) => text.split('\n').filter((line) => new RegExp(VALUE).test(line.replace(PROPERTY_VALUE, '')));

describe('one access rule', () => {
  const scanned = tracked.filter(
    (f) =>
      /^(worker|client|scripts)\//.test(f) &&
      !/^(scripts\/seed|client\/e2e)\//.test(f) &&
      f !== ACCESS_HOME &&
      f !== 'scripts/checks/conventions.test.ts',
  );

  it(`compares a paywall or content type with a value only in ${ACCESS_HOME}`, () => {
    expect(scanned.flatMap((f) => accessDecisions(read(f)).map((line) => `${f}: ${line.trim()}`))).toEqual([]);
  });

  it(`names the content types and paywalls only in ${ACCESS_HOME} (data may name one as a property)`, () => {
    const code = scanned.filter((f) => source(f) && !/\.cases\.ts$|^worker\/test\//.test(f));
    expect(code.flatMap((f) => namedValues(read(f)).map((line) => `${f}: ${line.trim()}`))).toEqual([]);
  });

  it('flags each way the rule used to be written, and leaves data alone', () => {
    // The old lines (a template's placeholder quoted as text without its $).
    const restated = [
      "const mayRead = n.plus ? sql`1` : sql`NOT ({articles.contentType} = 'mxm_exclusive' AND {articles.paywall} = 'paid')`;",
      "  : sql`NOT ({articles.contentType} = 'mxm_exclusive' AND {articles.paywall} NOT IN ('free', 'authorized'))`;",
      "const free = sql`({articles.contentType} <> 'mxm_exclusive' OR {articles.paywall} = 'free')`;",
      "if (!mayComment({ free, paid: article.paywall === 'paid' }, plus)) throw forbidden(M.mayNotComment);",
      "return !(a.content_type === 'mxm_exclusive' && a.paywall !== 'free');",
      "if ('authorized' === article.paywall) return true;",
      ".where(eq(articles.paywall, 'paid'))",
      "if (ct !== 'mxm_exclusive' || pw === 'free') return 'open';",
    ];
    expect(restated.filter((line) => accessDecisions(line).length === 0)).toEqual([]);
    const data = [
      "makeArticle({ contentType: 'mxm_exclusive', paywall: 'paid' })",
      "const tier = 'free'; if (tier === 'free') {}",
      "inv.status === 'paid'",
    ];
    expect(data.flatMap(accessDecisions)).toEqual([]);
    expect(namedValues("export const CONTENT_TYPES = ['mxm_exclusive', 'mxm_ai', 'other'] as const;")).toHaveLength(1);
    expect(data.flatMap(namedValues)).toEqual([]);
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
