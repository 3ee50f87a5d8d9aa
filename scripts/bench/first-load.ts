/**
 * First-load JS as a browser fetches it, to check scripts/checks/first-load.ts against: a fresh
 * Chromium context (a signed-out guest, empty cache) opens each page, waits for html[data-hydrated]
 * and then 3 s more without scrolling or clicking, and lists every script response, gzipped whole
 * (zlib default, as scripts/bench/quality.ts does) and split by whether its request started before
 * the page had hydrated (first load) or after (loaded later: popups, the snackbar on a phone …).
 *   npx tsx scripts/bench/first-load.ts [--url http://127.0.0.1:8787] [--mobile] [--verbose] [path …]
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../checks/chromium.ts';

const { values, positionals } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:8787' }, mobile: { type: 'boolean' }, verbose: { type: 'boolean' } },
  allowPositionals: true,
});
const origin = values.url!;
const paths = positionals.length > 0 ? positionals : ['/', '/article/1'];
const found = findChromium();
const browser = await chromium.launch({
  executablePath: found?.from === 'playwright' ? undefined : found?.path,
  args: [...CHROMIUM_FLAGS],
});
for (const path of paths) {
  const context = await browser.newContext(values.mobile ? devices['Pixel 7'] : {});
  const page = await context.newPage();
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      bodies.set(
        r.url(),
        r.body().then((b) => gzipSync(b).length),
      );
  });
  // When html[data-hydrated] appears, on the page's own clock (as resource timing's startTime).
  // (strings: this package's TypeScript has no DOM types)
  await page.addInitScript(`new MutationObserver((_, o) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    window.__hydratedAt = performance.now();
    o.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });`);
  await page.goto(origin + path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(3000);
  const timing = (await page.evaluate(`({
    hydratedAt: window.__hydratedAt,
    starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
  })`)) as { hydratedAt: number; starts: [string, number][] };
  const starts = new Map(timing.starts);
  const rows = await Promise.all(
    [...bodies].map(async ([url, gz]) => ({ url, gzip: await gz, first: (starts.get(url) ?? 0) <= timing.hydratedAt })),
  );
  const sum = (rs: typeof rows) => `${(rs.reduce((n, r) => n + r.gzip, 0) / 1024).toFixed(1)} KB (${rs.length} files)`;
  console.log(`${path}: first load ${sum(rows.filter((r) => r.first))}, later ${sum(rows.filter((r) => !r.first))}`);
  if (values.verbose)
    for (const r of rows.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${r.first ? 'first' : 'later'} ${String(r.gzip).padStart(6)} ${r.url.replace(origin, '')}`);
  await context.close();
}
await browser.close();
