// End-to-end tests in Chromium (`npm run test:e2e`). Playwright starts the app itself with
// scripts/start.ts on port 8788 and a state dir of its own (.tmp/e2e-state), so it never touches
// the data of a running `npm start`. Outside CI an app already listening on 8788 is reused.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/checks/chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// E2E_PORT lets several people (or agents) run suites side by side, each with its own server and state.
const PORT = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

// The browser scripts/checks/chromium.ts found or installed before this run (`npm run test:e2e`):
// E2E_CHROMIUM, else a system Chromium, else Playwright's own (left to Playwright to locate).
const chromium = findChromium();
const executablePath = chromium && chromium.from !== 'playwright' ? chromium.path : undefined;

const browser = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath, args: [...CHROMIUM_FLAGS] },
};

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { outputFolder: path.join(root, 'playwright-report'), open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Writes into the server's SQLite file from outside, alone and first (see the file).
    { name: 'outside-writes', testMatch: 'outside-writes.setup.ts', use: browser },
    { name: 'chromium', dependencies: ['outside-writes'], testIgnore: '**/*.last.spec.ts', use: browser },
    // Changes what every reader sees (the active view, the demo reader's account): after all the
    // rest, so no other spec sees it half-way. Run alone with --no-deps.
    { name: 'after-all', dependencies: ['chromium'], testMatch: '**/*.last.spec.ts', use: browser },
  ],
  webServer: {
    command: `npx tsx scripts/start.ts --e2e --port ${PORT} --persist .tmp/e2e-state${PORT === 8788 ? '' : `-${PORT}`}`,
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    // start.ts stops wrangler and workerd (its own process groups) on SIGTERM; without this
    // Playwright would SIGKILL it and leave workerd running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
