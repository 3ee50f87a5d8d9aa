/**
 * @module `npm run bench:push`: one notification fanned out to N stored subscriptions (default
 * 10,000) through the Queue to the local push service (web-push-testing), on the production bundle
 * under Miniflare with a fresh .bench/push-state. Every subscription is real (made at the push
 * service, so each push is encrypted to its own keys and decrypted there); the run checks that every
 * one received exactly one payload and prints the time, batches and the job's counts as a
 * docs/benchmarks.md section. Options: `--subscriptions <n>`, `--build` (rebuild dist/worker first).
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateLocal } from '../db-migrate.ts';
import { bundleWorker, serveWorkerBundle } from '../dev/bundle.ts';
import { ensureDevVars } from '../dev/phases.ts';
import { ROOT } from '../dev/proc.ts';
import { generateVapidKeys } from '../standins/vapid-keys.ts';
import { startPushService } from '../standins/web-push.ts';
import { step } from './serve.ts';

const { values } = parseArgs({
  options: { subscriptions: { type: 'string', default: '10000' }, build: { type: 'boolean', default: false } },
});
const N = Number(values.subscriptions);
const STATE = join(ROOT, '.bench/push-state');

type Job = { status: string; sent: number; failed: number; removed: number; total: number; batches: number; planned: number };

async function main() {
  if (values.build) await step('worker bundle (wrangler deploy --dry-run)', () => bundleWorker());
  await rm(STATE, { recursive: true, force: true });
  await step('migrations', () => migrateLocal(STATE));
  const service = await startPushService();
  const vapid = await generateVapidKeys();
  // The production bundle refuses to serve without its secrets (http/settings-guard.ts): .dev.vars has them.
  ensureDevVars();
  const logs: string[] = [];
  const served = await serveWorkerBundle({
    port: 0,
    persistRoot: join(STATE, 'v3'),
    bindings: ({ config, workerOptions }) => ({ ...workerOptions.bindings, ...config.vars, ...vapid, PUSH_DEV_ORIGINS: service.url }),
    onOutput: (text) => {
      logs.push(text);
      if (logs.length > 40) logs.shift();
    },
  });
  try {
    const d1 = await served.miniflare.getD1Database('DB');
    const subs = await step(`${N} subscriptions made at the push service`, async () => {
      const out = [];
      for (let i = 0; i < N; i++) out.push(await service.subscribe(vapid.VAPID_PUBLIC_KEY));
      return out;
    });
    await step(`${N} readers and their subscriptions stored`, async () => {
      await d1
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
           INSERT INTO users (username, email) SELECT 'bench' || i, 'bench' || i || '@bench.test' FROM n`,
        )
        .bind(N)
        .run();
      const first = (await d1.prepare("SELECT min(id) AS id FROM users WHERE email LIKE 'bench%'").first<{ id: number }>())!.id;
      const statements = [];
      for (let i = 0; i < subs.length; i += 20) {
        const rows = subs.slice(i, i + 20);
        statements.push(
          d1
            .prepare(
              `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, last_seen) VALUES ${rows.map(() => '(?, ?, ?, ?, unixepoch())').join(', ')}`,
            )
            .bind(...rows.flatMap((s, j) => [first + i + j, s.endpoint, s.keys.p256dh, s.keys.auth])),
        );
      }
      for (let i = 0; i < statements.length; i += 50) await d1.batch(statements.slice(i, i + 50));
    });
    const job = (await d1
      .prepare(
        `INSERT INTO push_notifications (title, body, url, filters, kind, status) VALUES ('Bench push', 'One notification to every subscription.', '/trending', '{"all":true}', 'notify', 'queued') RETURNING id`,
      )
      .first<{ id: number }>())!.id;
    const bindings = (await served.miniflare.getBindings()) as { JOBS: { send(body: unknown): Promise<void> } };
    const started = performance.now();
    await bindings.JOBS.send({ kind: 'push.fanout', id: `push.fanout.${job}`, jobId: job });
    let row: Job | null = null;
    let plannedAt = 0;
    while (performance.now() - started < 30 * 60_000) {
      row = await d1
        .prepare('SELECT status, sent, failed, removed, total, batches, planned FROM push_notifications WHERE id = ?')
        .bind(job)
        .first<Job>();
      if (row?.planned && !plannedAt) plannedAt = performance.now() - started;
      if (row?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    if (row?.status !== 'sent') throw new Error(`the job did not finish: ${JSON.stringify(row)}\n${logs.join('')}`);
    const counts = subs.map((s) => service.received(s.clientHash).length);
    const delivered = counts.filter((c) => c === 1).length;
    const twice = counts.filter((c) => c > 1).length;
    const result = {
      subscriptions: N,
      seconds: Number(seconds.toFixed(1)),
      pushesPerSecond: Math.round(N / seconds),
      plannedAfterSeconds: Number((plannedAt / 1000).toFixed(1)),
      batches: row.batches,
      fanoutPages: Math.ceil(N / 5000),
      job: row,
      deliveredOnce: delivered,
      deliveredTwice: twice,
      accepted: service.accepted(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]?.toFixed(2)}`,
    };
    console.log(JSON.stringify(result, null, 2));
    if (delivered !== N) throw new Error(`${N - delivered} subscriptions did not receive exactly one push`);
  } finally {
    await served.dispose();
    await service.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
