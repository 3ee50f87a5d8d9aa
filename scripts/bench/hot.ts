/**
 * @module `npm run bench:hot`: the writes per second one hot article's counter row takes (issue 29,
 * item 5; docs/decisions/072-hot-article-counters.md). The production bundle as `npm start` serves it
 * (Miniflare, dist/worker; `--build` rebuilds it first) on a fresh .bench/hot-state: N Plus readers
 * each vote on the one article, then each on an article of their own (the same writes spread over N
 * rows), then C of them comment, on the one article and spread. `--concurrency` requests in flight
 * (default 10, as `npm run bench`; at 50 a loaded 2-core machine's workerd dropped a connection).
 * Each phase runs `--rounds` times (a second up-vote clears the first), alternating, and every
 * count is checked exact after it. The writes/s of "one row" against "spread" says whether
 * the row serialises more than the database does; /healthz at the same concurrency is the Worker's
 * own ceiling. Prints JSON and a markdown table.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../../worker/features/auth/token-names';
import { migrateLocal } from '../db-migrate.ts';
import { bundleWorker, serveWorkerBundle } from '../dev/bundle.ts';
import { buildOnce, ensureDevVars } from '../dev/phases.ts';
import { ROOT } from '../dev/proc.ts';
import { fire, type Phase, phase, type Shot } from './hot-load.ts';
import { step } from './serve.ts';

const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '1000' },
    commenters: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    build: { type: 'boolean', default: false },
  },
});
const N = Number(values.readers);
const COMMENTERS = Math.min(N, Number(values.commenters));
const CONCURRENCY = Number(values.concurrency);
// Two comments a round per commenter (one row, spread): the posting limit is 10 per 10 minutes.
const ROUNDS = Math.min(Number(values.rounds), 5);
const STATE = join(ROOT, '.bench/hot-state');
const SECRET = randomBytes(32).toString('hex');

const session = (id: number) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(id))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(SECRET))
    .then((t) => `ew_session=${t}`);

async function main() {
  if (values.build) {
    await step('client build (npm run build)', () => buildOnce());
    await step('worker bundle (wrangler deploy --dry-run)', () => bundleWorker());
  }
  await rm(STATE, { recursive: true, force: true });
  await step('migrations', () => migrateLocal(STATE));
  const note = ensureDevVars();
  if (note) process.stderr.write(`${note}\n`);
  const logs: string[] = [];
  const served = await serveWorkerBundle({
    port: 0,
    persistRoot: join(STATE, 'v3'),
    bindings: ({ config, workerOptions }) => ({ ...workerOptions.bindings, ...config.vars, SESSION_SECRET: SECRET }),
    onOutput: (text) => {
      logs.push(text);
      if (logs.length > 40) logs.shift();
    },
  });
  try {
    const d1 = await served.miniflare.getD1Database('DB');
    const readers = await step(`${N} Plus readers and ${N + 1} articles`, async () => {
      const rows = await d1
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
           INSERT INTO users (username, email, subscription_end, email_notification_comments)
           SELECT 'hot' || i, 'hot' || i || '@bench.test', unixepoch() + 86400, 'none' FROM n RETURNING id`,
        )
        .bind(N)
        .all<{ id: number }>();
      // Article 1 is the hot one; reader i's own article is i + 1.
      await d1
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ?1)
           INSERT INTO articles (id, title, content, content_text, date, status)
           SELECT i, 'Story ' || i, '<p>Story ' || i || '</p>', 'Story ' || i, unixepoch() - i, 'published' FROM n`,
        )
        .bind(N)
        .run();
      return Promise.all(rows.results.map(async (r, i) => ({ id: r.id, article: i + 2, cookie: await session(r.id) })));
    });
    const counts = (id: number) =>
      d1
        .prepare('SELECT upvotes, comments_count AS comments FROM articles WHERE id = ?')
        .bind(id)
        .first<{ upvotes: number; comments: number }>();
    const spreadTotals = () =>
      d1
        .prepare('SELECT sum(upvotes) AS upvotes, sum(comments_count) AS comments FROM articles WHERE id > 1')
        .first<{ upvotes: number; comments: number }>();
    const check = (label: string, got: unknown, want: unknown) => {
      if (got !== want) throw new Error(`${label}: counted ${got}, expected ${want}`);
    };

    const measure = async (name: string, shots: Shot[]) => results.push(phase(name, await fire(served.url, shots, CONCURRENCY)));
    const results: Phase[] = [];
    await fire(
      served.url,
      readers.slice(0, CONCURRENCY).map(() => ({ method: 'GET', path: '/healthz', expect: 200 })),
      CONCURRENCY,
    );
    const commenters = readers.slice(0, COMMENTERS);
    for (let round = 1; round <= ROUNDS; round++) {
      const upvotes = round % 2 === 1 ? N : 0;
      const vote = (id: number, cookie: string) => ({ method: 'POST', path: `/api/articles/${id}/upvote`, cookie, expect: 200 });
      await measure(
        'votes, one row',
        readers.map((r) => vote(1, r.cookie)),
      );
      check('votes, one row', (await counts(1))?.upvotes, upvotes);
      await measure(
        'votes, spread',
        readers.map((r) => vote(r.article, r.cookie)),
      );
      check('votes, spread', (await spreadTotals())?.upvotes, upvotes);
      const body = { body: `Round ${round}` };
      const comment = (id: number, cookie: string) => ({ method: 'POST', path: `/aux/articles/${id}/comments`, cookie, body, expect: 201 });
      await measure(
        'comments, one row',
        commenters.map((r) => comment(1, r.cookie)),
      );
      check('comments, one row', (await counts(1))?.comments, COMMENTERS * round);
      await measure(
        'comments, spread',
        commenters.map((r) => comment(r.article, r.cookie)),
      );
      check('comments, spread', (await spreadTotals())?.comments, COMMENTERS * round);
      await measure(
        '/healthz (no D1)',
        readers.map(() => ({ method: 'GET', path: '/healthz', expect: 200 })),
      );
    }
    const summary = [...new Set(results.map((r) => r.name))].map((name) => {
      const runs = results.filter((r) => r.name === name);
      const writes = runs.reduce((s, r) => s + r.writes, 0);
      const seconds = runs.reduce((s, r) => s + r.seconds, 0);
      return {
        name,
        requests: writes,
        perSecond: Math.round(writes / seconds),
        p50Ms: Math.max(...runs.map((r) => r.p50Ms)),
        p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
      };
    });
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]?.toFixed(2)}`;
    console.log(
      JSON.stringify(
        { readers: N, commenters: COMMENTERS, concurrency: CONCURRENCY, rounds: ROUNDS, machine, summary, runs: results },
        null,
        2,
      ),
    );
    console.log(
      `\n| ${N} readers, ${CONCURRENCY} in flight, ${ROUNDS} rounds | requests | per second | p50 ms (worst round) | p99 ms (worst round) |`,
    );
    console.log('|---|---:|---:|---:|---:|');
    for (const s of summary) console.log(`| ${s.name} | ${s.requests} | ${s.perSecond} | ${s.p50Ms} | ${s.p99Ms} |`);
    console.log(`\nAll counts exact after every phase. ${machine}.`);
  } catch (error) {
    process.stderr.write(`\nlast worker output:\n${logs.join('')}\n`);
    throw error;
  } finally {
    await served.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
