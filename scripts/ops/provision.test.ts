// `npm run provision -- --env staging` against the recorded fake wrangler (scripts/ops/fake-wrangler):
// the first run creates the six resources the environment binds (two D1 databases, the KV namespace,
// the R2 bucket, the jobs queue and its dead-letter queue; the "five" counts one database)
// and writes their ids into that environment's blocks only; the second creates nothing and says so.
import { describe, expect, it } from 'vitest';
import { sandbox } from './fake-wrangler/test-kit.ts';

const CREATES = [
  'd1 create edgewire-staging',
  'd1 create edgewire-staging-events',
  'kv namespace create edgewire-staging-cache',
  'r2 bucket create edgewire-staging-media',
  'queues create edgewire-staging-jobs',
  'queues create edgewire-staging-jobs-dlq',
];

const creates = (calls: string[]) => calls.filter((c) => / create /.test(` ${c} `));

/** The lines of `after` that differ from `before` (same line count: ids are replaced in place). */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  return after.split('\n').filter((line, i) => line !== a[i]);
};

describe('npm run provision', () => {
  it('creates the six missing resources, writes their ids, and a second run creates nothing', () => {
    const box = sandbox();
    const original = box.toml();

    const first = box.run('provision', ['--env', 'staging']);
    expect(first.code, first.stderr).toBe(0);
    const state = box.state();
    expect(creates(state.calls)).toEqual(CREATES);
    expect(first.stdout).toContain('Created 6 of 6 resources for staging');

    const db = state.d1.find((d) => d.name === 'edgewire-staging')!;
    const events = state.d1.find((d) => d.name === 'edgewire-staging-events')!;
    const kv = state.kv.find((k) => k.title === 'edgewire-staging-cache')!;
    const written = box.toml();
    // Exactly the three id lines changed, in place: comments, production and the top level untouched.
    expect(changedLines(original, written)).toEqual([`database_id = "${db.uuid}"`, `database_id = "${events.uuid}"`, `id = "${kv.id}"`]);
    expect(written.split('\n').length).toBe(original.split('\n').length);
    const staging = written.slice(written.indexOf('[env.staging]'), written.indexOf('[env.production]'));
    expect(staging).toContain(`binding = "DB"\ndatabase_name = "edgewire-staging"\ndatabase_id = "${db.uuid}"`);
    expect(staging).toContain(`binding = "CACHE"\nid = "${kv.id}"`);

    // The Worker was never deployed: every secret is unset, each with the command that sets it.
    expect(first.stdout).toMatch(/required\s+npx wrangler secret put SESSION_SECRET\s+--env staging/);
    expect(first.stdout).toMatch(/optional\s+npx wrangler secret put AUTH_GOOGLE_CLIENT_SECRET\s+--env staging/);

    box.setState((s) => {
      s.workers['edgewire-staging'] = { secrets: ['SESSION_SECRET', 'SHARE_PASS_SECRET'] };
      s.calls = [];
    });
    const second = box.run('provision', ['--env', 'staging']);
    expect(second.code, second.stderr).toBe(0);
    expect(creates(box.state().calls)).toEqual([]);
    expect(second.stdout).toContain('Nothing to create: all 6 resources of staging exist and wrangler.toml has their ids.');
    expect(box.toml()).toBe(written);
    expect(second.stdout).not.toMatch(/secret put SESSION_SECRET\s/);
    expect(second.stdout).toMatch(/required\s+npx wrangler secret put STRIPE_SECRET_KEY\s+--env staging/);
  });

  it('refuses an unknown environment with one line, before calling wrangler', () => {
    const box = sandbox();
    const ran = box.run('provision', ['--env', 'qa']);
    expect(ran.code).toBe(1);
    expect(ran.stderr.trim().split('\n')).toEqual([
      'provision: unknown environment "qa": use --env staging or --env production (the [env.*] sections of wrangler.toml)',
    ]);
    expect(box.state().calls).toEqual([]);
  });
});
