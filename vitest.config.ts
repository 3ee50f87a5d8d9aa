// Worker code runs inside workerd (the Workers pool) against the real migrated D1/KV/R2/Queue
// bindings from wrangler.toml: `worker` runs the files in groups (what `npm test` runs),
// `worker-file` one file per workerd for focused runs. Scripts (seed, tooling checks) run in Node.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { writeWorkerGroups } from './scripts/test/worker-groups.ts';

const GROUPS_DIR = '.tmp/worker-test-groups';
/**
 * `npx vitest run worker/features/tags`: a path named on the command line runs those files one
 * workerd each (project worker-file). A bare `npx vitest run` leaves that project empty, or it
 * would run every file a second time, ungrouped (40 minutes).
 */
const NAMED_WORKER_PATHS = process.argv.slice(2).some((arg) => /^(\.\/)?worker\//.test(arg));

export default defineConfig(async () => {
  const migrations = await readD1Migrations('d1-migrations');
  // The events database's own (wrangler.toml's EVENTS_DB, migrations_dir d1-migrations/events).
  const eventsMigrations = await readD1Migrations('d1-migrations/events');
  // A function so that it can read what globalSetup provides: the stand-ins' ports.
  const workerd = () =>
    cloudflareTest(({ inject }) => ({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // A second local database standing for a D1 read replica that lags (worker/test/lagging-d1.ts).
        d1Databases: { LAGGING_REPLICA: 'lagging-replica' },
        bindings: {
          TEST_MIGRATIONS: migrations,
          TEST_EVENTS_MIGRATIONS: eventsMigrations,
          // Test-only secrets; production ones come from `wrangler secret put`.
          SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789',
          SHARE_PASS_SECRET: 'test-share-pass-secret-0123456789abcdef',
          CSRF_SECRET: 'test-csrf-secret-0123456789abcdef',
          SITE_URL: 'http://edgewire.test',
          ENVIRONMENT: 'test',
          // Mail goes to the real local SMTP catcher started by the global setup.
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(inject('smtpPort')),
          SMTP_SECURITY: 'none',
          // Social sign-in goes to the real local provider (oauth2-mock-server) it also starts.
          ...inject('oidcVars'),
          // Billing goes to the local Stripe stand-in (scripts/standins/stripe.ts) it starts too.
          ...inject('stripeVars'),
          // Web Push goes to the local push service (web-push-testing) with a VAPID pair made per run.
          ...inject('pushVars'),
        },
      },
    }));
  const workerdTest = {
    setupFiles: ['./worker/test/apply-migrations.ts'],
    globalSetup: [
      './scripts/standins/smtp.global-setup.ts',
      './scripts/standins/oidc.global-setup.ts',
      './scripts/standins/stripe.global-setup.ts',
      './scripts/standins/web-push.global-setup.ts',
    ],
    // sanitize-html is CommonJS with CommonJS deps (postcss, nanoid): pre-bundle it the way
    // wrangler's esbuild does for production, or the module runner cannot load it.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    testTimeout: 60_000,
  };
  return {
    test: {
      projects: [
        {
          plugins: [workerd()],
          test: {
            ...workerdTest,
            // What `npm test` runs: the Worker's test files in groups, one workerd each
            // (scripts/test/worker-groups.ts says why).
            name: 'worker',
            sequence: { groupOrder: 0 },
            include: writeWorkerGroups(process.cwd(), GROUPS_DIR, 8),
            // Two at once on two cores: a third made a 200-reader concurrency test time out under load.
            maxWorkers: 2,
          },
        },
        {
          plugins: [workerd()],
          test: {
            ...workerdTest,
            // One test file in a workerd of its own, for focused runs: `npx vitest run <path>`.
            name: 'worker-file',
            sequence: { groupOrder: 0 },
            include: NAMED_WORKER_PATHS ? ['worker/**/*.test.{ts,tsx}'] : [],
            passWithNoTests: true,
          },
        },
        {
          test: {
            name: 'node',
            // After the Workers project: both spawn workerd, and two cores are all there is.
            sequence: { groupOrder: 1 },
            environment: 'node',
            include: ['scripts/**/*.test.ts'],
            testTimeout: 240_000,
            hookTimeout: 240_000,
            // These spawn wrangler/workerd; two at once is what a 2-core machine takes.
            maxWorkers: 2,
          },
        },
      ],
    },
  };
});
