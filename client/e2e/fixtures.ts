// Shared Playwright fixtures. Import `test` and `expect` from here, not from @playwright/test:
//
// - Every test fails if the page logged a console error or threw an uncaught error, unless the
//   test expects it: `consoleErrors.allow(/status of 404/)` inside the test, or
//   `test.use({ allowedConsoleErrors: [/.../] })` for a whole file or describe block.
// - `expectNoAxeViolations(page)` runs axe-core and fails with a readable list of violations.
// - The seed's three active popups (scripts/seed/blocks.ts, ids 1-3) count as already shown in
//   every context (their display counters are set before each page's scripts run), so no spec
//   finds one over the page it tests; popups.spec.ts makes popups of its own, on its own URLs.
// - `page.request` / `context.request` send a request again once when the socket it reused had
//   been closed by the server meanwhile (see retryStaleSockets), in every context: the test's own
//   and those a test opens with `browser.newContext()`.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

type Pattern = string | RegExp;

export interface ConsoleErrors {
  /** Declares an expected error: messages matching `pattern` do not fail the test. */
  allow(pattern: Pattern): void;
  /** Everything recorded so far (allowed or not), as "kind: message (where)". */
  readonly all: readonly string[];
}

const matches = (text: string, p: Pattern) => (typeof p === 'string' ? text.includes(p) : p.test(text));

/**
 * workerd (the e2e server's front door) closes idle keep-alive connections; Playwright's API
 * client reuses them and, when the two cross, fails with "socket hang up" / ECONNRESET before the
 * request reached the server (Miniflare's own client avoids this by never reusing a connection,
 * workers-sdk#15716). Such a request never ran, so sending it once more is safe. Browsers do the
 * same for their own requests.
 */
const retrying = new WeakSet<APIRequestContext>();

/** The seed's popup ids and a count above any frequency the admin API allows (1000). */
const SEEDED_POPUP_IDS = [1, 2, 3];
const quietSeededPopups = (context: BrowserContext) =>
  context.addInitScript((ids) => {
    try {
      for (const id of ids) localStorage.setItem(`popup.${id}`, '1000000');
    } catch {
      // Storage blocked (an opaque origin such as about:blank): nothing can show there either.
    }
  }, SEEDED_POPUP_IDS);

function retryStaleSockets(request: APIRequestContext) {
  if (retrying.has(request)) return;
  retrying.add(request);
  for (const method of ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const) {
    const send = request[method].bind(request) as (...args: unknown[]) => Promise<unknown>;
    (request as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      try {
        return await send(...args);
      } catch (err) {
        if (!/socket hang up|ECONNRESET/.test(String(err))) throw err;
        return send(...args);
      }
    };
  }
}

export const test = base.extend<{ allowedConsoleErrors: Pattern[]; consoleErrors: ConsoleErrors }, { browser: Browser }>({
  allowedConsoleErrors: [[], { option: true }],

  // A context a test opens itself (a second reader, JavaScript off) retries stale sockets too.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        retryStaleSockets(context.request);
        await quietSeededPopups(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],

  context: async ({ context }, use) => {
    retryStaleSockets(context.request);
    await quietSeededPopups(context);
    await use(context);
  },
  request: async ({ request }, use) => {
    retryStaleSockets(request);
    await use(request);
  },

  consoleErrors: [
    async ({ context, allowedConsoleErrors }, use, testInfo) => {
      const recorded: string[] = [];
      const allowed: Pattern[] = [...allowedConsoleErrors];
      context.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const { url, lineNumber } = msg.location();
        recorded.push(`console.error: ${msg.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      context.on('weberror', (err) => {
        const e = err.error();
        recorded.push(`page error: ${e.stack ?? e.message} (${err.page()?.url() ?? 'unknown page'})`);
      });

      await use({ allow: (p) => void allowed.push(p), all: recorded });

      const unexpected = recorded.filter((text) => !allowed.some((p) => matches(text, p)));
      if (recorded.length) {
        await testInfo.attach('console-errors', { body: recorded.join('\n'), contentType: 'text/plain' });
      }
      if (unexpected.length) {
        throw new Error(
          `${unexpected.length} unexpected console/page error(s):\n` +
            unexpected.map((t) => `  - ${t}`).join('\n') +
            `\n(if one is expected, call consoleErrors.allow(pattern) in the test)`,
        );
      }
    },
    { auto: true },
  ],
});

export interface AxeOptions {
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
}

/** Runs axe-core on the current page and fails listing each violation with its elements. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  expect(violations.length, `axe found ${violations.length} violation(s) on ${page.url()}:\n${report}`).toBe(0);
}
